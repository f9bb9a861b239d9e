// The taxes pages' server half (ADR 059): the restricted screen's guard, the editor kit's configs for the store's tax
// switch and for a country's rate, and the actions after the guard.
import type { AppLoadContext } from "@remix-run/node";
import type { TFunction } from "@domain/i18n/core";
import { CountryTaxFormSchema, TAX_MESSAGES, TaxSettingsFormSchema, type CountryTaxDto, type TaxSettingsDto } from "@domain/tax-settings";
import { conflictingRecord, deleteCountryTax, saveCountryTax, saveTaxSettings } from "~/api-client/shipping-taxes.server";
import { editorAction, intentOf, unknownIntent, updateRecord, type EditorApi, type EditorConfig } from "~/components/editor/actions.server";
import { forbidden, requireOperator } from "~/lib/guards.server";
import { can } from "~/lib/permissions";
import { isBlankRegion } from "./taxes-form";
import { settingsUrls } from "./urls";

/**
 * SPEC §2 restricted screen: operators only, everyone else the 404 page (loader and action alike); an operator also
 * needs the store's settings scope, as the API does.
 */
export async function requireTaxes(request: Request, context: AppLoadContext) {
  const found = await requireOperator(request, context);
  if (!can(found.user, "settings")) throw forbidden();
  return found;
}

type SwitchDto = TaxSettingsDto & { updatedAt: string };

function taxSwitchEditor(t: TFunction<"settings">): EditorConfig<SwitchDto> {
  const saved = t("taxes.switchSaved");
  return {
    noun: "tax settings",
    toasts: { created: saved, updated: saved, deleted: saved },
    schemas: { create: TaxSettingsFormSchema, update: TaxSettingsFormSchema },
    fields: ["pricesIncludeTax"],
    update: async (api, _id, value) => saveTaxSettings(api, value),
    conflicting: (error) => {
      const current = conflictingRecord<TaxSettingsDto>(error);
      return current && { ...current, updatedAt: "" };
    },
    conflictMessage: TAX_MESSAGES.conflict,
    editorUrl: () => settingsUrls.taxes,
    listUrl: settingsUrls.taxes,
  };
}

export function taxSwitchAction(context: AppLoadContext, api: EditorApi, t: TFunction<"settings">, formData: FormData) {
  const intent = intentOf(formData, ["save", "overwrite"], "save");
  if (!intent) throw unknownIntent();
  return updateRecord(taxSwitchEditor(t) as never, context, api, "", formData, intent);
}

/** Drops the spare and cleared region rows and numbers the rest from 0, so the API's error paths match the rows. */
function withoutBlankRegions(formData: FormData): FormData {
  const out = new FormData();
  const rows = new Map<number, Record<string, string>>();
  for (const [key, value] of formData.entries()) {
    const m = /^regions\[(\d+)\]\.(\w+)$/.exec(key);
    if (!m) out.append(key, value);
    else rows.set(Number(m[1]), { ...rows.get(Number(m[1])), [m[2]!]: String(value) });
  }
  [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, r]) => r)
    .filter((r) => !r.remove && !isBlankRegion(r))
    .forEach((r, i) => {
      out.set(`regions[${i}].name`, r.name ?? "");
      out.set(`regions[${i}].rate`, r.rate ?? "");
    });
  return out;
}

function countryTaxEditor(t: TFunction<"settings">, countryCode: string): EditorConfig<CountryTaxDto> {
  return {
    noun: "tax rate",
    toasts: { created: t("taxes.saved"), updated: t("taxes.saved"), deleted: t("taxes.deleted") },
    schemas: { create: CountryTaxFormSchema, update: CountryTaxFormSchema },
    fields: ["rate", "regions", "version"],
    create: async (api, value) => {
      await saveCountryTax(api, countryCode, value);
      return { _id: countryCode };
    },
    update: (api, _id, value) => saveCountryTax(api, countryCode, value),
    remove: (api) => deleteCountryTax(api, countryCode),
    conflicting: conflictingRecord<CountryTaxDto>,
    conflictMessage: TAX_MESSAGES.conflict,
    editorUrl: () => settingsUrls.taxesCountry(countryCode),
    listUrl: settingsUrls.taxes,
    prepare: withoutBlankRegions,
  };
}

/** A saved country (its page was opened with a version) is updated or deleted; a new one is created. */
export function countryTaxAction(context: AppLoadContext, api: EditorApi, t: TFunction<"settings">, countryCode: string, formData: FormData) {
  const saved = Number(formData.get("version")) > 0;
  return editorAction(countryTaxEditor(t, countryCode), context, api, saved ? countryCode : null, formData);
}
