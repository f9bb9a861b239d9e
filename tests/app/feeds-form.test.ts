import { describe, expect, it } from "vitest";
import { FeedFormSchema, type FeedDto } from "../../domain/feed";
import { feedValues, publicFeedUrl, selectionSummary, valuesFromFields } from "../../app/features/feeds/feed-form";
import { parseForm } from "../../app/lib/forms";
import { fixedT } from "../../domain/i18n";

const feed: FeedDto = {
  _id: "0b6f1c1e-8f5a-4c1b-9d51-2f9a6f0e4a11",
  name: "Google Shopping",
  selection: "collection",
  collectionId: "5d1c2b3a-1111-4c1b-9d51-2f9a6f0e4a11",
  googleCategoryId: 166,
  mapping: { brand: "store_name", productType: "first_tag" },
  token: "abc",
  xmlPath: "/feed/public/abcdefghijklmnopqrstuvwx.xml",
  version: 3,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-02T00:00:00.000Z",
};

describe("publicFeedUrl", () => {
  it("uses the admin's own origin when the API is this process on loopback", () => {
    expect(publicFeedUrl("http://127.0.0.1:3000/api", "https://admin.example.com/admin/product-feeds", feed.xmlPath)).toBe(
      "https://admin.example.com/api/feed/public/abcdefghijklmnopqrstuvwx.xml",
    );
  });
  it("uses a separate API's own address as it is", () => {
    expect(publicFeedUrl("https://api.example.com/v1/", "https://admin.example.com/x", feed.xmlPath)).toBe(
      "https://api.example.com/v1/feed/public/abcdefghijklmnopqrstuvwx.xml",
    );
  });
});

describe("feed values", () => {
  it("a saved feed becomes the form's strings", () => {
    expect(feedValues(feed)).toEqual({
      name: "Google Shopping",
      selection: "collection",
      collectionId: feed.collectionId,
      googleCategoryId: "166",
      mapping: { brand: "store_name", productType: "first_tag" },
      version: "3",
    });
  });
  it("a new feed lists published products with the vendor as brand", () => {
    expect(feedValues(null)).toMatchObject({ selection: "published", googleCategoryId: "", mapping: { brand: "vendor", productType: "productType" } });
  });
  it("a category search's query keeps what was typed and falls back to the saved value for the rest", () => {
    const params = new URLSearchParams({ name: "Typed", "mapping.brand": "none", googleCategoryId: "", categorySearch: "Apparel" });
    expect(valuesFromFields(params, feedValues(feed))).toEqual({
      ...feedValues(feed),
      name: "Typed",
      mapping: { brand: "none", productType: "first_tag" },
      googleCategoryId: "",
    });
  });
  it("the submitted form parses with the domain schema, mapping nested", () => {
    const form = new URLSearchParams({
      name: " Shop ",
      selection: "published",
      collectionId: "",
      googleCategoryId: "166",
      "mapping.brand": "vendor",
      "mapping.productType": "none",
    });
    const submission = parseForm(form, FeedFormSchema);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Shop",
      selection: "published",
      collectionId: null,
      googleCategoryId: 166,
      mapping: { brand: "vendor", productType: "none" },
    });
  });
  it("a collection selection without a collection is refused on the collection field", () => {
    const submission = parseForm(new URLSearchParams({ name: "Shop", selection: "collection" }), FeedFormSchema);
    expect(submission.status === "error" && submission.error?.collectionId).toEqual(["Collection required"]);
  });
});

describe("selectionSummary", () => {
  const en = fixedT("en", "feeds");
  it("names the collection, or says it is gone", () => {
    expect(selectionSummary(feed, new Map([[feed.collectionId ?? "", "Summer silk"]]), en)).toBe("Collection: Summer silk");
    expect(selectionSummary(feed, new Map(), en)).toBe("Collection (removed)");
    expect(selectionSummary({ selection: "published", collectionId: null }, new Map(), en)).toBe("Published products only");
  });
  it("says it in the request's language", () => {
    const vi = fixedT("vi", "feeds");
    expect(selectionSummary(feed, new Map([[feed.collectionId ?? "", "Lụa"]]), vi)).toBe("Bộ sưu tập: Lụa");
    expect(selectionSummary({ selection: "all", collectionId: null }, new Map(), vi)).toBe("Tất cả sản phẩm");
  });
});
