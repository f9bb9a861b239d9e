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
