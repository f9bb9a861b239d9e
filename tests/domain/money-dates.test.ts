import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, isAfterToday, presetRange } from "../../domain/dates";
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

describe("dates (SPEC §9)", () => {
  const now = new Date("2026-11-18T20:00:00Z"); // Wednesday 18 Nov, 12:00 in Los Angeles
  it("formats dd-mm-yyyy in the store timezone", () => {
    expect(formatDate("2026-01-02T03:00:00Z", "UTC")).toBe("02-01-2026");
    expect(formatDate("2026-01-02T03:00:00Z")).toBe("01-01-2026"); // still 1 Jan in Los Angeles
    expect(formatDateTime("2026-01-02T03:00:00Z", "Asia/Ho_Chi_Minh")).toBe("02-01-2026 10:00");
  });
  it("starts the week on Monday", () => {
    const [from, to] = presetRange("Week to date", now);
    expect(formatDate(from)).toBe("16-11-2026");
    expect(formatDate(to)).toBe("18-11-2026");
  });
  it("computes the other presets", () => {
    expect(formatDate(presetRange("Yesterday", now)[0])).toBe("17-11-2026");
    expect(formatDate(presetRange("Last 7 days", now)[0])).toBe("12-11-2026");
    expect(formatDate(presetRange("Last 90 days", now)[0])).toBe("21-08-2026");
    expect(formatDate(presetRange("Month to date", now)[0])).toBe("01-11-2026");
    expect(formatDate(presetRange("Today", now)[1])).toBe("18-11-2026");
  });
  it("refuses days after today in the store timezone", () => {
    const lateUtc = new Date("2026-11-19T03:00:00Z"); // already 19 Nov in UTC, still 18 Nov in Los Angeles
    expect(isAfterToday("2026-11-19", lateUtc)).toBe(true);
    expect(isAfterToday("2026-11-18", lateUtc)).toBe(false);
    expect(isAfterToday("2026-11-19", lateUtc, "UTC")).toBe(false);
  });
});
