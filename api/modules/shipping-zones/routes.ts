import { Router } from "express";
import { shippingZoneEndpoints as sz } from "../../../domain/contracts/shipping-taxes";
import { findCountry } from "../../../domain/countries";
import { fromMinor, type CurrencyCode } from "../../../domain/money";
import { countryTakenMessage, SHIPPING_MESSAGES, type ShippingZoneDto, type ShippingZoneForm } from "../../../domain/shipping-zones";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import { messages } from "../../../domain/validation";
import { findStorefront } from "../checkout/store";
import * as store from "./store";

/** Stored units back to the form's: minor units to the currency's amounts, grams to kilograms. */
export function toZoneDto(row: store.ZoneRow, currency: CurrencyCode): ShippingZoneDto {
  const unit = (condition: string, n: number) => (condition === "weight" ? n / 1000 : fromMinor(n, currency));
  return {
    _id: row.id,
    name: row.name,
    countries: row.countries,
    rates: row.rates.map((r) => ({
      id: r.id,
      name: r.name,
      price: fromMinor(r.priceMinor, currency),
      condition: r.condition,
      min: r.condition === "none" ? 0 : unit(r.condition, r.min),
      max: r.max === null ? null : unit(r.condition, r.max),
    })),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Shipping zones (ADR 059), scope `settings`; every query is the current store's, another store's id is 404. */
export function shippingZonesRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  r.use("/stores/settings/shipping-zones", requireUser(deps), requireStore(deps, "settings"));

  const currencyOf = async (storeId: string) => (await findStorefront(db, storeId))!.currency;

  /** A country already in another zone is a field error naming that zone (the first such country is named). */
  async function refuseTaken(storeId: string, form: ShippingZoneForm, exceptZoneId: string | null): Promise<void> {
    const taken = await store.takenCountries(db, storeId, form.countries, exceptZoneId);
    if (taken.size === 0) return;
    const messages = [...taken].map(([code, zone]) => countryTakenMessage(findCountry(code)?.name ?? code, zone));
    throw badRequest(messages, { countries: messages });
  }

  const answer = async (storeId: string, result: store.SaveResult, form: ShippingZoneForm) => {
    switch (result.kind) {
      case "ok":
        return { zone: toZoneDto(result.zone, await currencyOf(storeId)) };
      case "not_found":
        throw notFound();
      case "conflict":
        throw conflict(SHIPPING_MESSAGES.conflict, { current: toZoneDto(result.current, await currencyOf(storeId)) });
      case "taken":
        // A racing save took one of the countries between the check and the write: say which now.
        await refuseTaken(storeId, form, null);
        throw badRequest(SHIPPING_MESSAGES.countriesRequired, { countries: [SHIPPING_MESSAGES.countriesRequired] });
    }
  };

  mount(r, sz.list, async ({ req }) => {
    const storeId = currentStore(req).id;
    const currency = await currencyOf(storeId);
    return { zones: (await store.listZones(db, storeId)).map((z) => toZoneDto(z, currency)) };
  });

  mount(r, sz.get, async ({ params, req }) => {
    const storeId = currentStore(req).id;
    const zone = await store.findZone(db, storeId, params.id);
    if (!zone) throw notFound();
    return { zone: toZoneDto(zone, await currencyOf(storeId)) };
  });

  mount(r, sz.create, async ({ body, req }) => {
    const storeId = currentStore(req).id;
    await refuseTaken(storeId, body, null);
    return answer(storeId, await store.createZone(db, storeId, body, await currencyOf(storeId), deps.clock.now()), body);
  });

  mount(r, sz.update, async ({ params, body, req }) => {
    const storeId = currentStore(req).id;
    if (!(await store.findZone(db, storeId, params.id))) throw notFound();
    if (body.version === undefined) throw badRequest(SHIPPING_MESSAGES.conflict, { version: [messages.required("Version")] });
    await refuseTaken(storeId, body, params.id);
    return answer(storeId, await store.updateZone(db, storeId, params.id, body, await currencyOf(storeId), deps.clock.now()), body);
  });

  mount(r, sz.delete, async ({ params, req }) => {
    if (!(await store.deleteZone(db, currentStore(req).id, params.id))) throw notFound();
    return { message: "Deleted successfully" };
  });

  return r;
}
