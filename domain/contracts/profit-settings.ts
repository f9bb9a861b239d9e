// A store's profit settings (ADR 044): the payment fee and the shipping cost per order the estimated-profit report
// subtracts. Store-scoped, scope `analytics` (owners and admins have every scope).
import { z } from "zod/v4";
import { ProfitSettingsBodySchema, ProfitSettingsDtoSchema } from "../profit-settings";
import { defineEndpoint } from "./endpoint";

const scoped = { access: "store", scope: "analytics" } as const;
const settings = z.object({ settings: ProfitSettingsDtoSchema });

export const profitSettingsEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: "/stores/settings/profit",
    ...scoped,
    summary: "The store's profit settings: payment fee (percent and fixed per order) and shipping cost per order (all 0, version 1, until first saved)",
    response: settings,
  }),
  save: defineEndpoint({
    method: "PUT",
    path: "/stores/settings/profit",
    ...scoped,
    summary: "Save the profit settings against their version (409 `{ current }` when stale); amounts in the store's currency",
    body: ProfitSettingsBodySchema,
    envelope: { key: "settings", orWhole: true },
    response: settings,
  }),
};
