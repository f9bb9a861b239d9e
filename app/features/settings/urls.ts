// The settings area's URLs (SPEC §2 settings sub-pages). Only the built pages are here: a link to a page that does not
// exist yet would lead nowhere. Relative imports only, so tests can import it without the `~/` alias.
export const settingsUrls = {
  /** /admin/settings: redirects to the general settings until the area has an index page. */
  index: "/admin/settings",
  general: "/admin/settings/general",
  /** The sale channels' index, and one channel's page (ADR 057). */
  saleChannels: "/admin/settings/sale-channels",
  saleChannel: (channel: string) => `/admin/settings/sale-channels/${channel}`,
} as const;
