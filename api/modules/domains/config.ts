// The domains module's settings (ADR 067; config.ts reads them from the environment, README lists them).
import type { StorefrontTarget } from "../../../domain/domains";
import type { ResolverConfig } from "./dns-check";

/** STOREFRONT_IPV4's default: an address of TEST-NET-3 (RFC 5737), a placeholder an install replaces with its own. */
export const DEFAULT_STOREFRONT_IPV4 = "203.0.113.10";
export const DEFAULT_STOREFRONT_CNAME_TARGET = "shops.backroom.shop";
export const DEFAULT_DNS_TIMEOUT_MS = 3000;
export const DEFAULT_DOMAIN_CHECKS_PER_MINUTE = 10;
/** The records a bought domain starts with live this long (seconds). */
export const DEFAULT_RECORD_TTL = 3600;

export interface DomainsConfig {
  storefront: StorefrontTarget;
  resolver: ResolverConfig;
  /** DNS checks a store may run a minute (DOMAIN_CHECKS_PER_MINUTE). */
  checksPerMinute: number;
}

export const defaultDomainsConfig = (): DomainsConfig => ({
  storefront: { ipv4: DEFAULT_STOREFRONT_IPV4, cnameTarget: DEFAULT_STOREFRONT_CNAME_TARGET },
  resolver: { servers: null, timeoutMs: DEFAULT_DNS_TIMEOUT_MS },
  checksPerMinute: DEFAULT_DOMAIN_CHECKS_PER_MINUTE,
});
