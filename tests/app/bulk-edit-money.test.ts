// The bulk editor's price cells typed in the store's currency (app/features/bulk-edit/sheet.ts): read before the save
// is sent, so "150.000" is 150000 đ and not 150, and a cell that cannot be read is refused on its cell.
import { describe, expect, it } from "vitest";
import { readVariantCells, sheetMoneyCellsSchema } from "../../app/features/bulk-edit/sheet";
import { MONEY_INPUT_MESSAGES } from "../../domain/money";

describe("the sheet's money cells", () => {
  it("reads đồng with thousands dots and dollars with thousands commas", () => {
    expect(sheetMoneyCellsSchema("VND").parse({ price: "150.000", compareAtPrice: "200 000 đ" })).toEqual({ price: 150000, compareAtPrice: 200000 });
    expect(sheetMoneyCellsSchema("USD").parse({ price: "1,234.50" })).toEqual({ price: 1234.5 });
  });

  it("clears a compare-at price left blank, and leaves out a cell not sent", () => {
    expect(sheetMoneyCellsSchema("VND").parse({ compareAtPrice: " " })).toEqual({ compareAtPrice: null });
    expect(sheetMoneyCellsSchema("VND").parse({})).toEqual({});
  });

  it("sends the changed cells with their money read and the others as typed", () => {
    expect(readVariantCells({ price: "180.000", sku: "SCARF-1", inventoryQuantity: "7" }, "VND")).toEqual({
      ok: true,
      cells: { price: 180000, sku: "SCARF-1", inventoryQuantity: "7" },
    });
    expect(readVariantCells({ compareAtPrice: "" }, "USD")).toEqual({ ok: true, cells: { compareAtPrice: null } });
  });

  it("refuses a figure the currency reads two ways, or no number at all, by column", () => {
    expect(readVariantCells({ price: "30,5", compareAtPrice: "abc" }, "VND")).toEqual({
      ok: false,
      errors: { price: [MONEY_INPUT_MESSAGES.VND], compareAtPrice: ["Compare-at price must be a number"] },
    });
    expect(readVariantCells({ price: "1.234" }, "USD")).toEqual({ ok: false, errors: { price: [MONEY_INPUT_MESSAGES.USD] } });
  });
});
