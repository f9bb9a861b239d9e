import crypto from "node:crypto";
import { Router } from "express";
import { domainEndpoints as de } from "../../../domain/contracts/domains";
import { DOMAIN_MESSAGES, normaliseHost, verdictOf, type DomainDto } from "../../../domain/domains";
import { STORE_DOMAIN_SUFFIX } from "../../../domain/account";
import { messages } from "../../../domain/validation";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict, notFound, tooManyRequests } from "../../http/errors";
import { mount } from "../../http/mount";
import { hitSharedLimits } from "../rate-limits/store";
import { checkRecords } from "./dns-check";
import { defaultDomainsConfig, DEFAULT_RECORD_TTL } from "./config";
import { domainDto, platformDto } from "./dto";
import { localFakeRegistrar } from "./registrar";
import { storefrontRecords } from "../../../domain/dns-records";
import { dnsRecordsRoutes } from "./dns-routes";
import * as store from "./store";

/** Domains (ADR 067), scope `domains`; every query is the current store's, another store's id is 404. */
export function domainsRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  const config = deps.config.domains ?? defaultDomainsConfig();
  const registrar = deps.registrar ?? localFakeRegistrar((host) => store.hostTaken(db, host));
  r.use("/domains", requireUser(deps), requireStore(deps, "domains"));
  r.use(dnsRecordsRoutes(deps));

  async function dtoOf(storeId: string, id: string): Promise<DomainDto | null> {
    const settings = await store.domainSettings(db, storeId);
    if (id === storeId) return platformDto(storeId, (await store.platformDomain(db, storeId))!, settings);
    const row = await store.findDomain(db, storeId, id);
    return row && domainDto(row, settings, config.storefront);
  }
  const found = async (storeId: string, id: string) => (await dtoOf(storeId, id)) ?? Promise.reject(notFound());

  /** A host the merchant may add: a host name (normalised by the schema), not the platform's, not any store's. */
  async function refuseUnusable(host: string, taken: string): Promise<void> {
    if (host.endsWith(STORE_DOMAIN_SUFFIX) || host === STORE_DOMAIN_SUFFIX.slice(1))
      throw badRequest(DOMAIN_MESSAGES.platformSuffix, { domain: [DOMAIN_MESSAGES.platformSuffix] });
    if (await store.hostTaken(db, host)) throw badRequest(taken, { domain: [taken] });
  }

  mount(r, de.list, async ({ req }) => {
    const storeId = currentStore(req).id;
    const [settings, host, rows] = await Promise.all([store.domainSettings(db, storeId), store.platformDomain(db, storeId), store.listDomains(db, storeId)]);
    return { domains: [platformDto(storeId, host!, settings), ...rows.map((row) => domainDto(row, settings, config.storefront))] };
  });

  // Before /domains/:id, which would take "search" for an id.
  mount(r, de.search, async ({ query }) => {
    const q = query.q.toLowerCase();
    const host = normaliseHost(q.includes(".") ? q : `${q.replace(/\s+/g, "-")}.com`);
    if (!host) throw badRequest(messages.domain, { q: [messages.domain] });
    return {
      registrar: { name: registrar.name, fake: registrar.fake },
      offers: await registrar.search(q.includes(".") ? host : host.slice(0, -".com".length)),
    };
  });

  mount(r, de.get, async ({ params, req }) => ({ domain: await found(currentStore(req).id, params.id) }));

  mount(r, de.connect, async ({ body, req }) => {
    const storeId = currentStore(req).id;
    await refuseUnusable(body.domain, DOMAIN_MESSAGES.taken);
    const row = await store.connectDomain(db, storeId, body.domain, crypto.randomBytes(16).toString("hex"), deps.clock.now());
    if (!row) throw badRequest(DOMAIN_MESSAGES.taken, { domain: [DOMAIN_MESSAGES.taken] });
    return { domain: domainDto(row, await store.domainSettings(db, storeId), config.storefront) };
  });

  mount(r, de.check, async ({ params, req }) => {
    const storeId = currentStore(req).id;
    const row = await store.findDomain(db, storeId, params.id);
    if (!row) throw notFound();
    if (row.kind !== "connected") throw badRequest(DOMAIN_MESSAGES.checkConnected);
    const allowed = await hitSharedLimits(db, [{ key: `domain-check:${storeId}`, max: config.checksPerMinute, windowMs: 60_000 }], deps.clock.now());
    if (!allowed) throw tooManyRequests(DOMAIN_MESSAGES.checkLimit);
    const dto = domainDto(row, await store.domainSettings(db, storeId), config.storefront);
    const records = await checkRecords(config.resolver, dto.records);
    const report = { at: deps.clock.now().toISOString(), records };
    await store.saveCheck(db, storeId, row.id, report, verdictOf(records), deps.clock.now());
    return { domain: (await dtoOf(storeId, row.id))!, report };
  });

  mount(r, de.update, async ({ params, body, req }) => {
    const storeId = currentStore(req).id;
    const before = await found(storeId, params.id);
    if (body.primary && !before.primary && !before.verified) throw badRequest(DOMAIN_MESSAGES.notVerified, { primary: [DOMAIN_MESSAGES.notVerified] });
    const now = deps.clock.now();
    const saved = before.kind === "platform" ? await store.updatePlatform(db, storeId, body, now) : await store.updateDomain(db, storeId, params.id, body, now);
    if (saved === "conflict") throw conflict(DOMAIN_MESSAGES.conflict, { current: await found(storeId, params.id) });
    return { domain: await found(storeId, params.id) };
  });

  mount(r, de.delete, async ({ params, query, req }) => {
    const storeId = currentStore(req).id;
    const domain = await found(storeId, params.id);
    if (domain.kind === "platform") throw badRequest(DOMAIN_MESSAGES.platformKept);
    if (domain.kind === "purchased") throw badRequest(DOMAIN_MESSAGES.purchasedKept);
    if (domain.primary) throw badRequest(DOMAIN_MESSAGES.primaryKept);
    const gone = await store.deleteDomain(db, storeId, params.id, query.version);
    if (gone === "conflict") throw conflict(DOMAIN_MESSAGES.conflict, { current: await found(storeId, params.id) });
    if (gone === "gone") throw notFound();
    return { message: "Deleted successfully" };
  });

  mount(r, de.purchase, async ({ body, req }) => {
    const storeId = currentStore(req).id;
    await refuseUnusable(body.domain, DOMAIN_MESSAGES.unavailable);
    if (!(await registrar.purchase(body.domain))) throw badRequest(DOMAIN_MESSAGES.unavailable, { domain: [DOMAIN_MESSAGES.unavailable] });
    const row = await store.createPurchased(db, storeId, body.domain, storefrontRecords(config.storefront), DEFAULT_RECORD_TTL, deps.clock.now());
    if (!row) throw badRequest(DOMAIN_MESSAGES.unavailable, { domain: [DOMAIN_MESSAGES.unavailable] });
    return { domain: domainDto(row, await store.domainSettings(db, storeId), config.storefront) };
  });

  return r;
}
