import { describe, expect, it } from "vitest";
import { MENU, MENU_SECTIONS, currentMenuItem, isRestrictedPath, menuFor, menuSectionFor } from "../../domain/menu";

describe("menuSectionFor (SPEC §2 menu sections by path)", () => {
  it.each([
    ["/admin", "homes"],
    ["/admin/", "homes"],
    ["/admin/orders", "orders"],
    ["/admin/orders/detail/42", "orders"],
    ["/admin/abandoned/checkout/7", "orders"],
    ["/admin/products", "products"],
    ["/admin/products/update/abc?tab=1", "products"],
    ["/admin/collections/create", "products"],
    ["/admin/inventory", "products"],
    ["/admin/product-feeds/update/1", "products"],
    ["/admin/product-personalized/detail/1", "products"],
    ["/admin/bulkupdates/create", "products"],
    ["/admin/analytics", "dashboards"],
    ["/admin/sales-reports", "sale_reports"],
    ["/admin/discount/code/create", "discounts"],
    ["/admin/customer/update/3", "customers"],
    ["/admin/settings/general", "settings"],
    ["/admin/list-app", "apps"],
    ["/admin/app/upsell/offer", "apps"],
    ["/admin/themes/editor/9", "themes"],
    ["/admin/pages/create", "pages"],
    ["/admin/menus/update/2", "navigations"],
    ["/admin/preferences", "preferences"],
    ["/admin/domain/connect", "domains"],
    ["/admin/dns", "domains"],
    ["/admin/member", "store"],
    ["/admin/user-profile", "store"],
    ["/admin-not-really", "store"],
    ["/auth/sign-in", "store"],
  ])("%s → %s", (path, section) => {
    expect(menuSectionFor(path)).toBe(section);
  });

  it("gives every menu entry a known section that matches its own link", () => {
    for (const item of MENU) {
      expect(MENU_SECTIONS).toContain(item.section);
      expect(menuSectionFor(item.href)).toBe(item.section);
      for (const child of item.children ?? []) expect(menuSectionFor(child.href)).toBe(item.section);
    }
  });
});

describe("restricted screens (SPEC §2 navigation guard)", () => {
  it.each([
    "/admin/settings/proxy",
    "/admin/settings/legal",
    "/admin/settings/payments",
    "/admin/settings/notifications/customize",
    "/admin/settings/taxes/3",
    "/admin/settings/billing",
    "/admin/list-app",
    "/admin/app/migrate/new",
    "/admin/member/5",
    "/admin/sizechart/add",
    "/admin/customer",
    "/admin/inventory",
    "/admin/product-personalized/create/1",
    "/admin/bulkupdates",
    "/admin/menufilter/update/1",
    "/admin/abandoned",
  ])("%s is restricted", (path) => {
    expect(isRestrictedPath(path)).toBe(true);
  });

  it.each(["/admin", "/admin/products", "/admin/settings/general", "/admin/settings/account", "/admin/menus", "/admin/applications", "/admin/members"])(
    "%s is open",
    (path) => {
      expect(isRestrictedPath(path)).toBe(false);
    },
  );

  it("hides restricted entries from everyone but operators", () => {
    const hrefs = (items: ReturnType<typeof menuFor>) => items.flatMap((i) => [i.href, ...(i.children ?? []).map((c) => c.href)]);
    const merchant = hrefs(menuFor({ operator: false }));
    const operator = hrefs(menuFor({ operator: true }));
    expect(merchant.some(isRestrictedPath)).toBe(false);
    expect(merchant).toContain("/admin/products");
    expect(operator).toEqual(expect.arrayContaining(["/admin/customer", "/admin/list-app", "/admin/abandoned", "/admin/inventory"]));
    expect(operator.length).toBeGreaterThan(merchant.length);
  });

  it("shows a staff member only the sections their scopes open", () => {
    const labels = menuFor({ operator: false, scopes: ["store", "report", "orders"] }).map((i) => i.label);
    expect(labels).toEqual(["Home", "Orders"]);
    // Clear cache sits in the "store" section but needs the products scope, like the screen itself.
    const catalogStaff = menuFor({ operator: false, scopes: ["store", "report", "products"] }).map((i) => i.label);
    expect(catalogStaff).toEqual(["Home", "Products", "Clear cache"]);
    const all = menuFor({
      operator: false,
      scopes: ["store", "report", "products", "orders", "customers", "discounts", "analytics", "settings", "apps", "themes", "pages", "navigations", "domains"],
    });
    expect(all).toEqual(menuFor({ operator: false }));
  });
});

describe("currentMenuItem (the entry the shell marks)", () => {
  const merchant = menuFor({ operator: false });
  const operator = menuFor({ operator: true });
  const current = (items: ReturnType<typeof menuFor>, path: string) => {
    const { item, child } = currentMenuItem(items, path);
    return [item?.label ?? null, child?.label ?? null];
  };

  it.each(["/admin/no-access", "/admin/nothing-here", "/admin/user-profile", "/admin/member/5"])(
    "marks nothing on %s: a path of no section is not Clear cache's, even when Clear cache is the only 'store' entry",
    (path) => {
      expect(current(merchant, path)).toEqual([null, null]);
      expect(current(operator, path)).toEqual([null, null]);
      expect(current(menuFor({ operator: false, scopes: ["store", "report", "products"] }), path)).toEqual([null, null]);
    },
  );

  it.each([
    ["/admin", "Home", null],
    ["/admin/", "Home", null],
    ["/admin/products", "Products", null],
    ["/admin/products/update/abc?tab=1", "Products", null],
    ["/admin/collections/update/1", "Products", "Collections"],
    ["/admin/bulkupdates/create", "Products", "Bulk updates"],
    ["/admin/abandoned/checkout/7", "Orders", "Abandoned checkouts"],
    ["/admin/orders/detail/42", "Orders", null],
    ["/admin/discount/automatic/create", "Discounts", null],
    ["/admin/settings/payments", "Settings", null],
    ["/admin/menufilter/update/2", "Navigation", "Menu filters"],
    ["/admin/dns", "Domains", null],
    ["/admin/clear-cache-urls", "Clear cache", null],
    ["/admin/sizechart/add", "Size charts", null],
  ])("%s → %s / %s", (path, item, child) => {
    expect(current(operator, path)).toEqual([item, child]);
  });

  it("marks Clear cache for a merchant only on its own screen", () => {
    expect(current(merchant, "/admin/clear-cache-urls")).toEqual(["Clear cache", null]);
    expect(current(merchant, "/admin/clear-cache-urls/")).toEqual(["Clear cache", null]);
  });
});
