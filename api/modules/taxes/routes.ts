import { Router } from "express";
import { taxEndpoints as te } from "../../../domain/contracts/shipping-taxes";
import { findCountry } from "../../../domain/countries";
import { fromScaledRate, TAX_MESSAGES, type CountryTaxDto } from "../../../domain/tax-settings";
import type { ApiDeps } from "../../deps";
import { currentStore, requireOperator, requireStore, requireUser } from "../../http/auth";
import { conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import * as store from "./store";

export function toCountryTaxDto(row: store.CountryTaxRow): CountryTaxDto {
  return {
    countryCode: row.countryCode,
    rate: fromScaledRate(row.rate),
    regions: row.regions.map((r) => ({ name: r.name, rate: fromScaledRate(r.rate) })),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A path's country: a known two-letter code (any case) or 404. */
function countryCodeOf(raw: string): string {
  const country = findCountry(raw);
  if (!country) throw notFound();
  return country.code;
}

export function taxesRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  r.use("/stores/settings/taxes", requireUser(deps), requireOperator(deps), requireStore(deps, "settings"));

  mount(r, te.list, async ({ req }) => {
    const storeId = currentStore(req).id;
    const [settings, countries] = await Promise.all([store.getSwitch(db, storeId), store.listCountries(db, storeId)]);
    return { settings, countries: countries.map(toCountryTaxDto) };
  });

  mount(r, te.saveSettings, async ({ body, req }) => {
    const result = await store.saveSwitch(db, currentStore(req).id, body, deps.clock.now());
    if (result.kind === "conflict") throw conflict(TAX_MESSAGES.conflict, { current: result.settings });
    return { settings: result.settings };
  });

  mount(r, te.getCountry, async ({ params, req }) => {
    const code = countryCodeOf(params.countryCode);
    const row = await store.findCountryTax(db, currentStore(req).id, code);
    return { tax: row ? toCountryTaxDto(row) : { countryCode: code, rate: 0, regions: [], version: 0, updatedAt: new Date(0).toISOString() } };
  });

  mount(r, te.saveCountry, async ({ params, body, req }) => {
    const code = countryCodeOf(params.countryCode);
    const result = await store.saveCountryTax(db, currentStore(req).id, code, body, deps.clock.now());
    if (result.kind === "conflict") throw conflict(TAX_MESSAGES.conflict, { current: result.current ? toCountryTaxDto(result.current) : null });
    return { tax: toCountryTaxDto(result.row) };
  });

  mount(r, te.deleteCountry, async ({ params, req }) => {
    if (!(await store.deleteCountryTax(db, currentStore(req).id, countryCodeOf(params.countryCode)))) throw notFound();
    return { message: "Deleted successfully" };
  });

  return r;
}
