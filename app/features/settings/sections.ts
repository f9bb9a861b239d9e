// The settings index's cards (SPEC §2 settings sub-pages): only built pages, each named by its own page's title and
// description keys. A restricted page (domain/menu.ts) is listed for operators only; its route 404s for everyone else.
// Relative imports only, so tests can import it without the `~/` alias.
import { isRestrictedPath } from "../../../domain/menu";
import { settingsUrls } from "./urls";

export const SETTINGS_SECTIONS = [
  { key: "general", url: settingsUrls.general },
  { key: "checkout", url: settingsUrls.checkout },
  { key: "legal", url: settingsUrls.legal },
] as const;
export type SettingsSectionKey = (typeof SETTINGS_SECTIONS)[number]["key"];

export function settingsSectionsFor(operator: boolean) {
  return SETTINGS_SECTIONS.map((s) => ({ ...s, restricted: isRestrictedPath(s.url) })).filter((s) => operator || !s.restricted);
}
