// SPEC §5 slug: lowercase, trim, transliterate non-Latin to Latin, slashes and spaces → single
// hyphens, other characters removed, hyphens trimmed at the ends.
import { describe, expect, it } from "vitest";
import { slug } from "../../domain/slug";

describe("slug", () => {
  it.each([
    ["Áo Thun Đẹp", "ao-thun-dep"],
    ["Cà phê   sữa   đá", "ca-phe-sua-da"],
    ["ĐÈN LỒNG HỘI AN", "den-long-hoi-an"],
    ["Gốm Bát Tràng – men lam", "gom-bat-trang-men-lam"],
  ])("transliterates Vietnamese: %s", (input, expected) => {
    expect(slug(input)).toBe(expected);
  });

  it.each([
    ["Привет мир", "privet-mir"],
    ["Ελληνικά γράμματα", "ellhnika-grammata"],
    ["Größe Straße Übermaß", "grosse-strasse-ubermass"],
  ])("transliterates other scripts to Latin: %s", (input, expected) => {
    expect(slug(input)).toBe(expected);
  });

  it("turns slashes, backslashes, underscores and runs of spaces into single hyphens", () => {
    expect(slug("Nón lá / Huế")).toBe("non-la-hue");
    expect(slug("a//b  c\\d_e\tf")).toBe("a-b-c-d-e-f");
  });

  it("removes other punctuation and trims hyphens at both ends", () => {
    expect(slug("  --Hello--World--  ")).toBe("hello-world");
    expect(slug("Nón lá!!! (Huế), “đẹp”?")).toBe("non-la-hue-dep");
    expect(slug("///")).toBe("");
    expect(slug("Café & Crème 100%")).toBe("cafe-creme-100");
    expect(slug("Tea+Coffee @ Home $5")).toBe("teacoffee-home-5");
    expect(slug("Don't stop")).toBe("dont-stop");
  });

  it("is lowercase and idempotent", () => {
    const once = slug("Áo Dài LỤA Tơ Tằm");
    expect(once).toBe("ao-dai-lua-to-tam");
    expect(slug(once)).toBe(once);
  });

  it("returns an empty slug for CJK titles (the products API then uses product-<6 hex>)", () => {
    expect(slug("茶碗")).toBe("");
    expect(slug("日本語 abc")).toBe("abc");
  });
});
