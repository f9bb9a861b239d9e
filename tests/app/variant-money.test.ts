// The variant editor's prices typed in the store's currency (domain/variant.ts variantFormSchema, as the variant
// editor and "Create all variants" parse them): "150.000" is 150000 đ, "1,234.50" is $1234.50, a figure the currency
// reads two ways is refused on its field with the way to write it, and the input comes back as typed.
import { describe, expect, it } from "vitest";
import { parseForm } from "../../app/lib/forms";
import { MONEY_INPUT_MESSAGES } from "../../domain/money";
import { createCombinationsSchema, variantFormSchema, variantUpdateSchema, VariantFormSchema } from "../../domain/variant";

/** A refused submission's field messages (none when it was accepted). */
const errorsOf = (submission: { status?: string; error?: Record<string, string[] | null> | null }) =>
  submission.status === "error" ? (submission.error ?? {}) : {};

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
};

describe("variant prices typed in the store's currency", () => {
  it("reads đồng with thousands dots, commas or spaces, and the đ sign", () => {
    const parsed = parseForm(form({ price: "150.000", compareAtPrice: "200.000 đ" }), variantFormSchema("VND"));
    expect(parsed.status).toBe("success");
    expect(parsed.status === "success" && parsed.value).toMatchObject({ price: 150000, compareAtPrice: 200000 });
    const spaced = parseForm(form({ price: "1 250 000", compareAtPrice: "" }), variantFormSchema("VND"));
    expect(spaced.status === "success" && spaced.value).toMatchObject({ price: 1250000, compareAtPrice: null });
  });

  it("reads dollars with thousands commas and cents", () => {
    const parsed = parseForm(form({ price: "1,234.50", compareAtPrice: "$2,000" }), variantFormSchema("USD"));
    expect(parsed.status === "success" && parsed.value).toMatchObject({ price: 1234.5, compareAtPrice: 2000 });
  });

  it("refuses an ambiguous figure on its field with the currency's way of writing it, and keeps the input", () => {
    const vnd = parseForm(form({ price: "30,5", compareAtPrice: "" }), variantFormSchema("VND"));
    expect(vnd.status).toBe("error");
    expect(errorsOf(vnd).price).toEqual([MONEY_INPUT_MESSAGES.VND]);
    expect(vnd.payload.price).toBe("30,5");
    const usd = parseForm(form({ price: "10", compareAtPrice: "1.234" }), variantFormSchema("USD"));
    expect(errorsOf(usd).compareAtPrice).toEqual([MONEY_INPUT_MESSAGES.USD]);
    expect(errorsOf(usd).price).toBeUndefined();
  });

  it("says a field is not a number in its own words, once, and still requires the price", () => {
    const parsed = parseForm(form({ price: "abc", compareAtPrice: "" }), variantFormSchema("VND"));
    expect(errorsOf(parsed).price).toEqual(["Price must be a number"]);
    const blank = parseForm(form({ price: "", compareAtPrice: "" }), variantFormSchema("VND"));
    expect(errorsOf(blank).price).toEqual(["Price required"]);
  });

  it("keeps the other rules: compare-at at least the price, read after the currency", () => {
    const parsed = parseForm(form({ price: "150.000", compareAtPrice: "99.000" }), variantFormSchema("VND"));
    expect(errorsOf(parsed).compareAtPrice).toEqual(["Compare-at price must be at least the price"]);
  });

  it("the update form reads the same way with its version", () => {
    const parsed = parseForm(form({ price: "150.000", version: "3" }), variantUpdateSchema("VND"));
    expect(parsed.status === "success" && parsed.value).toMatchObject({ price: 150000, version: 3 });
  });

  it("'Create all variants' reads its price in the store's currency too", () => {
    const parsed = parseForm(form({ optionsVersion: "2", price: "99.000" }), createCombinationsSchema("VND"));
    expect(parsed.status === "success" && parsed.value).toEqual({ optionsVersion: 2, price: 99000 });
    expect(errorsOf(parseForm(form({ optionsVersion: "2", price: "9,9" }), createCombinationsSchema("VND"))).price).toEqual([MONEY_INPUT_MESSAGES.VND]);
  });

  it("the API's schema still reads JSON numbers (and numeric strings) as before", () => {
    expect(VariantFormSchema.parse({ price: 150000.5 }).price).toBe(150000.5);
    expect(VariantFormSchema.parse({ price: "12.5" }).price).toBe(12.5);
  });
});
