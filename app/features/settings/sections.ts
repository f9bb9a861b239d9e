// The settings index's cards (SPEC §2 settings sub-pages): only built pages, each named by its own page's title and
// description (`ns`, keys under `prefix`). A restricted page (domain/menu.ts) is listed for operators only; its route
// 404s for everyone else. Relative imports only, so tests can import it without the `~/` alias.
import type { Namespace } from "../../../domain/i18n/core";
import { isRestrictedPath } from "../../../domain/menu";
import { billingUrls } from "../billing/urls";
import { settingsUrls } from "./urls";

export interface SettingsSection {
  url: string;
  ns: Namespace;
  /** The page's texts: `${prefix}.title` and `${prefix}.description`, or `title` and `description` when "". */
  prefix: string;
}

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { url: settingsUrls.general, ns: "settings", prefix: "general" },
  { url: settingsUrls.checkout, ns: "settings", prefix: "checkout" },
  { url: settingsUrls.shipping, ns: "settings", prefix: "shipping" },
  { url: settingsUrls.taxes, ns: "settings", prefix: "taxes" },
  { url: settingsUrls.account, ns: "staff", prefix: "" },
  { url: settingsUrls.saleChannels, ns: "saleChannels", prefix: "index" },
  { url: settingsUrls.preferences, ns: "settings", prefix: "preferences" },
  { url: settingsUrls.watermark, ns: "settings", prefix: "watermark" },
  { url: settingsUrls.legal, ns: "settings", prefix: "legal" },
  { url: settingsUrls.notifications, ns: "notifications", prefix: "index" },
  { url: billingUrls.billing, ns: "billing", prefix: "billing" },
  { url: settingsUrls.payout, ns: "ops", prefix: "payout" },
  { url: settingsUrls.payments, ns: "ops", prefix: "payments" },
  { url: settingsUrls.proxy, ns: "ops", prefix: "proxy" },
];

export function settingsSectionsFor(operator: boolean) {
  return SETTINGS_SECTIONS.map((s) => ({ ...s, restricted: isRestrictedPath(s.url) })).filter((s) => operator || !s.restricted);
}
