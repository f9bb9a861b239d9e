// Pure helpers of the taxes pages (ADR 059): the forms' values and the editor screens' configs.
// Relative imports only: unit tests import it without aliases.
import type { TFunction } from "../../../domain/i18n/core";
import type { CountryTaxDto, TaxSettingsDto } from "../../../domain/tax-settings";
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import { settingsUrls } from "./urls";

export interface RegionValues {
  name: string;
  rate: string;
}
export interface CountryTaxValues {
  rate: string;
  regions: RegionValues[];
  version?: string;
}

export const isBlankRegion = (r: Record<string, unknown>) => ["name", "rate"].every((k) => typeof r[k] !== "string" || !(r[k] as string).trim());

export function countryTaxValues(tax: CountryTaxDto): CountryTaxValues {
  return tax.version === 0
    ? { rate: "", regions: [] }
    : { rate: String(tax.rate), regions: tax.regions.map((r) => ({ name: r.name, rate: String(r.rate) })), version: String(tax.version) };
}

const str = (v: unknown) => (typeof v === "string" ? v : "");
export function regionsOf(values: Record<string, unknown>): RegionValues[] {
  const list = Array.isArray(values.regions) ? values.regions : [];
  return list.map((r) => ({ name: str((r as Record<string, unknown>)?.name), rate: str((r as Record<string, unknown>)?.rate) }));
}

export type TaxSwitchRecord = TaxSettingsDto & { updatedAt: string };

export function taxSwitchScreen(t: TFunction<"settings">): EditorScreenConfig<TaxSwitchRecord> {
  return {
    noun: "tax settings",
    formId: "tax-settings-form",
    back: { to: settingsUrls.general, label: t("taxes.home") },
    create: { title: t("taxes.title"), url: settingsUrls.taxes },
    title: () => t("taxes.title"),
    url: () => settingsUrls.taxes,
    texts: { notSaved: t("taxes.switchNotSaved"), conflictTitle: t("taxes.conflictTitle") },
  };
}

export function countryTaxScreen(t: TFunction<"settings">, countryCode: string, name: string): EditorScreenConfig<CountryTaxDto> {
  const title = t("taxes.countryTitle", { country: name });
  return {
    noun: "tax rate",
    formId: "country-tax-form",
    back: { to: settingsUrls.taxes, label: t("taxes.back") },
    create: { title, url: settingsUrls.taxesCountry(countryCode) },
    title: () => title,
    url: () => settingsUrls.taxesCountry(countryCode),
    deleteLabel: t("taxes.deleteLabel"),
    deleteItem: () => name,
    texts: {
      notSaved: t("taxes.notSaved"),
      notDeleted: t("taxes.notDeleted"),
      deleteTitle: t("taxes.deleteTitle"),
      conflictTitle: t("taxes.countryConflictTitle"),
    },
  };
}
