// The shipping zone editor's server half (ADR 059): the editor kit's config, and the country dialog's steps. The dialog
// is a URL state (`?dialog=countries`) whose GET form carries the whole unsaved zone (shipping-form.ts `draftQuery`):
// each step (search, add one, add all, remove, continue) is a GET the loader answers with a redirect to the next URL.
import { redirect, type AppLoadContext } from "@remix-run/node";
import { COUNTRIES_PAGE_LIMIT, countryName } from "@domain/countries";
import type { TFunction } from "@domain/i18n/core";
import type { Locale } from "@domain/i18n";
import { SHIPPING_MESSAGES, ShippingZoneFormSchema, type ShippingZoneDto } from "@domain/shipping-zones";
import type { ApiClients } from "~/api-client/client.server";
import { conflictingRecord, createShippingZone, deleteShippingZone, searchCountries, updateShippingZone } from "~/api-client/shipping-taxes.server";
import { editorAction, type EditorConfig } from "~/components/editor/actions.server";
import { parseForm } from "~/lib/forms";
import { COUNTRY_DIALOG, draftQuery, isBlankRate, valuesFromPayload, type ShippingZoneValues } from "./shipping-form";
import { settingsUrls } from "./urls";

type Api = Pick<ApiClients, "store">;

/** Drops the spare and cleared rate rows and numbers the rest from 0, so the API's error paths match the form's rows. */
function withoutBlankRates(formData: FormData): FormData {
  const payload = parseForm(formData, ShippingZoneFormSchema).payload as Record<string, unknown>;
  const rates = (Array.isArray(payload.rates) ? payload.rates : []) as Record<string, unknown>[];
  const out = new FormData();
  for (const [key, value] of formData.entries()) if (!key.startsWith("rates[")) out.append(key, value);
  rates
    .filter((r) => !r.remove && !isBlankRate(r))
    .forEach((r, i) => {
      for (const k of ["id", "name", "price", "condition", "min", "max"]) out.set(`rates[${i}].${k}`, typeof r[k] === "string" ? (r[k] as string) : "");
    });
  return out;
}

export function shippingZoneEditor(t: TFunction<"settings">): EditorConfig<ShippingZoneDto> {
  return {
    noun: "shipping zone",
    toasts: { created: t("shipping.created"), updated: t("shipping.updated"), deleted: t("shipping.deleted") },
    schemas: { create: ShippingZoneFormSchema, update: ShippingZoneFormSchema },
    fields: ["name", "countries", "rates", "version"],
    create: (api, zone) => createShippingZone(api, zone),
    update: (api, id, zone) => updateShippingZone(api, id, zone),
    remove: (api, id) => deleteShippingZone(api, id),
    conflicting: conflictingRecord<ShippingZoneDto>,
    conflictMessage: SHIPPING_MESSAGES.conflict,
    editorUrl: settingsUrls.shippingUpdate,
    listUrl: settingsUrls.shipping,
    prepare: withoutBlankRates,
  };
}

export function shippingZoneAction(context: AppLoadContext, api: Api, t: TFunction<"settings">, id: string | null, formData: FormData) {
  return editorAction(shippingZoneEditor(t), context, api, id, formData);
}

/** The unsaved zone the URL carries (`draft=1`), or null: the page then shows the saved zone. */
export function draftOf(url: URL): ShippingZoneValues | null {
  if (!url.searchParams.has("draft")) return null;
  return valuesFromPayload(parseForm(url.searchParams, ShippingZoneFormSchema).payload as Record<string, unknown>);
}

export interface CountryDialogState {
  search: string;
  page: number;
  pages: number;
  total: number;
  results: { code: string; name: string }[];
  selected: { code: string; name: string }[];
}

/**
 * A step of the country dialog, when the URL asks for one: add one, add all of the search's results (every page of
 * them), remove one, or continue (close the dialog). Answers the redirect to the resulting URL, or null.
 */
export async function countryDialogStep(api: Api, url: URL, draft: ShippingZoneValues): Promise<Response | null> {
  const q = url.searchParams;
  const search = q.get("search")?.trim() ?? "";
  let countries = draft.countries;
  const add = q.get("add");
  const remove = q.get("remove");
  if (add) countries = [...countries, add.toUpperCase()];
  if (remove) countries = countries.filter((c) => c !== remove.toUpperCase());
  if (q.get("addAll")) {
    for (let page = 1; ; page++) {
      const found = await searchCountries(api, search, page);
      countries = [...countries, ...found.countries.map((c) => c.code)];
      if (page * COUNTRIES_PAGE_LIMIT >= found.total) break;
    }
  }
  const done = q.get("continue");
  if (!add && !remove && !q.get("addAll") && !done) return null;
  const next = draftQuery({ ...draft, countries: [...new Set(countries)] });
  if (!done) {
    next.set("dialog", COUNTRY_DIALOG);
    if (search) next.set("search", search);
    if (q.get("page")) next.set("page", q.get("page")!);
  }
  return redirect(`${url.pathname}?${next}`);
}

/** What the open dialog shows: a page of the search's results (100 a page, SPEC §9) and the selected countries. */
export async function countryDialogState(api: Api, url: URL, draft: ShippingZoneValues, locale: Locale): Promise<CountryDialogState> {
  const search = url.searchParams.get("search")?.trim() ?? "";
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const found = await searchCountries(api, search, page);
  return {
    search,
    page,
    pages: Math.max(1, Math.ceil(found.total / COUNTRIES_PAGE_LIMIT)),
    total: found.total,
    results: found.countries.map((c) => ({ code: c.code, name: c.name })),
    selected: draft.countries.map((code) => ({ code, name: countryName(code, locale) })),
  };
}
