// Domains and DNS records (domain/contracts/domains.ts, ADR 067).
import { dnsRecordEndpoints as dr, domainEndpoints as de } from "@domain/contracts/domains";
import type { DnsRecordForm } from "@domain/dns-records";
import type { DomainSettingsForm } from "@domain/domains";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";

type Api = Pick<ApiClients, "store">;

export const listDomains = async (api: Api) => (await call(api.store, de.list)).domains;
export const getDomain = async (api: Api, id: string) => (await call(api.store, de.get, { params: { id } })).domain;
export const connectDomain = async (api: Api, domain: string) => (await call(api.store, de.connect, { body: { domain } })).domain;
export const checkDomain = (api: Api, id: string) => call(api.store, de.check, { params: { id } });
export const updateDomain = async (api: Api, id: string, domain: DomainSettingsForm) =>
  (await call(api.store, de.update, { params: { id }, body: { domain } })).domain;
export const removeDomain = (api: Api, id: string, version: number) => call(api.store, de.delete, { params: { id }, query: { version: String(version) } });
export const searchDomains = (api: Api, q: string) => call(api.store, de.search, { query: { q } });
export const purchaseDomain = async (api: Api, domain: string) => (await call(api.store, de.purchase, { body: { domain } })).domain;

export const listDnsRecords = (api: Api, id: string) => call(api.store, dr.list, { params: { id } });
export const createDnsRecord = async (api: Api, id: string, record: DnsRecordForm) =>
  (await call(api.store, dr.create, { params: { id }, body: { record } })).record;
export const updateDnsRecord = async (api: Api, id: string, recordId: string, record: DnsRecordForm) =>
  (await call(api.store, dr.update, { params: { id, recordId }, body: { record } })).record;
export const deleteDnsRecord = (api: Api, id: string, recordId: string, version: number, confirm: boolean) =>
  call(api.store, dr.delete, { params: { id, recordId }, query: { version: String(version), confirm: confirm ? "true" : "false" } });
