// A span charted by local day from the daily rows (api/modules/reports/span-rows.ts localDays, ADR 079): every
// 15-minute bucket of random spans counts once, in its own local day, and nowhere else, in every zone whose UTC hours
// each lie in one local hour (DST changes, ±12 hours and more); and a day's corrections are at most half of it.
import { describe, expect, it } from "vitest";
import { localDays } from "../api/modules/reports/span-rows";
import { offsetPieces, wholeHours } from "../api/modules/reports/zone-offsets";
import { offsetMinutesAt } from "../domain/dates";
import { rng } from "./api/reports-helpers";

const Q = 15 * 60_000;
const DAY = 86_400_000;
const ZONES = [
  "UTC",
  "Asia/Ho_Chi_Minh",
  "America/New_York",
  "America/Los_Angeles",
  "Europe/London",
  "Pacific/Auckland",
  "Pacific/Kiritimati",
  "Pacific/Pago_Pago",
];

/** Each bucket's local days with their signs, as the plan reads them; and the bucket's own local day. */
function check(tz: string, from: number, to: number) {
  const plan = localDays(from, to, offsetPieces(tz, from, to));
  const localDay = (t: number) => Math.floor((t + offsetMinutesAt(tz, t) * 60_000) / DAY) * DAY;
  const wrong: string[] = [];
  for (let t = from; t < to; t += Q) {
    const got = new Map<number, number>();
    const add = (label: number, sign: number) => got.set(label, (got.get(label) ?? 0) + sign);
    for (const run of plan.days) if (t >= run.from && t < run.to) add(Math.floor(t / DAY) * DAY + run.shiftDays * DAY, 1);
    const day = Math.floor(t / DAY) * DAY;
    const hour = Math.floor((t - day) / 3_600_000);
    for (const c of plan.corrections)
      if (t >= c.from && t < c.to && hour >= c.hours[0] && hour < c.hours[1]) {
        add(day + c.plusDays * DAY, 1);
        add(day + c.minusDays * DAY, -1);
      }
    for (const p of plan.ends) if (t >= p.from && t < p.to) add(localDay(t), p.sign);
    const net = [...got.entries()].filter(([, n]) => n !== 0);
    const want = localDay(t);
    if (net.length !== 1 || net[0]![0] !== want || net[0]![1] !== 1)
      wrong.push(`${tz} ${new Date(t).toISOString()}: ${net.map(([l, n]) => `${new Date(l).toISOString().slice(0, 10)}×${n}`).join(" ")}`);
  }
  return { plan, wrong };
}

describe("localDays", () => {
  it("counts every bucket once in its local day, for random spans in zones with DST and ±12 hours", () => {
    const rand = rng(Number(process.env.SEED ?? 11));
    const start = Date.UTC(2024, 0, 1);
    for (let i = 0; i < 60; i++) {
      const tz = ZONES[i % ZONES.length]!;
      const from = start + Math.floor(rand() * 700 * 96) * Q;
      const to = from + Math.floor(rand() * (rand() < 0.3 ? 3 * 96 : 120 * 96)) * Q;
      const { wrong } = check(tz, from, to);
      expect(wrong.slice(0, 5), `${tz} ${new Date(from).toISOString()}..${new Date(to).toISOString()}`).toEqual([]);
    }
  });

  it("reads a year at +07:00 as one run of daily rows and each day's last 7 hours, the ends by the hour", () => {
    const from = Date.parse("2025-11-29T17:00:00Z");
    const to = Date.parse("2026-11-30T17:00:00Z");
    const { plan, wrong } = check("Asia/Ho_Chi_Minh", from, to);
    expect(wrong).toEqual([]);
    expect(plan.days).toEqual([{ from: Date.parse("2025-11-30T00:00:00Z"), to: Date.parse("2026-11-30T00:00:00Z"), shiftDays: 0 }]);
    expect(plan.corrections).toEqual([
      { from: Date.parse("2025-11-30T00:00:00Z"), to: Date.parse("2026-11-30T00:00:00Z"), hours: [17, 24], plusDays: 1, minusDays: 0 },
    ]);
    // The ends: 7 hours before the first UTC midnight and 17 after the last, by the hour.
    expect(new Set(plan.ends.map((p) => `${p.grain} ${p.sign}`))).toEqual(new Set(["hour 1"]));
    expect(plan.ends.reduce((n, p) => n + p.to - p.from, 0)).toBe(24 * 3_600_000);
  });

  it("corrects at most 12 hours of a day, by runs of days", () => {
    const from = Date.UTC(2025, 0, 1);
    const to = Date.UTC(2026, 0, 1);
    for (const tz of ZONES) {
      expect(wholeHours(tz, from, to), tz).toBe(true);
      const { plan, wrong } = check(tz, from, to);
      expect(wrong.slice(0, 5)).toEqual([]);
      for (let day = from; day < to; day += DAY) {
        const hours = plan.corrections.filter((c) => day >= c.from && day < c.to).reduce((n, c) => n + c.hours[1] - c.hours[0], 0);
        expect(hours, `${tz} ${new Date(day).toISOString()}`).toBeLessThanOrEqual(12);
      }
      // A DST zone's year: a run per offset and one for each day of a change, at most.
      expect(plan.corrections.length, tz).toBeLessThanOrEqual(5);
    }
  });
});
