// SPEC §2: the admin's menu sections by path, the restricted screens, and the navigation the shell shows.
import type { Scope } from "./permissions";

export const MENU_SECTIONS = [
  "homes",
  "orders",
  "products",
  "dashboards",
  "sale_reports",
  "discounts",
  "customers",
  "settings",
  "apps",
  "themes",
  "pages",
  "navigations",
  "preferences",
  "domains",
  "store",
] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

// First path segment under /admin → section. Anything not listed belongs to "store".
const SECTION_BY_SEGMENT: Record<string, MenuSection> = {
  "": "homes",
  orders: "orders",
  abandoned: "orders",
  products: "products",
  collections: "products",
  inventory: "products",
  "product-feeds": "products",
  "product-personalized": "products",
  bulkupdates: "products",
  analytics: "dashboards",
  "estimated-profit": "dashboards",
  "utm-analystics": "dashboards",
  "sales-reports": "sale_reports",
  discount: "discounts",
  customer: "customers",
  settings: "settings",
  "list-app": "apps",
  app: "apps",
  upsell: "apps",
  themes: "themes",
  pages: "pages",
  menus: "navigations",
  menufilter: "navigations",
  redirects: "navigations",
  preferences: "preferences",
  domain: "domains",
  dns: "domains",
};

function adminSegments(pathname: string): string[] | null {
  const path = pathname.split(/[?#]/)[0]!.replace(/\/+$/, "");
  if (path !== "/admin" && !path.startsWith("/admin/")) return null;
  return path.slice("/admin".length).split("/").filter(Boolean);
}

export function menuSectionFor(pathname: string): MenuSection {
  const segments = adminSegments(pathname);
  if (!segments) return "store";
  return SECTION_BY_SEGMENT[segments[0] ?? ""] ?? "store";
}

const isAt = (path: string, href: string) => path === href || path.startsWith(`${href}/`);

/**
 * The entry the shell marks as current for a path, and its current child: an entry whose own link (or a child's)
 * the path is at, else the one entry of the path's section. "store" is not a section a path is in but the fallback for
 * paths no section names (the 404 and no-access pages among them), so it marks an entry only by its link.
 */
export function currentMenuItem(items: readonly MenuItem[], pathname: string): { item: MenuItem | null; child: MenuItem | null } {
  const path = pathname.split(/[?#]/)[0]!.replace(/\/+$/, "") || "/";
  const childOf = (item: MenuItem) => item.children?.find((child) => isAt(path, child.href)) ?? null;
  for (const item of items) {
    const child = childOf(item);
    if (child) return { item, child };
  }
  const section = menuSectionFor(path);
  const linked = items.find((item) => item.section === section && isAt(path, item.href));
  if (linked) return { item: linked, child: null };
  const inSection = items.filter((item) => item.section === section);
  return section !== "store" && inSection.length === 1 ? { item: inSection[0]!, child: null } : { item: null, child: null };
}

/** SPEC §2 navigation guard: screens only operators may open; everyone else gets the 404 page. */
export const RESTRICTED_PATHS: readonly string[] = [
  "/admin/settings/proxy",
  "/admin/settings/legal",
  "/admin/settings/payments",
  "/admin/settings/notifications",
  "/admin/settings/taxes",
  "/admin/settings/billing",
  "/admin/list-app",
  "/admin/app",
  "/admin/member",
  "/admin/sizechart",
  "/admin/customer",
  "/admin/inventory",
  "/admin/product-personalized",
  "/admin/bulkupdates",
  "/admin/menufilter",
  "/admin/abandoned",
];

export function isRestrictedPath(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0]!.replace(/\/+$/, "");
  return RESTRICTED_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

export interface MenuItem {
  label: string;
  href: string;
  section: MenuSection;
  /** When the screen needs another scope than its section's (a "store" screen that changes products, say). */
  scope?: Scope;
  children?: MenuItem[];
}

/** The scope a section's screens need (SPEC §6); sections not listed need only a store. */
export const SECTION_SCOPE: Partial<Record<MenuSection, Scope>> = {
  orders: "orders",
  products: "products",
  customers: "customers",
  dashboards: "analytics",
  sale_reports: "analytics",
  discounts: "discounts",
  settings: "settings",
  preferences: "settings",
  apps: "apps",
  themes: "themes",
  pages: "pages",
  navigations: "navigations",
  domains: "domains",
};

export const MENU: readonly MenuItem[] = [
  { label: "Home", href: "/admin", section: "homes" },
  {
    label: "Orders",
    href: "/admin/orders",
    section: "orders",
    children: [{ label: "Abandoned checkouts", href: "/admin/abandoned", section: "orders" }],
  },
  {
    label: "Products",
    href: "/admin/products",
    section: "products",
    children: [
      { label: "Collections", href: "/admin/collections", section: "products" },
      { label: "Inventory", href: "/admin/inventory", section: "products" },
      { label: "Product feeds", href: "/admin/product-feeds", section: "products" },
      { label: "Personalized products", href: "/admin/product-personalized", section: "products" },
      { label: "Bulk updates", href: "/admin/bulkupdates", section: "products" },
    ],
  },
  // SPEC §2 lists sizechart under no section, so it is "store"; restricted, so only operators see it.
  { label: "Size charts", href: "/admin/sizechart", section: "store" },
  // clear-cache-urls is under no SPEC section either ("store"), but it purges product pages: it needs the products scope.
  { label: "Clear cache", href: "/admin/clear-cache-urls", section: "store", scope: "products" },
  { label: "Customers", href: "/admin/customer", section: "customers" },
  {
    label: "Analytics",
    href: "/admin/analytics",
    section: "dashboards",
    children: [
      { label: "Estimated profit", href: "/admin/estimated-profit", section: "dashboards" },
      { label: "UTM analytics", href: "/admin/utm-analystics", section: "dashboards" },
    ],
  },
  { label: "Sales reports", href: "/admin/sales-reports", section: "sale_reports" },
  { label: "Discounts", href: "/admin/discount/code", section: "discounts" },
  { label: "Apps", href: "/admin/list-app", section: "apps" },
  { label: "Themes", href: "/admin/themes", section: "themes" },
  { label: "Pages", href: "/admin/pages", section: "pages" },
  {
    label: "Navigation",
    href: "/admin/menus",
    section: "navigations",
    children: [
      { label: "Menu filters", href: "/admin/menufilter", section: "navigations" },
      { label: "URL redirects", href: "/admin/redirects", section: "navigations" },
    ],
  },
  { label: "Domains", href: "/admin/domain", section: "domains" },
  { label: "Preferences", href: "/admin/preferences", section: "preferences" },
  // SPEC's sections put pricing and topUp under none ("store"), but they are the store's plan and money: scope settings.
  {
    label: "Pricing",
    href: "/admin/pricing",
    section: "store",
    scope: "settings",
    children: [{ label: "Top up", href: "/admin/topUp", section: "store", scope: "settings" }],
  },
  {
    label: "Settings",
    href: "/admin/settings",
    section: "settings",
    // Staff: owners and admins only (ADR 056), staff holding the settings scope see it and get the no-access page.
    // Billing is restricted (SPEC §2): only operators see it.
    children: [
      { label: "Staff", href: "/admin/settings/account", section: "settings" },
      { label: "Billing", href: "/admin/settings/billing", section: "settings" },
    ],
  },
];

/** The menu a user sees: restricted entries only for operators; with `scopes`, only sections the user may open. */
export function menuFor(options: { operator: boolean; scopes?: readonly Scope[] }): MenuItem[] {
  const allowed = (item: MenuItem) => {
    const scope = item.scope ?? SECTION_SCOPE[item.section];
    return !options.scopes || !scope || options.scopes.includes(scope);
  };
  const keep = (item: MenuItem) => (options.operator || !isRestrictedPath(item.href)) && allowed(item);
  return MENU.filter(keep).map((item) => (item.children ? { ...item, children: item.children.filter(keep) } : { ...item }));
}
