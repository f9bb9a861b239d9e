// The discount editor's amounts typed in the store's currency (domain/discount.ts discountScreenSchema, as the admin's
// discount actions parse the posted form): a fixed amount and a minimum purchase read "150.000" as 150000 đ and
// "1,234.50" as $1234.50; a percent and a minimum quantity stay plain numbers; a bad amount is refused on its field,
// once, with the input kept.
import { describe, expect, it } from "vitest";
import { parseForm } from "../../app/lib/forms";
import { discountScreenSchema, discountScreenUpdateSchema } from "../../domain/discount";
import { MONEY_INPUT_MESSAGES } from "../../domain/money";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
};
const base = { method: "code", code: "TET", startsDate: "20-11-2026", startsTime: "09:00", timezone: "Asia/Ho_Chi_Minh" };
const errorsOf = (submission: { status?: string; error?: Record<string, string[] | null> | null }) =>
  submission.status === "error" ? (submission.error ?? {}) : {};

describe("discount amounts typed in the store's currency", () => {
  it("reads a fixed amount and a minimum purchase in đồng with thousands dots", () => {
    const parsed = parseForm(
      form({ ...base, type: "fixed_amount", value: "50.000", minimumKind: "amount", minimumValue: "300.000 đ" }),
      discountScreenSchema("VND"),
    );
    expect(parsed.status === "success" && parsed.value).toMatchObject({ value: 50000, minimumKind: "amount", minimumValue: 300000 });
  });

  it("reads dollars with thousands commas and cents", () => {
    const parsed = parseForm(
      form({ ...base, type: "fixed_amount", value: "12.50", minimumKind: "amount", minimumValue: "1,234.50" }),
      discountScreenSchema("USD"),
    );
    expect(parsed.status === "success" && parsed.value).toMatchObject({ value: 12.5, minimumValue: 1234.5 });
  });

  it("keeps a percent and a minimum quantity plain numbers", () => {
    const parsed = parseForm(form({ ...base, type: "percentage", value: "12.5", minimumKind: "quantity", minimumValue: "3" }), discountScreenSchema("VND"));
    expect(parsed.status === "success" && parsed.value).toMatchObject({ value: 12.5, minimumKind: "quantity", minimumValue: 3 });
  });

  it("refuses an amount the currency reads two ways on its field, once, and keeps the input", () => {
    const parsed = parseForm(form({ ...base, type: "fixed_amount", value: "30,5", minimumKind: "amount", minimumValue: "abc" }), discountScreenSchema("VND"));
    expect(errorsOf(parsed).value).toEqual([MONEY_INPUT_MESSAGES.VND]);
    expect(errorsOf(parsed).minimumValue).toEqual(["Minimum must be a number"]);
    expect(parsed.payload).toMatchObject({ value: "30,5", minimumValue: "abc" });
    const usd = parseForm(form({ ...base, type: "fixed_amount", value: "1.234" }), discountScreenSchema("USD"));
    expect(errorsOf(usd).value).toEqual([MONEY_INPUT_MESSAGES.USD]);
  });

  it("still requires the amount and says a percent is not a number", () => {
    expect(errorsOf(parseForm(form({ ...base, type: "fixed_amount", value: "" }), discountScreenSchema("VND"))).value).toEqual(["Value required"]);
    expect(errorsOf(parseForm(form({ ...base, type: "percentage", value: "ten" }), discountScreenSchema("VND"))).value).toEqual(["Value must be a number"]);
  });

  it("the update form reads the same way with its version", () => {
    const parsed = parseForm(form({ ...base, type: "fixed_amount", value: "20.000", version: "4" }), discountScreenUpdateSchema("VND"));
    expect(parsed.status === "success" && parsed.value).toMatchObject({ value: 20000, version: 4 });
  });
});
