// The settings area's URLs (SPEC §2 settings sub-pages). Only the built pages are here: a link to a page that does not
// exist yet would lead nowhere. Relative imports only, so tests can import it without the `~/` alias.
export const settingsUrls = {
  /** /admin/settings: redirects to the general settings until the area has an index page. */
  index: "/admin/settings",
  general: "/admin/settings/general",
  shipping: "/admin/settings/shipping",
  shippingCreate: "/admin/settings/shipping/create",
  shippingUpdate: (id: string) => `/admin/settings/shipping/update/${encodeURIComponent(id)}`,
  taxes: "/admin/settings/taxes",
  /** A country's taxes, by its two-letter code (ADR 059). */
  taxesCountry: (countryCode: string) => `/admin/settings/taxes/${encodeURIComponent(countryCode)}`,
} as const;
