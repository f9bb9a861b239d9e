// Pure helpers of the shipping zone editor (ADR 059), shared by its server and page halves: the form's values, the
// screen's config, and the country dialog's URL state. Relative imports only: unit tests import it without aliases.
import type { TFunction } from "../../../domain/i18n/core";
import type { ShippingZoneDto } from "../../../domain/shipping-zones";
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import { settingsUrls } from "./urls";

export const SHIPPING_ZONE_FORM_ID = "shipping-zone-form";
export const COUNTRY_DIALOG = "countries";

export interface RateValues {
  id: string;
  name: string;
  price: string;
  condition: string;
  min: string;
  max: string;
}

/** The form as strings, so refused input comes back exactly as typed. */
export interface ShippingZoneValues {
  name: string;
  countries: string[];
  rates: RateValues[];
  version?: string;
}

export const EMPTY_RATE: RateValues = { id: "", name: "", price: "", condition: "none", min: "", max: "" };

export function zoneValues(zone: ShippingZoneDto | null): ShippingZoneValues {
  if (!zone) return { name: "", countries: [], rates: [] };
  return {
    name: zone.name,
    countries: zone.countries,
    rates: zone.rates.map((r) => ({
      id: r.id,
      name: r.name,
      price: String(r.price),
      condition: r.condition,
      min: r.condition === "none" ? "" : String(r.min),
      max: r.max === null ? "" : String(r.max),
    })),
    version: String(zone.version),
  };
}

const str = (v: unknown) => (typeof v === "string" ? v : "");
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null || v === "" ? [] : [v]);

/** conform's payload (a posted form, or the URL of the country dialog) as the form's values. */
export function valuesFromPayload(payload: Record<string, unknown>): ShippingZoneValues {
  return {
    name: str(payload.name),
    countries: [...new Set(list(payload.countries).map(str).filter(Boolean))],
    rates: list(payload.rates).map((r) => {
      const rate = (r ?? {}) as Record<string, unknown>;
      return {
        id: str(rate.id),
        name: str(rate.name),
        price: str(rate.price),
        condition: str(rate.condition) || "none",
        min: str(rate.min),
        max: str(rate.max),
      };
    }),
    ...(payload.version ? { version: str(payload.version) } : {}),
  };
}

/** A rate row the user left blank (the form's spare row) or marked removed: it is not posted to the API. */
export const isBlankRate = (r: { name?: unknown; price?: unknown; min?: unknown; max?: unknown }) =>
  ([r.name, r.price, r.min, r.max] as unknown[]).every((v) => !str(v).trim());

/**
 * The values as a query string: the country dialog's URL carries the whole unsaved form, so opening it, searching,
 * adding and continuing never lose what was typed (without JavaScript every step is a page).
 */
export function draftQuery(values: ShippingZoneValues): URLSearchParams {
  const q = new URLSearchParams({ draft: "1", name: values.name });
  if (values.version) q.set("version", values.version);
  for (const code of values.countries) q.append("countries", code);
  values.rates.forEach((r, i) => {
    for (const [k, v] of Object.entries(r)) q.set(`rates[${i}].${k}`, v);
  });
  return q;
}

/** The editor screen (ADR 031) of a zone: back to the list, Delete on a saved one. */
export function shippingZoneScreen(t: TFunction<"settings">): EditorScreenConfig<ShippingZoneDto> {
  return {
    noun: "shipping zone",
    formId: SHIPPING_ZONE_FORM_ID,
    back: { to: settingsUrls.shipping, label: t("shipping.back") },
    create: { title: t("shipping.createTitle"), url: settingsUrls.shippingCreate },
    title: (zone) => zone.name,
    url: (zone) => settingsUrls.shippingUpdate(zone._id),
    deleteLabel: t("shipping.deleteLabel"),
    texts: {
      notSaved: t("shipping.notSaved"),
      notDeleted: t("shipping.notDeleted"),
      deleteTitle: t("shipping.deleteTitle"),
      conflictTitle: t("shipping.conflictTitle"),
    },
  };
}
