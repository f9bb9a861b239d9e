// The orders list's Export dialog (app/features/orders/filters.ts): what each choice sends to POST /orders/doExport.
import { describe, expect, it } from "vitest";
import { toOrderExportFilter } from "../../app/features/orders/filters";

describe("the orders export's choices", () => {
  const list = { tab: "unfulfilled" as const, filters: { search: "lan@example.com", financial: "paid" as const, date: "last_7_days" as const } };

  it("'Current filters' sends the list's tab and every applied filter", () => {
    expect(toOrderExportFilter("filter", list)).toMatchObject({
      tab: "unfulfilled",
      q: "lan@example.com",
      financialStatus: "paid",
      datePreset: "last_7_days",
    });
    expect(toOrderExportFilter("filter", { tab: "archived", filters: {} })).toMatchObject({ tab: "archived" });
  });

  it("'All orders except archived ones' sends the API's widest tab and no filter, whatever the list shows", () => {
    expect(toOrderExportFilter("all", list)).toEqual({ tab: "all" });
    expect(toOrderExportFilter("all", { tab: "archived", filters: {} })).toEqual({ tab: "all" });
  });
});
