// Every text, per language and namespace. English is the source; each Vietnamese namespace is typed as its
// Translation, so a key missing (or extra) in vi is a type error, and tests/domain/i18n.test.ts checks the values.
import { auth as enAuth } from "./en/auth";
import { common as enCommon } from "./en/common";
import { mail as enMail } from "./en/mail";
import { fields as enFields, messages as enMessages } from "./en/messages";
import { products as enProducts } from "./en/products";
import { collections as enCollections } from "./en/collections";
import { feeds as enFeeds } from "./en/feeds";
import { sizeCharts as enSizeCharts } from "./en/sizeCharts";
import { redirects as enRedirects } from "./en/redirects";
import { pages as enPages } from "./en/pages";
import { menus as enMenus } from "./en/menus";
import { menuFilters as enMenuFilters } from "./en/menuFilters";
import { bulk as enBulk } from "./en/bulk";
import { inventory as enInventory } from "./en/inventory";
import { csv as enCsv } from "./en/csv";
import { cache as enCache } from "./en/cache";
import { dashboard as enDashboard } from "./en/dashboard";
import { orders as enOrders } from "./en/orders";
import { customers as enCustomers } from "./en/customers";
import { discounts as enDiscounts } from "./en/discounts";
import { orderActions as enOrderActions } from "./en/orderActions";
import { abandoned as enAbandoned } from "./en/abandoned";
import { orderCreate as enOrderCreate } from "./en/orderCreate";
import { reports as enReports } from "./en/reports";
import { profit as enProfit } from "./en/profit";
import { settings as enSettings } from "./en/settings";
import { staff as enStaff } from "./en/staff";
import { saleChannels as enSaleChannels } from "./en/saleChannels";
import { billing as enBilling } from "./en/billing";
import { ops as enOps } from "./en/ops";
import { profile as enProfile } from "./en/profile";
import { notifications as enNotifications } from "./en/notifications";
import { domains as enDomains } from "./en/domains";
import { themes as enThemes } from "./en/themes";
import { themeEditor as enThemeEditor } from "./en/themeEditor";
import type { Namespace } from "./core";
import type { Locale } from "./locales";
import { products as viProducts } from "./vi/products";
import { collections as viCollections } from "./vi/collections";
import { feeds as viFeeds } from "./vi/feeds";
import { sizeCharts as viSizeCharts } from "./vi/sizeCharts";
import { redirects as viRedirects } from "./vi/redirects";
import { pages as viPages } from "./vi/pages";
import { menus as viMenus } from "./vi/menus";
import { menuFilters as viMenuFilters } from "./vi/menuFilters";
import { bulk as viBulk } from "./vi/bulk";
import { inventory as viInventory } from "./vi/inventory";
import { csv as viCsv } from "./vi/csv";
import { cache as viCache } from "./vi/cache";
import { dashboard as viDashboard } from "./vi/dashboard";
import { orders as viOrders } from "./vi/orders";
import { customers as viCustomers } from "./vi/customers";
import { discounts as viDiscounts } from "./vi/discounts";
import { orderActions as viOrderActions } from "./vi/orderActions";
import { abandoned as viAbandoned } from "./vi/abandoned";
import { orderCreate as viOrderCreate } from "./vi/orderCreate";
import { reports as viReports } from "./vi/reports";
import { profit as viProfit } from "./vi/profit";
import { settings as viSettings } from "./vi/settings";
import { staff as viStaff } from "./vi/staff";
import { saleChannels as viSaleChannels } from "./vi/saleChannels";
import { billing as viBilling } from "./vi/billing";
import { ops as viOps } from "./vi/ops";
import { profile as viProfile } from "./vi/profile";
import { notifications as viNotifications } from "./vi/notifications";
import { domains as viDomains } from "./vi/domains";
import { themes as viThemes } from "./vi/themes";
import { auth as viAuth } from "./vi/auth";
import { common as viCommon } from "./vi/common";
import { mail as viMail } from "./vi/mail";
import { fields as viFields, messages as viMessages } from "./vi/messages";
import { themeEditor as viThemeEditor } from "./vi/themeEditor";

export const en = {
  common: enCommon,
  auth: enAuth,
  messages: enMessages,
  fields: enFields,
  mail: enMail,
  products: enProducts,
  collections: enCollections,
  feeds: enFeeds,
  sizeCharts: enSizeCharts,
  redirects: enRedirects,
  bulk: enBulk,
  inventory: enInventory,
  csv: enCsv,
  cache: enCache,
  dashboard: enDashboard,
  orders: enOrders,
  customers: enCustomers,
  discounts: enDiscounts,
  orderActions: enOrderActions,
  abandoned: enAbandoned,
  orderCreate: enOrderCreate,
  reports: enReports,
  profit: enProfit,
  settings: enSettings,
  staff: enStaff,
  saleChannels: enSaleChannels,
  domains: enDomains,
  billing: enBilling,
  ops: enOps,
  profile: enProfile,
  notifications: enNotifications,
  pages: enPages,
  menus: enMenus,
  menuFilters: enMenuFilters,
  themes: enThemes,
  themeEditor: enThemeEditor,
} as const;
const vi = {
  common: viCommon,
  auth: viAuth,
  messages: viMessages,
  fields: viFields,
  mail: viMail,
  products: viProducts,
  collections: viCollections,
  feeds: viFeeds,
  sizeCharts: viSizeCharts,
  redirects: viRedirects,
  bulk: viBulk,
  inventory: viInventory,
  csv: viCsv,
  cache: viCache,
  dashboard: viDashboard,
  orders: viOrders,
  customers: viCustomers,
  discounts: viDiscounts,
  orderActions: viOrderActions,
  abandoned: viAbandoned,
  orderCreate: viOrderCreate,
  reports: viReports,
  profit: viProfit,
  settings: viSettings,
  staff: viStaff,
  saleChannels: viSaleChannels,
  domains: viDomains,
  billing: viBilling,
  ops: viOps,
  profile: viProfile,
  notifications: viNotifications,
  pages: viPages,
  menus: viMenus,
  menuFilters: viMenuFilters,
  themes: viThemes,
  themeEditor: viThemeEditor,
} as const;

export const NAMESPACES = Object.keys(en) as Namespace[];

export const resources: Record<Locale, Record<Namespace, unknown>> = { en, vi };

// core.ts names the namespaces without importing these resources; this keeps the two lists the same.
export type NamespacesAgree = [keyof typeof en] extends [Namespace] ? ([Namespace] extends [keyof typeof en] ? true : never) : never;
export const namespacesAgree: NamespacesAgree = true;
