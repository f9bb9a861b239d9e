// The abandoned list's date range (ADR 038's shared filter): a preset is worked out for each request in the store's
// zone, so a bookmark of "last 7 days" means the seven days up to the day it is opened; custom days pass as typed.
import { describe, expect, it } from "vitest";
import { abandonedChips, abandonedDays, AbandonedFiltersSchema, toAbandonedQuery } from "../../app/features/abandoned/filters";
import { createI18n } from "../../domain/i18n/core";
import { resources } from "../../domain/i18n/resources";

describe("the abandoned list's date range", () => {
  it("works a preset out in the store's zone on the day the page is opened", () => {
    const filters = AbandonedFiltersSchema.parse({ date: "last_7_days" });
    // 07:30 UTC on 25-11-2026 is still the 24th in Los Angeles, already the 25th in Ho Chi Minh City.
    const now = new Date("2026-11-25T07:30:00Z");
    expect(abandonedDays(filters, now, "America/Los_Angeles")).toEqual({ from: "18-11-2026", to: "24-11-2026" });
    expect(abandonedDays(filters, now, "Asia/Ho_Chi_Minh")).toEqual({ from: "19-11-2026", to: "25-11-2026" });
    const later = new Date("2026-12-02T07:30:00Z");
    expect(abandonedDays(filters, later, "Asia/Ho_Chi_Minh")).toEqual({ from: "26-11-2026", to: "02-12-2026" });
  });

  it("passes custom days to the API as typed, with the page", () => {
    const filters = AbandonedFiltersSchema.parse({ date: "custom", from: "01-11-2026", search: "lan" });
    const query = toAbandonedQuery({ filters, page: 2, limit: 20 } as never, new Date("2026-11-25T00:00:00Z"), "Asia/Ho_Chi_Minh");
    expect(query).toEqual({ search: "lan", from: "01-11-2026", to: undefined, page: 2, limit: 20 });
  });

  it("refuses a day that is not dd-mm-yyyy", () => {
    expect(AbandonedFiltersSchema.safeParse({ from: "2026-11-01" }).success).toBe(false);
  });

  it("shows a preset as one chip and custom days as one chip each", () => {
    const i18n = createI18n("en", { resources });
    const t = i18n.getFixedT("en", "abandoned");
    const tc = i18n.getFixedT("en", "common");
    expect(abandonedChips({ date: "today" }, t as never, tc as never).map((c) => c.label)).toEqual(["Last activity: Today"]);
    expect(abandonedChips({ date: "custom", from: "01-11-2026", to: "05-11-2026" }, t as never, tc as never).map((c) => c.key)).toEqual(["from", "to"]);
  });
});
