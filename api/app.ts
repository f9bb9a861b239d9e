import { notificationsRoutes } from "./modules/notifications/routes";
import express, { Router } from "express";
import type { ApiDeps } from "./deps";
import { createCache } from "./cache";
import { errorHandler, notFoundHandler } from "./http/errors";
import { localizeAnswers } from "./http/language";
import { abandonedRoutes } from "./modules/abandoned/routes";
import { authRoutes } from "./modules/auth/routes";
import { billingRoutes } from "./modules/billing/routes";
import { bulkEditRoutes } from "./modules/bulk-edit/routes";
import { bulkUpdatesRoutes } from "./modules/bulk-updates/routes";
import { cachePurgeRoutes } from "./modules/cache-purges/routes";
import { checkoutRoutes } from "./modules/checkout/routes";
import { mediaRoutes } from "./modules/media/routes";
import { collectionsRoutes } from "./modules/collections/routes";
import { countriesRoutes } from "./modules/countries/routes";
import { customersRoutes } from "./modules/customers/routes";
import { exportsRoutes } from "./modules/exports/routes";
import { importsRoutes } from "./modules/imports/routes";
import { discountsRoutes } from "./modules/discounts/routes";
import { domainsRoutes } from "./modules/domains/routes";
import { feedsRoutes } from "./modules/feeds/routes";
import { inventoryRoutes } from "./modules/inventory/routes";
import { manualOrderRoutes } from "./modules/orders/manual-routes";
import { orderActionRoutes } from "./modules/orders/actions-routes";
import { ordersRoutes } from "./modules/orders/routes";
import { openApiRoutes } from "./modules/openapi/routes";
import { outboxRoutes } from "./modules/outbox/routes";
import { productExtrasRoutes } from "./modules/product-extras/routes";
import { productsRoutes } from "./modules/products/routes";
import { profitSettingsRoutes } from "./modules/profit-settings/routes";
import { reportsRoutes } from "./modules/reports/routes";
import { saleChannelsRoutes } from "./modules/sale-channels/routes";
import { notificationTemplatesRoutes } from "./modules/notification-templates/routes";
import { shippingZonesRoutes } from "./modules/shipping-zones/routes";
import { redirectsRoutes } from "./modules/redirects/routes";
import { sizeChartsRoutes } from "./modules/size-charts/routes";
import { pagesRoutes } from "./modules/pages/routes";
import { menusRoutes } from "./modules/menus/routes";
import { menuFiltersRoutes } from "./modules/menu-filters/routes";
import { staffRoutes } from "./modules/staff/routes";
import { storePreferencesRoutes } from "./modules/store-preferences/routes";
import { storeSettingsRoutes } from "./modules/store-settings/routes";
import { storesRoutes } from "./modules/stores/routes";
import { taxesRoutes } from "./modules/taxes/routes";
import { themesRoutes } from "./modules/themes/routes";
import { membersRoutes } from "./modules/members/routes";
import { storeOpsRoutes } from "./modules/store-ops/routes";
import { usersRoutes } from "./modules/users/routes";
import { variantsRoutes } from "./modules/variants/routes";
import { themeEditorRoutes } from "./modules/themes/editor-routes";
// Modules: each exports `xxxRoutes(deps): Router` with SPEC §7 paths relative to /api.

export function createApi(deps: ApiDeps): Router {
  // One cache for the whole API: the feed routes fill it, the purge routes empty it.
  deps = { ...deps, cache: deps.cache ?? createCache({ feedTtlMs: 0 }) };
  const router = Router();
  // First, so even a malformed body's 400 answers in the caller's language.
  router.use(localizeAnswers);
  router.use(express.json({ limit: "1mb" }));
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  router.use(openApiRoutes());
  router.use(authRoutes(deps));
  // Before users: the operators' /users/admin/members is not one of the user's own calls.
  router.use(membersRoutes(deps));
  router.use(usersRoutes(deps));
  router.use(profitSettingsRoutes(deps));
  router.use(storeSettingsRoutes(deps));
  router.use(storePreferencesRoutes(deps));
  router.use(staffRoutes(deps));
  router.use(saleChannelsRoutes(deps));
  router.use(notificationTemplatesRoutes(deps));
  router.use(billingRoutes(deps));
  router.use(shippingZonesRoutes(deps));
  router.use(taxesRoutes(deps));
  router.use(domainsRoutes(deps));
  router.use(storeOpsRoutes(deps));
  router.use(storesRoutes(deps));
  router.use(cachePurgeRoutes(deps));
  router.use(outboxRoutes(deps));
  // Before products and orders: their `/products/:id` and `/orders/:id` would catch /products/performance and
  // /orders/total-sales, /orders/abcheckouts/… (the report calls, SPEC §7).
  router.use(reportsRoutes(deps));
  // Before products: its `/products/:id` would catch `/products/options/template` and `/products/export/csv`.
  router.use(variantsRoutes(deps));
  router.use(exportsRoutes(deps));
  router.use(bulkEditRoutes(deps));
  router.use(importsRoutes(deps));
  router.use(sizeChartsRoutes(deps));
  router.use(redirectsRoutes(deps));
  router.use(productExtrasRoutes(deps));
  router.use(productsRoutes(deps));
  router.use(mediaRoutes(deps));
  router.use(collectionsRoutes(deps));
  router.use(feedsRoutes(deps));
  router.use(bulkUpdatesRoutes(deps));
  router.use(inventoryRoutes(deps));
  router.use(countriesRoutes(deps));
  router.use(customersRoutes(deps));
  router.use(discountsRoutes(deps));
  router.use(abandonedRoutes(deps));
  router.use(checkoutRoutes(deps));
  router.use(manualOrderRoutes(deps));
  router.use(orderActionRoutes(deps));
  router.use(ordersRoutes(deps));
  router.use(notificationsRoutes(deps));
  router.use(themesRoutes(deps));
  router.use(pagesRoutes(deps));
  router.use(menusRoutes(deps));
  router.use(menuFiltersRoutes(deps));
  router.use(themeEditorRoutes(deps));
  router.use(notFoundHandler);
  router.use(errorHandler(deps.log));
  return router;
}
