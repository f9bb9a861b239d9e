// ADR 038: a date range by preset name (worked out now, in the store's zone) or custom days; nothing after today.
import { describe, expect, it } from "vitest";
import { checkDateRange, toDateRangeQuery } from "../../app/components/date-range/date-range-filter";
import { dayFromDmy, isDay, resolveDateRange } from "../../domain/date-range";

const tz = "Asia/Ho_Chi_Minh";
// 23:30 UTC on 24-11-2026 is already 25-11-2026 (a Wednesday) in Vietnam.
const now = new Date("2026-11-24T23:30:00Z");

describe("date ranges", () => {
  it("reads dd-mm-yyyy days and refuses days that do not exist", () => {
    expect(dayFromDmy("05-11-2026")).toBe("2026-11-05");
    expect(dayFromDmy("5/11/2026")).toBe("2026-11-05");
    expect(dayFromDmy("31-02-2026")).toBeNull();
    expect(dayFromDmy("2026-11-05")).toBeNull();
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2028-02-29")).toBe(true);
  });

  it("works a preset out in the store's zone: today and week to date (weeks start Monday)", () => {
    const today = resolveDateRange({ datePreset: "today" }, now, tz);
    expect(today).toEqual({ ok: true, from: new Date("2026-11-24T17:00:00Z"), to: new Date("2026-11-25T16:59:59.999Z") });
    const week = resolveDateRange({ datePreset: "week_to_date" }, now, tz);
    expect(week.ok && week.from).toEqual(new Date("2026-11-22T17:00:00Z")); // Monday 23-11 in Vietnam
  });

  it("refuses a day after today and a start after the end, on their fields", () => {
    expect(resolveDateRange({ dateTo: "2026-11-26" }, now, tz)).toEqual({ ok: false, errors: { dateTo: "Dates after today cannot be chosen" } });
    expect(resolveDateRange({ dateTo: "2026-11-25" }, now, tz).ok).toBe(true);
    expect(resolveDateRange({ dateFrom: "2026-11-20", dateTo: "2026-11-10" }, now, tz)).toEqual({
      ok: false,
      errors: { dateTo: "The start date must be on or before the end date" },
    });
  });

  it("takes refused days out of a list's filters, with the reason kept for the field", () => {
    const rejected = {};
    const filters = checkDateRange({ from: "26-11-2026", to: "20-11-2026" }, rejected, now, tz);
    expect(filters).toEqual({ from: undefined, to: "20-11-2026" });
    expect(rejected).toEqual({ from: { value: "26-11-2026", message: "Dates after today cannot be chosen" } });
    expect(toDateRangeQuery(filters)).toEqual({ dateFrom: undefined, dateTo: "2026-11-20" });
    expect(toDateRangeQuery({ date: "last_7_days", from: "01-01-2026" })).toEqual({ datePreset: "last_7_days" });
  });
});
