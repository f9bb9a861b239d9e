// The billing area's URLs (SPEC §2: settings/billing, pricing, topUp, topUp/history). Relative imports only.
export const billingUrls = {
  billing: "/admin/settings/billing",
  pricing: "/admin/pricing",
  topUp: "/admin/topUp",
  history: "/admin/topUp/history",
} as const;
