import { Router } from "express";
import { dnsRecordEndpoints as dr } from "../../../domain/contracts/domains";
import { cnameClash, DNS_MESSAGES, DNS_RECORDS_MAX, fqdnOf, namesLost, type DnsRecordForm, type ZoneRecord } from "../../../domain/dns-records";
import type { ApiDeps } from "../../deps";
import { currentStore } from "../../http/auth";
import { badRequest, conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import { messages } from "../../../domain/validation";
import { defaultDomainsConfig } from "./config";
import { domainDto, recordDto } from "./dto";
import * as store from "./store";

/**
 * DNS records of the store's purchased domains (ADR 067), scope `domains`. A connected or the platform domain has no
 * records here (404: the platform does not host them). A change that stops the storefront answering on the apex or www
 * is refused on the primary domain, and needs `confirm` on another. Mounted by domainsRoutes behind its guards.
 */
export function dnsRecordsRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  const config = deps.config.domains ?? defaultDomainsConfig();

  async function hostedDomain(storeId: string, id: string) {
    const row = await store.findDomain(db, storeId, id);
    if (!row || row.kind !== "purchased") throw notFound();
    const settings = await store.domainSettings(db, storeId);
    return { row, primary: settings.primaryDomainId === row.id };
  }

  /** The zone rules for the record set `after` (with `changed` the record as it would be saved, if any). */
  function refuseBreaking(domain: { row: store.DomainRow; primary: boolean }, before: ZoneRecord[], after: ZoneRecord[], confirmed: boolean, field: string) {
    const lost = namesLost(before, after, config.storefront);
    if (lost.length === 0) return;
    if (domain.primary) throw badRequest(DNS_MESSAGES.primaryStorefront, { [field]: [DNS_MESSAGES.primaryStorefront] });
    const message = DNS_MESSAGES.confirmStorefront.replace("{{name}}", fqdnOf(lost[0]!, domain.row.host));
    if (!confirmed) throw badRequest(message, { confirm: [message] });
  }

  function refuseClash(others: ZoneRecord[], next: ZoneRecord) {
    const clash = cnameClash(others, next);
    if (clash) throw badRequest(clash.message, { [clash.field]: [clash.message] });
  }

  const asZone = (rows: store.DnsRecordRow[]): ZoneRecord[] => rows.map((x) => ({ id: x.id, type: x.type, name: x.name, value: x.value }));
  const zoneOf = (id: string | undefined, form: DnsRecordForm): ZoneRecord => ({ id, type: form.type, name: form.name, value: form.value });

  mount(r, dr.list, async ({ params, req }) => {
    const storeId = currentStore(req).id;
    const { row } = await hostedDomain(storeId, params.id);
    const [records, settings] = await Promise.all([store.listRecords(db, storeId, row.id), store.domainSettings(db, storeId)]);
    return { domain: domainDto(row, settings, config.storefront), records: records.map((x) => recordDto(x, row.host)) };
  });

  mount(r, dr.create, async ({ params, body, req }) => {
    const storeId = currentStore(req).id;
    const domain = await hostedDomain(storeId, params.id);
    const zone = asZone(await store.listRecords(db, storeId, domain.row.id));
    if (zone.length >= DNS_RECORDS_MAX) throw badRequest(DNS_MESSAGES.tooMany);
    refuseClash(zone, zoneOf(undefined, body));
    return { record: recordDto(await store.createRecord(db, storeId, domain.row.id, body, deps.clock.now()), domain.row.host) };
  });

  mount(r, dr.update, async ({ params, body, req }) => {
    const storeId = currentStore(req).id;
    const domain = await hostedDomain(storeId, params.id);
    const current = await store.findRecord(db, storeId, domain.row.id, params.recordId);
    if (!current) throw notFound();
    if (body.version === undefined) throw badRequest(DNS_MESSAGES.conflict, { version: [messages.required("Version")] });
    if (body.version !== current.version) throw conflict(DNS_MESSAGES.conflict, { current: recordDto(current, domain.row.host) });
    const zone = asZone(await store.listRecords(db, storeId, domain.row.id));
    const next = zoneOf(current.id, body);
    refuseClash(zone, next);
    refuseBreaking(
      domain,
      zone,
      zone.map((x) => (x.id === current.id ? next : x)),
      body.confirm,
      "value",
    );
    const saved = await store.updateRecord(db, storeId, domain.row.id, current.id, body, deps.clock.now());
    if (!saved) {
      const now = await store.findRecord(db, storeId, domain.row.id, current.id);
      if (!now) throw notFound();
      throw conflict(DNS_MESSAGES.conflict, { current: recordDto(now, domain.row.host) });
    }
    return { record: recordDto(saved, domain.row.host) };
  });

  mount(r, dr.delete, async ({ params, query, req }) => {
    const storeId = currentStore(req).id;
    const domain = await hostedDomain(storeId, params.id);
    const current = await store.findRecord(db, storeId, domain.row.id, params.recordId);
    if (!current) throw notFound();
    const zone = asZone(await store.listRecords(db, storeId, domain.row.id));
    refuseBreaking(
      domain,
      zone,
      zone.filter((x) => x.id !== current.id),
      query.confirm === "true",
      "confirm",
    );
    if (!(await store.deleteRecord(db, storeId, domain.row.id, current.id, query.version))) {
      const now = await store.findRecord(db, storeId, domain.row.id, current.id);
      if (!now) throw notFound();
      throw conflict(DNS_MESSAGES.conflict, { current: recordDto(now, domain.row.host) });
    }
    return { message: "Deleted successfully" };
  });

  return r;
}
