// The settings area's URLs (SPEC §2 settings sub-pages). Only the built pages are here: a link to a page that does not
// exist yet would lead nowhere. Relative imports only, so tests can import it without the `~/` alias.
export const settingsUrls = {
  /** /admin/settings: the index of the settings pages. */
  index: "/admin/settings",
  general: "/admin/settings/general",
  checkout: "/admin/settings/checkout",
  /** Restricted (SPEC §2): operators only. */
  legal: "/admin/settings/legal",
  /** The store's staff (ADR 056): the list, the invitation form, one member. */
  account: "/admin/settings/account",
  addStaff: "/admin/settings/account/add-staff",
  staffMember: (id: string) => `/admin/settings/account/${encodeURIComponent(id)}`,
  /** The sale channels' index, and one channel's page (ADR 057). */
  saleChannels: "/admin/settings/sale-channels",
  saleChannel: (channel: string) => `/admin/settings/sale-channels/${channel}`,
  shipping: "/admin/settings/shipping",
  shippingCreate: "/admin/settings/shipping/create",
  shippingUpdate: (id: string) => `/admin/settings/shipping/update/${encodeURIComponent(id)}`,
  taxes: "/admin/settings/taxes",
  /** Restricted (SPEC §2): the notification templates, one template by its key, the layout and the staff recipients (ADR 064). */
  notifications: "/admin/settings/notifications",
  notificationTemplate: (key: string) => `/admin/settings/notifications/${encodeURIComponent(key)}`,
  notificationsCustomize: "/admin/settings/notifications/customize",
  notificationsRecipients: "/admin/settings/notifications/add-recipient",
  /** A country's taxes, by its two-letter code (ADR 059). */
  taxesCountry: (countryCode: string) => `/admin/settings/taxes/${encodeURIComponent(countryCode)}`,
  /** The online store's preferences and the watermark (ADR 061): top-level pages of SPEC §2, not under settings/. */
  preferences: "/admin/preferences",
  watermark: "/admin/watermark",
  /** Restricted (SPEC §2): operators only; the payment methods and fee (ADR 063). */
  payments: "/admin/settings/payments",
  payout: "/admin/settings/payout",
  /** Restricted, and always 404 for everyone else (SPEC §2). */
  proxy: "/admin/settings/proxy",
} as const;
