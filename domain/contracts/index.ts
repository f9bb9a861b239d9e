// Every declared endpoint. A new resource's file is added here; tests/api/contracts.test.ts checks the list against the routes.
import { abandonedEndpoints } from "./abandoned";
import { accountEndpoints } from "./accounts";
import { authEndpoints } from "./auth";
import { billingEndpoints } from "./billing";
import { bulkEditEndpoints } from "./bulk-edit";
import { bulkUpdateEndpoints } from "./bulk-updates";
import { cachePurgeEndpoints } from "./cache-purges";
import { checkoutEndpoints, orderPlacementEndpoints, storefrontEventEndpoints } from "./checkout";
import { collectionEndpoints } from "./collections";
import { countryEndpoints } from "./countries";
import { customerEndpoints } from "./customers";
import { discountEndpoints } from "./discounts";
import { dnsRecordEndpoints, domainEndpoints } from "./domains";
import type { EndpointSpec } from "./endpoint";
import { exportEndpoints } from "./exports";
import { feedEndpoints } from "./feeds";
import { inventoryEndpoints } from "./inventory";
import { importEndpoints } from "./imports";
import { mediaEndpoints } from "./media";
import { notificationEndpoints } from "./notifications";
import { orderEndpoints } from "./orders";
import { metaEndpoints } from "./meta";
import { orderActionEndpoints } from "./order-actions";
import { productExtraEndpoints } from "./product-extras";
import { productEndpoints } from "./products";
import { profitSettingsEndpoints } from "./profit-settings";
import { reportEndpoints } from "./reports";
import { saleChannelEndpoints } from "./sale-channels";
import { notificationTemplateEndpoints } from "./notification-templates";
import { shippingZoneEndpoints, taxEndpoints } from "./shipping-taxes";
import { redirectEndpoints } from "./redirects";
import { menuEndpoints } from "./menus";
import { menuFilterEndpoints } from "./menu-filters";
import { pageEndpoints } from "./pages";
import { sizeChartEndpoints } from "./size-charts";
import { staffEndpoints } from "./staff";
import { storeSettingsEndpoints } from "./store-settings";
import { memberEndpoints, payoutEndpoints, proxyEndpoints, storePaymentEndpoints } from "./store-ops";
import { themeEndpoints } from "./themes";
import { themeEditorEndpoints } from "./theme-editor";
import { variantEndpoints } from "./variants";

export const resources = {
  meta: metaEndpoints,
  auth: authEndpoints,
  accounts: accountEndpoints,
  products: productEndpoints,
  variants: variantEndpoints,
  collections: collectionEndpoints,
  feeds: feedEndpoints,
  sizeCharts: sizeChartEndpoints,
  redirects: redirectEndpoints,
  inventory: inventoryEndpoints,
  bulkUpdates: bulkUpdateEndpoints,
  productExtras: productExtraEndpoints,
  bulkEdit: bulkEditEndpoints,
  imports: importEndpoints,
  exports: exportEndpoints,
  media: mediaEndpoints,
  cachePurges: cachePurgeEndpoints,
  countries: countryEndpoints,
  customers: customerEndpoints,
  discounts: discountEndpoints,
  checkout: checkoutEndpoints,
  storefrontEvents: storefrontEventEndpoints,
  orderPlacement: orderPlacementEndpoints,
  orderActions: orderActionEndpoints,
  abandoned: abandonedEndpoints,
  reports: reportEndpoints,
  profitSettings: profitSettingsEndpoints,
  storeSettings: storeSettingsEndpoints,
  staff: staffEndpoints,
  saleChannels: saleChannelEndpoints,
  notificationTemplates: notificationTemplateEndpoints,
  billing: billingEndpoints,
  shippingZones: shippingZoneEndpoints,
  taxes: taxEndpoints,
  storePayments: storePaymentEndpoints,
  payout: payoutEndpoints,
  proxy: proxyEndpoints,
  members: memberEndpoints,
  orders: orderEndpoints,
  notifications: notificationEndpoints,
  domains: domainEndpoints,
  dnsRecords: dnsRecordEndpoints,
  themes: themeEndpoints,
  pages: pageEndpoints,
  menus: menuEndpoints,
  menuFilters: menuFilterEndpoints,
  themeEditor: themeEditorEndpoints,
} satisfies Record<string, Record<string, EndpointSpec>>;

export const allEndpoints: readonly EndpointSpec[] = Object.values(resources).flatMap((group) => Object.values(group));
export * from "./menu-filters";
