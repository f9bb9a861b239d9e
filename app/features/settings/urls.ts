// The settings area's URLs (SPEC §2 settings sub-pages). Only the built pages are here: a link to a page that does not
// exist yet would lead nowhere. Relative imports only, so tests can import it without the `~/` alias.
export const settingsUrls = {
  /** /admin/settings: the index of the settings pages. */
  index: "/admin/settings",
  general: "/admin/settings/general",
  checkout: "/admin/settings/checkout",
  /** Restricted (SPEC §2): operators only. */
  legal: "/admin/settings/legal",
} as const;
