// A zone's offsets over a span (api/modules/reports/zone-offsets.ts, ADR 053): the changes found at their exact
// 15-minute boundaries, half-hour zones and half-hour DST (Lord Howe) told apart from whole-hour ones.
import { describe, expect, it } from "vitest";
import { offsetPieces, wholeHours } from "../api/modules/reports/zone-offsets";

const show = (tz: string, from: string, to: string) =>
  offsetPieces(tz, Date.parse(from), Date.parse(to)).map((p) => [new Date(p.from).toISOString(), new Date(p.to).toISOString(), p.minutes]);

describe("offsetPieces", () => {
  it("finds the DST changes of a year to the minute", () => {
    expect(show("America/New_York", "2025-01-01T00:00:00Z", "2026-01-01T00:00:00Z")).toEqual([
      ["2025-01-01T00:00:00.000Z", "2025-03-09T07:00:00.000Z", -300],
      ["2025-03-09T07:00:00.000Z", "2025-11-02T06:00:00.000Z", -240],
      ["2025-11-02T06:00:00.000Z", "2026-01-01T00:00:00.000Z", -300],
    ]);
    expect(show("Australia/Lord_Howe", "2025-03-01T00:00:00Z", "2025-12-01T00:00:00Z")).toEqual([
      ["2025-03-01T00:00:00.000Z", "2025-04-05T15:00:00.000Z", 660],
      ["2025-04-05T15:00:00.000Z", "2025-10-04T15:30:00.000Z", 630],
      ["2025-10-04T15:30:00.000Z", "2025-12-01T00:00:00.000Z", 660],
    ]);
  });

  it("gives one piece where nothing changes, across years", () => {
    expect(show("Asia/Ho_Chi_Minh", "2024-06-01T00:00:00Z", "2026-06-01T00:00:00Z")).toEqual([["2024-06-01T00:00:00.000Z", "2026-06-01T00:00:00.000Z", 420]]);
    expect(show("Asia/Kathmandu", "2025-01-01T00:00:00Z", "2025-01-02T00:00:00Z")).toEqual([["2025-01-01T00:00:00.000Z", "2025-01-02T00:00:00.000Z", 345]]);
  });

  it("tells whole-hour zones from the others", () => {
    const year = [Date.parse("2025-01-01T00:00:00Z"), Date.parse("2026-01-01T00:00:00Z")] as const;
    expect(wholeHours("Europe/Berlin", ...year)).toBe(true);
    expect(wholeHours("UTC", ...year)).toBe(true);
    expect(wholeHours("Asia/Kolkata", ...year)).toBe(false);
    expect(wholeHours("Australia/Adelaide", ...year)).toBe(false);
    // Lord Howe is +11 in its summer: whole hours only outside its +10:30 months.
    expect(wholeHours("Australia/Lord_Howe", Date.parse("2025-01-01T00:00:00Z"), Date.parse("2025-02-01T00:00:00Z"))).toBe(true);
    expect(wholeHours("Australia/Lord_Howe", ...year)).toBe(false);
  });
});

describe("a store's day", () => {
  it("starts and ends at its local midnights, on the days around a DST change too", async () => {
    const { startOfLocalDay, endOfLocalDay, presetRange } = await import("../domain/dates");
    const day = (d: string, tz: string) => [startOfLocalDay(d, tz).toISOString(), endOfLocalDay(d, tz).toISOString()];
    // Adelaide: DST ends 6 April 2025 03:00 (+10:30 → +09:30), starts 5 October 02:00.
    expect(day("2025-04-05", "Australia/Adelaide")).toEqual(["2025-04-04T13:30:00.000Z", "2025-04-05T13:29:59.999Z"]);
    expect(day("2025-04-06", "Australia/Adelaide")).toEqual(["2025-04-05T13:30:00.000Z", "2025-04-06T14:29:59.999Z"]);
    expect(day("2025-10-05", "Australia/Adelaide")).toEqual(["2025-10-04T14:30:00.000Z", "2025-10-05T13:29:59.999Z"]);
    expect(day("2025-11-02", "America/New_York")).toEqual(["2025-11-02T04:00:00.000Z", "2025-11-03T04:59:59.999Z"]);
    expect(day("2026-11-29", "Asia/Ho_Chi_Minh")).toEqual(["2026-11-28T17:00:00.000Z", "2026-11-29T16:59:59.999Z"]);
    // A preset on the day before Adelaide's change ends at that day's midnight, not an hour into the next.
    const [, end] = presetRange("Today", new Date("2025-04-05T03:00:00Z"), "Australia/Adelaide");
    expect(end.toISOString()).toBe("2025-04-05T13:29:59.999Z");
  });
});
