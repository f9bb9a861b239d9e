// SPEC §9's chart rules: the y-axis step, 2-decimal rates, the change against the previous period.
import { describe, expect, it } from "vitest";
import { changePercent, ratePercent, yAxisStep, yAxisTicks } from "../../domain/charts";
import { previousPeriod, presetDays } from "../../domain/date-range";

describe("chart y-axis (SPEC §9)", () => {
  it("steps 20 when the largest value is 0, and a quarter of it rounded when it is over 20", () => {
    expect(yAxisStep(0)).toBe(20);
    expect(yAxisStep(21)).toBe(5);
    expect(yAxisStep(100)).toBe(25);
    expect(yAxisStep(1_234_567)).toBe(308_642);
    expect(yAxisStep(30)).toBe(8); // 7.5 rounds up
  });
  it("steps 5 between 1 and 20, where SPEC says nothing", () => {
    expect(yAxisStep(1)).toBe(5);
    expect(yAxisStep(20)).toBe(5);
  });
  it("ticks from 0 past the largest value", () => {
    expect(yAxisTicks(0)).toEqual([0, 20, 40, 60, 80]);
    expect(yAxisTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(yAxisTicks(30)).toEqual([0, 8, 16, 24, 32]);
  });
});

describe("rates and changes (SPEC §9: percents with 2 decimals)", () => {
  it("says a rate of nothing as 0", () => {
    expect(ratePercent(1, 3)).toBe(33.33);
    expect(ratePercent(2, 3)).toBe(66.67);
    expect(ratePercent(5, 0)).toBe(0);
  });
  it("compares with the previous period, null when there was nothing to compare", () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(50, 100)).toBe(-50);
    expect(changePercent(0, 0)).toBe(0);
    expect(changePercent(10, 0)).toBeNull();
  });
});

describe("report periods", () => {
  it("compares a range with the same number of days just before it", () => {
    expect(previousPeriod("2026-11-23", "2026-11-29")).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(previousPeriod("2026-03-01", "2026-03-01")).toEqual({ from: "2026-02-28", to: "2026-02-28" });
    expect(previousPeriod("2026-03-01", "2026-03-31")).toEqual({ from: "2026-01-29", to: "2026-02-28" });
  });
  it("works presets out in the store's zone, weeks from Monday, across a DST change", () => {
    // 23:30 UTC on 24-11-2026 is Wednesday 25-11 in Vietnam.
    const now = new Date("2026-11-24T23:30:00Z");
    expect(presetDays("today", now, "Asia/Ho_Chi_Minh")).toEqual({ from: "2026-11-25", to: "2026-11-25" });
    expect(presetDays("week_to_date", now, "Asia/Ho_Chi_Minh")).toEqual({ from: "2026-11-23", to: "2026-11-25" });
    expect(presetDays("yesterday", now, "America/Los_Angeles")).toEqual({ from: "2026-11-23", to: "2026-11-23" });
    // 8 March 2026 is a 23-hour day in Los Angeles.
    expect(presetDays("last_7_days", new Date("2026-03-10T12:00:00Z"), "America/Los_Angeles")).toEqual({ from: "2026-03-04", to: "2026-03-10" });
    expect(presetDays("month_to_date", now, "Asia/Ho_Chi_Minh")).toEqual({ from: "2026-11-01", to: "2026-11-25" });
  });
});
