import { describe, expect, it } from "vitest";
import { z } from "zod/v4";
import { applyFilterForm, pageItems, parseListState, serializeFilters, totalPages, withParams } from "../../app/components/list/list-state";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "../../app/components/list/page-sizes";
import * as domain from "../../domain/product";
import { NUL_MESSAGE } from "../../domain/validation";
import { ProductFiltersSchema, productListOptions } from "../../app/features/products/filters";

const Filters = z.object({
  search: z.string().max(20).optional(),
  vendor: z.string().optional(),
  kind: z.enum(["a", "b"]).optional(),
});
const TABS = ["published", "unpublished"] as const;
const parse = (search: string) => parseListState(`http://x/admin/products${search}`, Filters, { tabs: TABS });

describe("parseListState", () => {
  it("gives the defaults for an empty URL", () => {
    expect(parse("")).toEqual({ tab: "published", page: 1, limit: 50, cursor: null, filters: {}, rejected: {}, filtersOpen: false, redirect: null });
  });

  it("reads tab, page, limit and the _query JSON", () => {
    const q = encodeURIComponent(JSON.stringify({ search: "áo dài", vendor: "Hội An" }));
    const state = parse(`?tab=unpublished&page=3&limit=100&_query=${q}&filters=1`);
    expect(state).toMatchObject({ tab: "unpublished", page: 3, limit: 100, filtersOpen: true, redirect: null });
    expect(state.filters).toEqual({ search: "áo dài", vendor: "Hội An" });
  });

  it("falls back to defaults for bad values instead of failing", () => {
    for (const bad of ["?tab=all", "?page=0", "?page=-2", "?page=abc", "?page=1e3", "?page=9999999", "?limit=7", "?limit=abc"]) {
      const state = parse(bad);
      expect(state.tab, bad).toBe("published");
      expect(state.page, bad).toBe(1);
      expect(state.limit, bad).toBe(50);
    }
    expect(parse("?limit=200").limit).toBe(200);
    expect(parse("?limit=10").limit).toBe(10);
  });

  it("reads one keyset cursor (after or before), and none when both are given or one is not a cursor's text", () => {
    expect(parse("?page=3&after=WyJuZXdlc3Qi_-").cursor).toEqual({ after: "WyJuZXdlc3Qi_-" });
    expect(parse("?page=2&before=abc").cursor).toEqual({ before: "abc" });
    for (const bad of ["?after=a&before=b", "?after=", "?after=a%20b", "?before=%00", `?after=${"a".repeat(201)}`]) expect(parse(bad).cursor, bad).toBeNull();
  });

  it("treats malformed _query as no filters", () => {
    for (const raw of ["{", "[1,2]", "null", "42", '"text"', "%E0%A4%A"]) {
      expect(parse(`?_query=${encodeURIComponent(raw)}`).filters, raw).toEqual({});
    }
  });

  it("drops only the invalid filter values and unknown keys", () => {
    const q = encodeURIComponent(JSON.stringify({ search: "x".repeat(30), vendor: "Acme", kind: "zzz", other: 1 }));
    expect(parse(`?_query=${q}`).filters).toEqual({ vendor: "Acme" });
  });

  it("says which values it dropped and why, so the page can show them next to their field", () => {
    const q = encodeURIComponent(JSON.stringify({ search: "x".repeat(30), vendor: "Acme" }));
    expect(parse(`?_query=${q}`).rejected).toEqual({ search: { value: "x".repeat(30), message: expect.any(String) } });
    expect(parse(`?_query=${encodeURIComponent('{"vendor":"Acme"}')}`).rejected).toEqual({});
    expect(parse("?_query=%7B").rejected).toEqual({});
  });

  it("a NUL character in the products search: the list runs without it, with the field's message and the text kept", () => {
    const url = (filters: object) => `http://x/admin/products?_query=${encodeURIComponent(JSON.stringify(filters))}`;
    const state = parseListState(url({ search: "lụa\u0000 tơ", vendor: "Acme" }), ProductFiltersSchema, productListOptions);
    expect(state.filters).toEqual({ vendor: "Acme" });
    expect(state.rejected).toEqual({ search: { value: "lụa tơ", message: NUL_MESSAGE } });
    const long = parseListState(url({ search: "a".repeat(256) }), ProductFiltersSchema, productListOptions);
    expect(long.rejected.search.message).toBe("Max length is 255");
  });

  it("ignores empty filter values (SPEC §5: only non-empty or boolean conditions)", () => {
    const q = encodeURIComponent(JSON.stringify({ search: "  ", vendor: "" }));
    expect(parse(`?_query=${q}`).filters).toEqual({});
  });

  it("asks for a redirect to the canonical URL when the drawer form was submitted without JavaScript", () => {
    const state = parse("?tab=unpublished&limit=10&page=4&filters=1&filter.search=silk&filter.vendor=&filter.kind=a");
    expect(state.redirect).toBe(`/admin/products?tab=unpublished&limit=10&_query=${encodeURIComponent('{"kind":"a","search":"silk"}')}`);
    const back = parse(state.redirect!.replace("/admin/products", ""));
    expect(back).toMatchObject({ tab: "unpublished", limit: 10, page: 1, filters: { kind: "a", search: "silk" }, redirect: null });
  });
});

describe("page sizes", () => {
  it("are the domain's (SPEC §9), copied only to keep zod out of the list pages' JS", () => {
    expect(PAGE_SIZES).toEqual(domain.PAGE_SIZES);
    expect(DEFAULT_PAGE_SIZE).toBe(domain.DEFAULT_PAGE_SIZE);
  });
});

describe("applyFilterForm", () => {
  it("clears _query when every field is empty, and resets the page", () => {
    expect(applyFilterForm(new URLSearchParams("tab=published&page=3&_query=%7B%7D&filter.search="))).toBe("?tab=published");
  });
  it("drops a keyset cursor with the page: new filters start the list again", () => {
    expect(applyFilterForm(new URLSearchParams("tab=open&page=3&after=abc&before=def&filter.tag=vip"))).toBe(
      `?tab=open&_query=${encodeURIComponent('{"tag":"vip"}')}`,
    );
  });
  it("keeps the drawer open when asked", () => {
    expect(applyFilterForm(new URLSearchParams("filter.vendor=Acme"), { keepOpen: true })).toBe(`?_query=${encodeURIComponent('{"vendor":"Acme"}')}&filters=1`);
  });
});

describe("URL helpers", () => {
  it("withParams sets and removes parameters", () => {
    expect(withParams("?a=1&b=2", { b: null, c: 3 })).toBe("?a=1&c=3");
    expect(withParams("?a=1", { a: undefined })).toBe("");
  });
  it("serializeFilters sorts keys and drops empties", () => {
    expect(serializeFilters({ vendor: "V", search: "s", tag: "" })).toBe('{"search":"s","vendor":"V"}');
    expect(serializeFilters({ tag: "" })).toBeNull();
  });
});

describe("pageItems", () => {
  it("lists every page when there are few", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it("shows first, last and a window with gaps", () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
    expect(pageItems(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(pageItems(20, 20)).toEqual([1, "gap", 16, 17, 18, 19, 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
    expect(pageItems(17, 20)).toEqual([1, "gap", 16, 17, 18, 19, 20]);
  });
  it("never hides a single page behind a gap and stays short", () => {
    for (let total = 1; total <= 40; total++) {
      for (let page = 1; page <= total; page++) {
        const items = pageItems(page, total);
        expect(items.length).toBeLessThanOrEqual(9);
        expect(items).toContain(page);
        const nums = items.filter((i): i is number => i !== "gap");
        items.forEach((item, i) => {
          if (item === "gap") expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThan(2);
        });
        expect(nums[0]).toBe(1);
        expect(nums.at(-1)).toBe(total);
      }
    }
  });
  it("counts pages", () => {
    expect(totalPages(0, 50)).toBe(1);
    expect(totalPages(50, 50)).toBe(1);
    expect(totalPages(51, 50)).toBe(2);
  });
});
