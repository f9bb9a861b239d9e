import { describe, expect, it } from "vitest";
import {
  codeFromBytes,
  CODE_ALPHABET,
  DiscountFormSchema,
  discountScreenSchema,
  discountStatus,
  localInstant,
  localParts,
  toApiDiscountForm,
} from "../../domain/discount";
import { discountValues, valuesFromQuery } from "../../app/features/discounts/form";

describe("dates in the store's time zone", () => {
  it("a day and time in the zone is that instant, across a daylight-saving change", () => {
    expect(localInstant("20-11-2026", "09:30", "Asia/Ho_Chi_Minh")!.toISOString()).toBe("2026-11-20T02:30:00.000Z");
    // Los Angeles: PDT (UTC−7) until 1 November 2026, PST (UTC−8) after.
    expect(localInstant("31-10-2026", "00:00", "America/Los_Angeles")!.toISOString()).toBe("2026-10-31T07:00:00.000Z");
    expect(localInstant("02-11-2026", "00:00", "America/Los_Angeles")!.toISOString()).toBe("2026-11-02T08:00:00.000Z");
    expect(localParts("2026-11-02T08:00:00.000Z", "America/Los_Angeles")).toEqual({ date: "02-11-2026", time: "00:00" });
  });

  it("refuses days and times that do not exist", () => {
    expect(localInstant("31-02-2026", "10:00", "UTC")).toBeNull();
    expect(localInstant("2026-02-01", "10:00", "UTC")).toBeNull();
    expect(localInstant("01-02-2026", "24:00", "UTC")).toBeNull();
    expect(localInstant("01-02-2026", "", "UTC")!.toISOString()).toBe("2026-02-01T00:00:00.000Z");
  });

  it("status: scheduled before the start, expired at the end (exclusive), active between", () => {
    const start = new Date("2026-11-20T00:00:00Z");
    const end = new Date("2026-11-21T00:00:00Z");
    expect(discountStatus(start, end, new Date("2026-11-19T23:59:59Z"))).toBe("scheduled");
    expect(discountStatus(start, end, start)).toBe("active");
    expect(discountStatus(start, end, end)).toBe("expired");
    expect(discountStatus(start, null, new Date("2099-01-01T00:00:00Z"))).toBe("active");
  });
});

const DiscountScreenSchema = discountScreenSchema("VND");

describe("the admin's form", () => {
  const base = { method: "code", code: "TET", type: "percentage", value: "10", startsDate: "20-11-2026", startsTime: "09:00", timezone: "Asia/Ho_Chi_Minh" };

  it("turns the day and time into instants; an end without a time ends at 23:59", () => {
    const parsed = DiscountScreenSchema.safeParse({ ...base, endsDate: "30-11-2026" });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ startsAt: "2026-11-20T02:00:00.000Z", endsAt: "2026-11-30T16:59:00.000Z", value: 10, title: "TET", code: "TET" });
  });

  it("says what is wrong on each date field", () => {
    const errors = (input: Record<string, unknown>) => {
      const r = DiscountScreenSchema.safeParse(input);
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
    };
    expect(errors({ ...base, startsDate: "" })).toEqual({ startsDate: "Start date required" });
    expect(errors({ ...base, startsDate: "2026-11-20" })).toEqual({ startsDate: "Date must be dd-mm-yyyy" });
    expect(errors({ ...base, startsDate: "31-02-2026" })).toEqual({ startsDate: "Date must be dd-mm-yyyy" });
    expect(errors({ ...base, startsTime: "9h" })).toEqual({ startsTime: "Time must be HH:mm" });
    expect(errors({ ...base, endsDate: "19-11-2026" })).toEqual({ endsDate: "End date must be after the start date" });
  });

  it("a saved discount's values, read back from a GET submit with boxes ticked and unticked, parse to the same discount", () => {
    const dto = DiscountFormSchema.parse({
      method: "code",
      code: "SALE",
      type: "buy_x_get_y",
      buyQuantity: 2,
      getQuantity: 1,
      getPercent: 50,
      appliesTo: "products",
      productIds: ["7f000000-0000-4000-8000-000000000001"],
      combinesWith: { orderDiscounts: true },
      startsAt: "2026-11-20T02:00:00.000Z",
    });
    const values = discountValues(
      "code",
      { ...dto, _id: "x", status: "active", currency: "VND", usageCount: 0, codesCount: 1, codeJob: null, version: 3, createdAt: "", updatedAt: "" },
      "Asia/Ho_Chi_Minh",
      new Date(),
    );
    expect(values).toMatchObject({
      startsDate: "20-11-2026",
      startsTime: "09:00",
      buyQuantity: "2",
      getPercent: "50",
      combinesWith: { orderDiscounts: "on", productDiscounts: "" },
      version: "3",
    });
    const query = new URLSearchParams([
      ["code", "SALE2"],
      ["type", "buy_x_get_y"],
      ["productIds", "7f000000-0000-4000-8000-000000000001"],
      ["productIds", "7f000000-0000-4000-8000-000000000002"],
      ["combinesWith.shippingDiscounts", "on"],
      ["productSearch", "áo"],
    ]);
    const again = valuesFromQuery(query, values);
    expect(again.code).toBe("SALE2");
    expect(again.productIds).toHaveLength(2);
    expect(again.combinesWith).toEqual({ orderDiscounts: "", productDiscounts: "", shippingDiscounts: "on" });
    expect(again.startsDate).toBe("20-11-2026");
    expect(again.method).toBe("code");
  });

  it("buy X get Y's items to get: the same as bought by default, or products or collections that must be chosen; other types keep none", () => {
    const bxgy = { method: "code", code: "HAT", type: "buy_x_get_y", buyQuantity: 2, getQuantity: 1, startsAt: "2026-11-20T02:00:00.000Z" };
    const hat = "7f000000-0000-4000-8000-0000000000aa";
    expect(DiscountFormSchema.parse(bxgy)).toMatchObject({ getsAppliesTo: "same", getsProductIds: [], getsCollectionIds: [] });
    expect(DiscountFormSchema.parse({ ...bxgy, getsAppliesTo: "products", getsProductIds: [hat, hat], getsCollectionIds: [hat] })).toMatchObject({
      getsAppliesTo: "products",
      getsProductIds: [hat],
      getsCollectionIds: [],
    });
    const missing = DiscountFormSchema.safeParse({ ...bxgy, getsAppliesTo: "collections" });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([["getsCollectionIds", "Collections they get required"]]);
    expect(DiscountFormSchema.parse({ ...bxgy, type: "percentage", value: 10, getsAppliesTo: "products", getsProductIds: [hat] })).toMatchObject({
      getsAppliesTo: "same",
      getsProductIds: [],
    });
    // Saved, shown and read back from a GET submit.
    const dto = DiscountFormSchema.parse({ ...bxgy, getsAppliesTo: "products", getsProductIds: [hat] });
    const values = discountValues(
      "code",
      { ...dto, _id: "x", status: "active", currency: "VND", usageCount: 0, codesCount: 1, codeJob: null, version: 1, createdAt: "", updatedAt: "" },
      "UTC",
      new Date(),
    );
    expect(values).toMatchObject({ getsAppliesTo: "products", getsProductIds: [hat], getsCollectionIds: [] });
    const again = valuesFromQuery(
      new URLSearchParams([
        ["getsAppliesTo", "collections"],
        ["getsCollectionIds", hat],
        ["getsProductSearch", "mũ"],
      ]),
      values,
    );
    expect(again).toMatchObject({ getsAppliesTo: "collections", getsProductIds: [], getsCollectionIds: [hat] });
  });

  it("the admin's parsed form, as sent to the API, parses there to the same discount (buy X get Y's quantities included)", () => {
    const hat = "7f000000-0000-4000-8000-0000000000aa";
    const screen = DiscountScreenSchema.parse({
      ...base,
      type: "buy_x_get_y",
      buyQuantity: "2",
      getQuantity: "1",
      getPercent: "50",
      getsAppliesTo: "products",
      getsProductIds: [hat],
    });
    expect(screen.buyXGetY).toEqual({ buyQuantity: 2, getQuantity: 1, getPercent: 50 });
    expect(DiscountFormSchema.parse(toApiDiscountForm(screen))).toEqual(screen);
    const percentage = DiscountScreenSchema.parse(base);
    expect(DiscountFormSchema.parse(toApiDiscountForm(percentage))).toEqual(percentage);
  });

  it("codes from random bytes use only the unambiguous alphabet", () => {
    const code = codeFromBytes(
      "P-",
      Uint8Array.from({ length: 256 }, (_, i) => i),
      256,
    );
    expect(code.startsWith("P-")).toBe(true);
    expect(new Set(code.slice(2))).toEqual(new Set(CODE_ALPHABET));
    expect(code).not.toMatch(/[01OI]/);
  });
});
