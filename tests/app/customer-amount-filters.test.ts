// The customers list's amount-spent filters typed in the store's currency (app/features/customers/filters.ts): kept
// as typed in the URL and the drawer, read for the API and the chips the currency's way ("1.500.000" is 1500000 đ,
// "1,234.50" is $1234.50), and a figure the currency reads two ways dropped with the way to write it, kept as typed.
import { describe, expect, it } from "vitest";
import { parseListState } from "../../app/components/list/list-state";
import { customerFilterChips, customerFiltersSchema, customerListOptions, toCustomerListQuery } from "../../app/features/customers/filters";
import { fixedT } from "../../domain/i18n";
import { MONEY_INPUT_MESSAGES } from "../../domain/money";

const stateOf = (filters: Record<string, string>, currency: "VND" | "USD") =>
  parseListState(`/admin/customer?_query=${encodeURIComponent(JSON.stringify(filters))}`, customerFiltersSchema(currency), customerListOptions);

describe("amount spent filters in the store's currency", () => {
  it("keeps đồng as typed and sends the API the amount", () => {
    const state = stateOf({ spentMin: "1.500.000", spentMax: "2 000 000 đ" }, "VND");
    expect(state.filters).toMatchObject({ spentMin: "1.500.000", spentMax: "2 000 000 đ" });
    expect(toCustomerListQuery(state, "VND")).toMatchObject({ spentMin: "1500000", spentMax: "2000000" });
    expect(customerFilterChips(state.filters, fixedT("en", "customers"), "en", "VND").map((c) => c.label)).toEqual([
      "Spent ≥ 1.500.000 đ",
      "Spent ≤ 2.000.000 đ",
    ]);
  });

  it("reads dollars with thousands commas and cents", () => {
    const state = stateOf({ spentMin: "1,234.50" }, "USD");
    expect(toCustomerListQuery(state, "USD")).toMatchObject({ spentMin: "1234.5" });
  });

  it("drops a figure the currency reads two ways, with the way to write it and the input kept", () => {
    const vnd = stateOf({ spentMin: "1.5", spentMax: "abc" }, "VND");
    expect(vnd.filters.spentMin).toBeUndefined();
    expect(vnd.rejected.spentMin).toEqual({ value: "1.5", message: MONEY_INPUT_MESSAGES.VND });
    expect(vnd.rejected.spentMax).toEqual({ value: "abc", message: "Amount spent to must be a number" });
    expect(toCustomerListQuery(vnd, "VND")).toMatchObject({ spentMin: undefined, spentMax: undefined });
    const usd = stateOf({ spentMin: "1.234" }, "USD");
    expect(usd.rejected.spentMin).toEqual({ value: "1.234", message: MONEY_INPUT_MESSAGES.USD });
  });

  it("refuses an amount beyond what the store can hold", () => {
    expect(stateOf({ spentMin: "99999999999999" }, "VND").rejected.spentMin?.message).toBe("Amount spent from is too large");
  });
});
