// Domains and DNS (issue 12, ADR 067). SPEC §7 names no calls for them: these follow the house's shapes. Store-scoped
// by the `store-id` header, scope `domains`; another store's domain or record id is 404.
import { z } from "zod/v4";
import { DnsRecordDtoSchema, DnsRecordFormSchema } from "../dns-records";
import {
  CheckReportSchema,
  ConnectDomainFormSchema,
  DomainDtoSchema,
  DomainOfferSchema,
  DomainSearchQuerySchema,
  DomainSettingsFormSchema,
  PurchaseDomainFormSchema,
} from "../domains";
import { safeString } from "../validation";
import { DeleteVersionQuery, defineEndpoint, ids, MessageSchema } from "./endpoint";

const scoped = { access: "store", scope: "domains" } as const;
const domain = z.object({ domain: DomainDtoSchema });
const record = z.object({ record: DnsRecordDtoSchema });

export const domainEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/domains",
    ...scoped,
    summary: "The store's domains: the platform one first, then connected and purchased ones; which is primary",
    response: z.object({ domains: z.array(DomainDtoSchema) }),
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/domains/:id",
    ...scoped,
    summary: "One domain with the records to create and the last check's report",
    params: ids("id"),
    response: domain,
  }),
  connect: defineEndpoint({
    method: "POST",
    path: "/domains/connect",
    ...scoped,
    status: 201,
    summary: "Connect a domain the merchant owns (normalised: lower-case, punycode); answers the records to create",
    // No envelope: the form's one field is itself `domain`.
    body: ConnectDomainFormSchema,
    response: domain,
  }),
  check: defineEndpoint({
    method: "POST",
    path: "/domains/:id/check",
    ...scoped,
    summary: "Look the required records up in DNS now (rate-limited per store); the domain is verified when all are right",
    params: ids("id"),
    response: z.object({ domain: DomainDtoSchema, report: CheckReportSchema }),
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/domains/:id",
    ...scoped,
    summary: "Make a verified domain primary and set its redirect to the primary, against its version",
    params: ids("id"),
    body: DomainSettingsFormSchema,
    envelope: { key: "domain", orWhole: true },
    response: domain,
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: "/domains/:id",
    ...scoped,
    summary: "Remove a connected domain (not the platform one, not a purchased one, not the primary one)",
    params: ids("id"),
    query: DeleteVersionQuery,
    response: MessageSchema,
  }),
  search: defineEndpoint({
    method: "GET",
    path: "/domains/search",
    ...scoped,
    summary: "Availability and prices through the registrar adapter; `registrar` says whether it is the local fake",
    query: DomainSearchQuerySchema,
    response: z.object({ registrar: z.object({ name: safeString(), fake: z.boolean() }), offers: z.array(DomainOfferSchema) }),
  }),
  purchase: defineEndpoint({
    method: "POST",
    path: "/domains/purchase",
    ...scoped,
    status: 201,
    summary: "Buy an available domain (nothing is charged for real, ADR 067); it is hosted with records to the storefront",
    body: PurchaseDomainFormSchema,
    response: domain,
  }),
};

export const dnsRecordEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/domains/:id/dns-records",
    ...scoped,
    summary: "A purchased domain's DNS records, by name then type",
    params: ids("id"),
    response: z.object({ domain: DomainDtoSchema, records: z.array(DnsRecordDtoSchema) }),
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/domains/:id/dns-records",
    ...scoped,
    status: 201,
    summary: "Add a record, checked per type and against the zone (CNAME alone, the storefront's records kept)",
    params: ids("id"),
    body: DnsRecordFormSchema,
    envelope: { key: "record", orWhole: true },
    response: record,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/domains/:id/dns-records/:recordId",
    ...scoped,
    summary: "Change a record against its version (409 `{ current }` when stale)",
    params: ids("id", "recordId"),
    body: DnsRecordFormSchema,
    envelope: { key: "record", orWhole: true },
    response: record,
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: "/domains/:id/dns-records/:recordId",
    ...scoped,
    summary: "Delete a record; the storefront's apex A / www CNAME need `confirm=true` and a domain that is not primary",
    params: ids("id", "recordId"),
    query: DeleteVersionQuery.extend({ confirm: z.enum(["true", "false"]).optional() }),
    response: MessageSchema,
  }),
};
