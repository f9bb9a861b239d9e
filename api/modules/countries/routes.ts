import { Router } from "express";
import { countryEndpoints } from "../../../domain/contracts/countries";
import { countriesIn, type Country } from "../../../domain/countries";
import type { ApiDeps } from "../../deps";
import { requireStore, requireUser } from "../../http/auth";
import { requestLanguage } from "../../http/language";
import { mount } from "../../http/mount";

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/gi, "d").toLowerCase();

/** A name (accents optional: "viet nam" finds "Việt Nam"), a two-letter code, or a dial code ("+84", "84"). */
function matches(country: Country, search: string): boolean {
  const term = fold(search.trim());
  if (!term) return true;
  if (/^\+?\d+$/.test(term)) return country.dialCode === `+${term.replace("+", "")}`;
  return fold(country.name).includes(term) || country.code.toLowerCase() === term;
}

/** SPEC §3 countries (domain/countries.ts): no database, names in the caller's Accept-Language (English by default). */
export function countriesRoutes(deps: ApiDeps): Router {
  const r = Router();

  mount(r, countryEndpoints.publicList, async ({ req, res }) => {
    // The same for everyone of a language, and it changes with a release only.
    res.set("Cache-Control", "public, max-age=86400").vary("Accept-Language");
    return { countries: countriesIn(requestLanguage(req)) };
  });

  mount(r, countryEndpoints.settingsList, requireUser(deps), requireStore(deps, "settings"), async ({ query: { search, page, limit }, req }) => {
    const found = countriesIn(requestLanguage(req)).filter((c) => !search || matches(c, search));
    return { countries: found.slice((page - 1) * limit, page * limit), total: found.length, page, limit };
  });

  return r;
}
