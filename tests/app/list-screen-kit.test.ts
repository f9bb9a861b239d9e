import { describe, expect, it } from "vitest";
import { z } from "zod/v4";
import { listUrlOf, loadList } from "../../app/components/list/load-list.server";
import { collectionUrls } from "../../app/features/collections/urls";
import { CollectionFiltersSchema, collectionFilterChips } from "../../app/features/collections/filters";
import { feedUrls } from "../../app/features/feeds/urls";
import { inventoryUrls } from "../../app/features/inventory/urls";
import { productUrls } from "../../app/features/products/urls";
import { sizeChartUrls } from "../../app/features/size-charts/urls";
import { fixedT } from "../../domain/i18n";

const request = (search: string) => new Request(`http://localhost/admin/collections${search}`);

describe("loadList", () => {
  it("hands the URL's state to the area's load and returns it with the chips", async () => {
    const q = encodeURIComponent(JSON.stringify({ search: "áo", type: "smart" }));
    const seen: unknown[] = [];
    const result = await loadList(request(`?_query=${q}&page=3&limit=10`), {
      filterSchema: CollectionFiltersSchema,
      chips: (filters) => collectionFilterChips(filters, fixedT("en", "collections")),
      load: async (list) => {
        seen.push(list);
        return { rows: ["a"], total: 21 };
      },
    });
    expect(seen).toHaveLength(1);
    expect(result.list).toMatchObject({ page: 3, limit: 10, filters: { search: "áo", type: "smart" }, redirect: null });
    expect(result.chips.map((c) => c.label)).toEqual(["Search: áo", "Type: Smart"]);
    expect(result).toMatchObject({ rows: ["a"], total: 21 });
  });

  it("redirects a filter drawer submitted without JavaScript to its canonical _query URL, without loading", async () => {
    let loaded = false;
    const thrown = await loadList(request("?filter.search=%20vest%20&filter.type=&tab=x&page=4&filters=1"), {
      filterSchema: CollectionFiltersSchema,
      load: async () => {
        loaded = true;
        return {};
      },
    }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!, "http://localhost");
    expect(location.pathname).toBe("/admin/collections");
    expect(location.searchParams.get("_query")).toBe(JSON.stringify({ search: "vest" }));
    expect(location.searchParams.get("page")).toBeNull();
    expect(location.searchParams.get("filters")).toBeNull();
    expect(loaded).toBe(false);
  });

  it("reads tabs, falls back to the first, and ignores _query when the list has no filters", async () => {
    const q = encodeURIComponent(JSON.stringify({ search: "x" }));
    const tabs = ["all", "low", "out"] as const;
    const low = await loadList(request(`?tab=low&_query=${q}`), { tabs, load: async () => ({}) });
    expect(low.list.tab).toBe("low");
    expect(low.list.filters).toEqual({});
    expect(low.chips).toEqual([]);
    const bad = await loadList(request("?tab=nope"), { tabs, filterSchema: z.object({ search: z.string().optional() }), load: async () => ({}) });
    expect(bad.list.tab).toBe("all");
  });

  it("listUrlOf drops the ?index a plain form to an index route carries, keeping the list's state", () => {
    const q = encodeURIComponent(JSON.stringify({ search: "a" }));
    expect(listUrlOf(new Request(`http://localhost/admin/products?index&tab=unpublished&_query=${q}`))).toBe(`/admin/products?tab=unpublished&_query=${q}`);
    expect(listUrlOf(new Request("http://localhost/admin/collections?index"))).toBe("/admin/collections");
  });
});

describe("area URLs (SPEC §2)", () => {
  it("builds list, create and update the same way in every area, escaping ids", () => {
    expect([productUrls.list, productUrls.create, productUrls.update("p/1 ?")]).toEqual([
      "/admin/products",
      "/admin/products/create",
      "/admin/products/update/p%2F1%20%3F",
    ]);
    expect([collectionUrls.list, collectionUrls.create, collectionUrls.update("c1"), collectionUrls.createOfType("smart")]).toEqual([
      "/admin/collections",
      "/admin/collections/create",
      "/admin/collections/update/c1",
      "/admin/collections/create?type=smart",
    ]);
    expect([feedUrls.list, feedUrls.create, feedUrls.update("f1")]).toEqual([
      "/admin/product-feeds",
      "/admin/product-feeds/create",
      "/admin/product-feeds/update/f1",
    ]);
    // SPEC names the size chart's create page "add".
    expect([sizeChartUrls.create, sizeChartUrls.update("s1"), sizeChartUrls.preview("s&1")]).toEqual([
      "/admin/sizechart/add",
      "/admin/sizechart/update/s1",
      "/admin/sizechart/testdialog?id=s%261",
    ]);
  });

  it("puts a product's variant pages under its editor", () => {
    expect(productUrls.addVariant("p1")).toBe("/admin/products/update/p1/add");
    expect(productUrls.variant("p1", "v/2")).toBe("/admin/products/update/p1/variants/v%2F2");
    expect(inventoryUrls.history("v 1")).toBe("/admin/inventory?history=v%201");
  });
});
