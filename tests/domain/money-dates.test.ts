import { describe, expect, it } from "vitest";
import { DEFAULT_TIMEZONE, defaultTimezoneFor, formatDate, formatDateTime, isAfterToday, isTimezone, presetRange } from "../../domain/dates";
import { formatMoney, formatPercent, round2 } from "../../domain/money";

describe("money (SPEC §9)", () => {
  it("shows đ for vi and $ for en", () => {
    expect(formatMoney(1250000, "vi")).toBe("1.250.000 đ");
    expect(formatMoney(1250000)).toBe("1.250.000 đ");
    expect(formatMoney(1250.5, "en")).toBe("$1,250.50");
    expect(formatMoney(-3, "en")).toBe("-$3.00");
  });
  it("rounds money and rates to 2 decimals", () => {
    expect(round2(1.005)).toBe(1.01);
    expect(formatMoney(10.456, "vi")).toBe("10,46 đ");
    expect(formatPercent(0.123456)).toBe("12.35%");
  });
});

describe("dates (SPEC §9, ADR 025)", () => {
  const now = new Date("2026-11-18T20:00:00Z"); // Wednesday 18 Nov, 12:00 in Los Angeles
  const LA = "America/Los_Angeles";
  const HCM = "Asia/Ho_Chi_Minh";
  it("formats dd-mm-yyyy in the store timezone", () => {
    expect(formatDate("2026-01-02T03:00:00Z", "UTC")).toBe("02-01-2026");
    expect(formatDate("2026-01-02T03:00:00Z", LA)).toBe("01-01-2026"); // still 1 Jan in Los Angeles
    expect(formatDateTime("2026-01-02T03:00:00Z", HCM)).toBe("02-01-2026 10:00");
  });
  it("shows an export made at 10:18 UTC at 17:18 for a store in Vietnam (UTC+7, no DST)", () => {
    expect(formatDateTime("2026-11-24T10:18:00Z", HCM)).toBe("24-11-2026 17:18");
    expect(formatDateTime("2026-07-24T10:18:00Z", HCM)).toBe("24-07-2026 17:18");
    // Late in the UTC day is already tomorrow there: the date moves with the zone.
    expect(formatDate("2026-12-31T18:30:00Z", HCM)).toBe("01-01-2027");
    expect(formatDateTime("2026-12-31T18:30:00Z", HCM)).toBe("01-01-2027 01:30");
  });
  it("follows daylight saving time in a DST zone", () => {
    // Los Angeles: PST (UTC-8) until 8 Mar 2026 02:00, then PDT (UTC-7); back on 1 Nov 2026.
    expect(formatDateTime("2026-03-08T09:59:00Z", LA)).toBe("08-03-2026 01:59");
    expect(formatDateTime("2026-03-08T10:00:00Z", LA)).toBe("08-03-2026 03:00");
    expect(formatDateTime("2026-11-01T08:30:00Z", LA)).toBe("01-11-2026 01:30"); // the first 01:30 (PDT)
    expect(formatDateTime("2026-11-01T09:30:00Z", LA)).toBe("01-11-2026 01:30"); // the second (PST)
    expect(formatDateTime("2026-11-24T10:18:00Z", LA)).toBe("24-11-2026 02:18");
  });
  it("gives a date-only value its date and a date-time its date and 24-hour time", () => {
    expect(formatDate("2026-05-09T23:05:00Z", "UTC")).toBe("09-05-2026");
    expect(formatDateTime("2026-05-09T23:05:00Z", "UTC")).toBe("09-05-2026 23:05");
    expect(formatDateTime("2026-05-09T00:00:00Z", "UTC")).toBe("09-05-2026 00:00"); // midnight is 00, not 24
    expect(formatDate(new Date(Date.UTC(2026, 4, 9, 12)), HCM)).toBe("09-05-2026");
    expect(formatDate(Date.UTC(2026, 4, 9, 12), HCM)).toBe("09-05-2026");
  });
  it("falls back to SPEC §5's default for a zone name it does not know", () => {
    expect(isTimezone(HCM)).toBe(true);
    expect(isTimezone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimezone("")).toBe(false);
    expect(formatDateTime("2026-11-24T10:18:00Z", "Mars/Olympus_Mons")).toBe(formatDateTime("2026-11-24T10:18:00Z", DEFAULT_TIMEZONE));
  });
  it("starts a new store in its language's zone", () => {
    expect(defaultTimezoneFor("vi")).toBe(HCM);
    expect(defaultTimezoneFor("en")).toBe(DEFAULT_TIMEZONE);
    expect(DEFAULT_TIMEZONE).toBe(LA);
  });
  it("starts the week on Monday", () => {
    const [from, to] = presetRange("Week to date", now);
    expect(formatDate(from, LA)).toBe("16-11-2026");
    expect(formatDate(to, LA)).toBe("18-11-2026");
  });
  it("computes the other presets", () => {
    expect(formatDate(presetRange("Yesterday", now)[0], LA)).toBe("17-11-2026");
    expect(formatDate(presetRange("Last 7 days", now)[0], LA)).toBe("12-11-2026");
    expect(formatDate(presetRange("Last 90 days", now)[0], LA)).toBe("21-08-2026");
    expect(formatDate(presetRange("Month to date", now)[0], LA)).toBe("01-11-2026");
    expect(formatDate(presetRange("Today", now)[1], LA)).toBe("18-11-2026");
  });
  it("refuses days after today in the store timezone", () => {
    const lateUtc = new Date("2026-11-19T03:00:00Z"); // already 19 Nov in UTC, still 18 Nov in Los Angeles
    expect(isAfterToday("2026-11-19", lateUtc)).toBe(true);
    expect(isAfterToday("2026-11-18", lateUtc)).toBe(false);
    expect(isAfterToday("2026-11-19", lateUtc, "UTC")).toBe(false);
  });
});
