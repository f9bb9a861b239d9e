// A span cut into rollup pieces (api/modules/reports/span-rows.ts, ADR 053): with or without complements, every
// 15-minute bucket inside the span is counted exactly once and every bucket outside it not at all, for random spans
// across hours, days and months (leap day, year end).
import { describe, expect, it } from "vitest";
import { piecesOf, type Grain } from "../api/modules/reports/span-rows";
import { rng } from "./api/reports-helpers";

const Q = 15 * 60_000;

function coverage(from: number, to: number, grains: Grain[], complements: boolean) {
  const pieces = piecesOf(from, to, grains, complements);
  const lo = Math.min(from, ...pieces.map((p) => p.from));
  const hi = Math.max(to, ...pieces.map((p) => p.to));
  const wrong: string[] = [];
  for (let t = lo; t < hi; t += Q) {
    const n = pieces.reduce((sum, p) => sum + (t >= p.from && t < p.to ? p.sign : 0), 0);
    if (n !== (t >= from && t < to ? 1 : 0)) wrong.push(`${new Date(t).toISOString()}: ${n}`);
  }
  return { pieces, wrong };
}

describe("piecesOf", () => {
  it("counts every bucket of the span once, and none outside, for random spans", () => {
    const rand = rng(Number(process.env.SEED ?? 7));
    const start = Date.UTC(2023, 10, 1);
    for (let i = 0; i < 400; i++) {
      const from = start + Math.floor(rand() * 120 * 96) * Q * (rand() < 0.5 ? 1 : 8);
      const to = from + Math.floor(rand() * (rand() < 0.3 ? 96 : 400 * 96)) * Q;
      for (const grains of [["month", "day"], ["day"], ["hour"], []] as Grain[][])
        for (const complements of [false, true]) {
          const { wrong } = coverage(from, to, grains, complements);
          expect(wrong, `${new Date(from).toISOString()}..${new Date(to).toISOString()} ${grains} ${complements}`).toEqual([]);
        }
    }
  });

  it("reads the last 365 days up to today's evening as whole months, a few days, and today's month less its future", () => {
    const from = Date.parse("2025-11-28T17:00:00Z");
    const to = Date.parse("2026-11-29T17:00:00Z");
    const { pieces, wrong } = coverage(from, to, ["month", "day"], true);
    expect(wrong).toEqual([]);
    const show = (p: (typeof pieces)[number]) => `${p.sign > 0 ? "+" : "-"}${p.grain ?? "quarter"} ${new Date(p.from).toISOString()}`;
    expect(pieces.map(show)).toEqual([
      "+quarter 2025-11-28T17:00:00.000Z",
      "+day 2025-11-29T00:00:00.000Z",
      "+month 2025-12-01T00:00:00.000Z",
      "+month 2026-11-01T00:00:00.000Z",
      "-quarter 2026-11-29T17:00:00.000Z",
      "-day 2026-11-30T00:00:00.000Z",
    ]);
    // Without complements: the 28 days of November one by one.
    expect(piecesOf(from, to, ["month", "day"]).map(show)).toContain("+day 2026-11-01T00:00:00.000Z");
  });
});
