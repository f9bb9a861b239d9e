import { describe, expect, it } from "vitest";
import { safeRedirect } from "../../app/lib/safe-redirect";

// What the sign-in page gets from `?redirectTo=…` (URLSearchParams decodes once), and the raw strings themselves.
const fromQuery = (raw: string) => new URLSearchParams(`redirectTo=${raw}`).get("redirectTo");

describe("safeRedirect refuses every way off-site", () => {
  it.each([
    "/%09/evil.example",
    "/%0a/evil",
    "/%0d%0a/evil",
    "/%0D/evil",
    "/%5Cevil",
    "/%5C%5Cevil",
    "/%2F/evil",
    "/%00/evil",
    "//evil",
    "%2F%2Fevil",
    "https://evil",
    "javascript:alert(1)",
  ])("%s, as the query gives it and raw", (raw) => {
    expect(safeRedirect(fromQuery(raw))).toBe("/admin");
    expect(safeRedirect(raw)).toBe("/admin");
  });

  it.each(["/\t/evil", "/\n/evil", "/\r\n/evil", "\t//evil", "/\\evil", "/\\/evil", " //evil", "javascript:", "/admin/../\\evil", "/%E0%A4%A"])("%j", (to) => {
    expect(safeRedirect(to)).toBe("/admin");
  });

  it("keeps a path on this site, with its query", () => {
    expect(safeRedirect("/admin/products?tab=x")).toBe("/admin/products?tab=x");
    expect(safeRedirect(fromQuery(encodeURIComponent("/admin/products?tab=x&_query=%7B%22q%22%3A%22%C3%A1o%22%7D")))).toBe(
      "/admin/products?tab=x&_query=%7B%22q%22%3A%22%C3%A1o%22%7D",
    );
    expect(safeRedirect("/admin")).toBe("/admin");
  });

  it("falls back for nothing or a non-string, to the given fallback", () => {
    expect(safeRedirect(null)).toBe("/admin");
    expect(safeRedirect(undefined, "")).toBe("");
    expect(safeRedirect("https://evil", "")).toBe("");
  });
});
