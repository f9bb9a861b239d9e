// Domain rows as the API answers them (domain/domains.ts DomainDto). The platform domain is no row: its id is the
// store's, its version that of the store's domain settings.
import { requiredRecords, type DomainDto, type StorefrontTarget } from "../../../domain/domains";
import type { DnsRecordDto } from "../../../domain/dns-records";
import { fqdnOf } from "../../../domain/dns-records";
import type { DnsRecordRow, DomainRow, DomainSettingsRow } from "./store";

export function platformDto(storeId: string, host: string, settings: DomainSettingsRow): DomainDto {
  return {
    _id: storeId,
    host,
    kind: "platform",
    verified: true,
    primary: settings.primaryDomainId === null,
    redirectToPrimary: settings.platformRedirectToPrimary,
    records: [],
    lastCheck: null,
    version: settings.version,
    createdAt: null,
  };
}

export function domainDto(row: DomainRow, settings: DomainSettingsRow, target: StorefrontTarget): DomainDto {
  return {
    _id: row.id,
    host: row.host,
    kind: row.kind,
    verified: row.verifiedAt !== null,
    primary: settings.primaryDomainId === row.id,
    redirectToPrimary: row.redirectToPrimary,
    records: row.kind === "connected" ? requiredRecords(row.host, row.verifyToken, target) : [],
    lastCheck: row.lastCheck ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

export function recordDto(row: DnsRecordRow, domainHost: string): DnsRecordDto {
  return {
    _id: row.id,
    domainId: row.domainId,
    type: row.type,
    name: row.name,
    fqdn: fqdnOf(row.name, domainHost),
    ttl: row.ttl,
    value: row.value,
    priority: row.priority,
    flags: row.flags,
    tag: row.tag,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}
