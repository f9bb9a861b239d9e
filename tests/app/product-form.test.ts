import { describe, expect, it } from "vitest";
import type { ProductDto } from "../../domain/product";
import { mergeConflict, productDefaults, productFormValues, splitTags } from "../../app/features/products/product-form";
import { NO_TYPE, productFilterChips, toProductListQuery } from "../../app/features/products/filters";
import { fixedT } from "../../domain/i18n";

const product = (over: Partial<ProductDto> = {}): ProductDto => ({
  _id: "p1",
  title: "Áo dài",
  handle: "ao-dai",
  description: "Silk",
  published: true,
  tags: ["silk", "summer"],
  productType: "Áo dài",
  vendor: "Hội An Silk",
  collectionIds: [],
  optionsTemplate: null,
  version: 3,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-02T00:00:00.000Z",
  ...over,
});

/** What the editor form submits for these values, with the base fingerprints of the opened version. */
const submitted = (opened: ProductDto, edits: Record<string, string | undefined> = {}) => {
  const d = productDefaults(opened);
  const form: Record<string, string> = { ...productFormValues(opened), version: String(opened.version), base: d.base };
  for (const [k, v] of Object.entries(edits)) {
    if (v === undefined) delete form[k];
    else form[k] = v;
  }
  if (form.published === "") delete form.published;
  return form;
};

describe("mergeConflict", () => {
  it("keeps the user's edits and takes the other person's edits to other fields", () => {
    const opened = product();
    const saved = product({ vendor: "Someone else", version: 4 });
    const merge = mergeConflict(submitted(opened, { title: "Áo dài (mine)" }), saved, productDefaults(opened).base);
    expect(merge.values.title).toBe("Áo dài (mine)");
    expect(merge.values.vendor).toBe("Someone else");
    expect(merge.taken).toEqual(["vendor"]);
    expect(merge.clashes).toEqual([]);
  });

  it("reports fields both changed differently and keeps the user's value there", () => {
    const opened = product();
    const saved = product({ title: "Their title", version: 4 });
    const merge = mergeConflict(submitted(opened, { title: "My title" }), saved, productDefaults(opened).base);
    expect(merge.clashes).toEqual(["title"]);
    expect(merge.values.title).toBe("My title");
  });

  it("treats equal edits and formatting-only differences as no conflict", () => {
    const opened = product();
    const saved = product({ tags: ["silk", "summer", "new"], version: 4 });
    const merge = mergeConflict(submitted(opened, { tags: "silk,summer ,  new" }), saved, productDefaults(opened).base);
    expect(merge).toMatchObject({ taken: [], clashes: [] });
  });

  it("carries an unpublish by the other person into the form (an absent checkbox)", () => {
    const opened = product();
    const saved = product({ published: false, version: 4 });
    const merge = mergeConflict(submitted(opened, { title: "Mine" }), saved, productDefaults(opened).base);
    expect(merge.taken).toEqual(["published"]);
    expect(merge.values.published).toBeUndefined();
  });

  it("without fingerprints, every difference counts as the user's", () => {
    const merge = mergeConflict(submitted(product()), product({ vendor: "X" }), null);
    expect(merge.clashes).toEqual(["vendor"]);
    expect(merge.values.vendor).toBe("Hội An Silk");
  });

  it("refreshes the fingerprints to the saved version", () => {
    const saved = product({ vendor: "X", version: 4 });
    expect(mergeConflict(submitted(product()), saved, productDefaults(product()).base).values.base).toBe(productDefaults(saved).base);
  });
});

describe("product form helpers", () => {
  it("splits tags like the domain schema: trimmed, no empties, case-insensitive duplicates dropped", () => {
    expect(splitTags(" silk, Summer ,,silk, SUMMER ")).toEqual(["silk", "Summer"]);
    expect(splitTags(undefined)).toEqual([]);
  });
  it("defaults a new product to published with empty fields", () => {
    expect(productDefaults(null)).toMatchObject({ title: "", published: true, tags: "" });
  });
});

describe("product list filters", () => {
  const state = (filters: Record<string, string>, tab: "published" | "unpublished" = "published") => ({
    tab,
    page: 2,
    limit: 10 as const,
    filters,
    rejected: {},
    filtersOpen: false,
    redirect: null,
  });
  it("maps tabs to published and the 'none' type to an empty productType (SPEC §5)", () => {
    expect(toProductListQuery(state({ productType: NO_TYPE, vendor: "V" }, "unpublished"))).toEqual({
      published: "false",
      search: undefined,
      productType: "",
      vendor: "V",
      tag: undefined,
      page: 2,
      limit: 10,
    });
    expect(toProductListQuery(state({})).productType).toBeUndefined();
  });
  it("labels chips in the reader's language", () => {
    expect(productFilterChips({ search: "silk", productType: NO_TYPE, tag: "new" }, fixedT("en", "products")).map((c) => c.label)).toEqual([
      "Search: silk",
      "Type: No type",
      "Tag: new",
    ]);
    expect(productFilterChips({ productType: NO_TYPE, vendor: "Hội An Silk" }, fixedT("vi", "products")).map((c) => c.label)).toEqual([
      "Loại: Chưa có loại",
      "Nhà cung cấp: Hội An Silk",
    ]);
  });
});
