// Domains (issue 12, ADR 067): a store's platform domain, the domains it connects (verified by DNS records the merchant
// creates) and those it buys through the registrar adapter. Pure: host names, the records to create, the check's report.
import { z } from "zod/v4";
import { checkbox, messages, safeString, version } from "./validation";

export const DOMAIN_KINDS = ["platform", "connected", "purchased"] as const;
export type DomainKind = (typeof DOMAIN_KINDS)[number];

/** The TXT record that proves the merchant owns a connected domain: `_backroom-verify.<domain>`. */
export const VERIFY_PREFIX = "_backroom-verify";
export const verifyRecordName = (host: string) => `${VERIFY_PREFIX}.${host}`;
export const verifyRecordValue = (token: string) => `backroom-verify=${token}`;

// The API's words (English; domain/i18n/*/messages.ts says them in Vietnamese).
export const DOMAIN_MESSAGES = {
  taken: "This domain is already connected to a store",
  platformSuffix: "Domains ending in .backroom.shop are the platform's own",
  notVerified: "Only a verified domain can be the primary domain",
  platformKept: "The platform domain cannot be removed",
  purchasedKept: "A purchased domain cannot be removed here",
  primaryKept: "Make another domain primary before removing this one",
  conflict: "This domain was changed by someone else since you opened it. Review it, then save again.",
  checkConnected: "Only a connected domain is checked in DNS",
  checkLimit: "Too many DNS checks. Please wait a minute and try again.",
  unavailable: "This domain is not available",
  searchRequired: "Type a name to search for",
} as const;

const HOST_MAX = 253;
// A label: letters, digits and inner hyphens, at most 63; the last one (the TLD) has a letter or is punycode (xn--).
const LABEL_RE = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const TLD_RE = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * What a merchant types, as a host name: trimmed, without scheme, path, port or final dot, lower-case, IDN as punycode
 * ("Cửa-hàng.vn" → "xn--ca-hng-...vn"). null when it is no host name of at least two labels.
 */
export function normaliseHost(input: string): string | null {
  let s = input.trim();
  if (s === "" || /\s/.test(s)) return null;
  s = s.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "");
  s = s.split(/[/?#]/, 1)[0]!;
  if (s.includes("@")) return null;
  s = s.replace(/:\d+$/, "").replace(/\.$/, "");
  let host: string;
  try {
    // WHATWG URL's host parser does the IDN → punycode mapping (UTS 46), in node and in browsers alike.
    host = new URL(`http://${s}/`).hostname;
  } catch {
    return null;
  }
  return isHostName(host) ? host : null;
}

/** A DNS host name of letters, digits and hyphens, two labels or more, the TLD not numeric. */
export function isHostName(host: string): boolean {
  if (host.length === 0 || host.length > HOST_MAX) return false;
  const labels = host.split(".");
  return labels.length >= 2 && labels.every((l) => LABEL_RE.test(l)) && TLD_RE.test(labels[labels.length - 1]!);
}

/**
 * Second-level suffixes under which a name is registered one level deeper (shop.com.vn is an apex, not a subdomain).
 * A short list of the common ones, not the whole public suffix list: a domain under another gets the CNAME advice,
 * which the merchant's DNS host refuses at an apex and the check then reports as missing.
 */
const TWO_LEVEL_SUFFIXES = new Set([
  "com.vn",
  "net.vn",
  "org.vn",
  "edu.vn",
  "gov.vn",
  "biz.vn",
  "info.vn",
  "name.vn",
  "pro.vn",
  "io.vn",
  "co.uk",
  "org.uk",
  "me.uk",
  "com.au",
  "net.au",
  "org.au",
  "co.jp",
  "ne.jp",
  "co.kr",
  "com.sg",
  "com.my",
  "co.th",
  "in.th",
  "com.cn",
  "com.hk",
  "com.tw",
  "co.id",
  "com.ph",
  "co.nz",
  "com.br",
  "co.in",
]);

/** An apex (registrable) domain needs an A record; a subdomain (www.…) a CNAME. */
export function isApexDomain(host: string): boolean {
  const labels = host.split(".");
  if (labels.length === 2) return true;
  return labels.length === 3 && TWO_LEVEL_SUFFIXES.has(labels.slice(1).join("."));
}

/** Where the platform's storefront answers: the apex A record's address and the subdomains' CNAME target. */
export interface StorefrontTarget {
  ipv4: string;
  cnameTarget: string;
}

export const RECORD_TYPES_CHECKED = ["A", "CNAME", "TXT"] as const;
export const RequiredRecordSchema = z.object({
  type: z.enum(RECORD_TYPES_CHECKED),
  name: safeString(),
  value: safeString(),
});
export type RequiredRecord = z.infer<typeof RequiredRecordSchema>;

/** The records a connected domain needs: the storefront's (A at an apex, else CNAME) and the ownership TXT. */
export function requiredRecords(host: string, token: string, target: StorefrontTarget): RequiredRecord[] {
  const web: RequiredRecord = isApexDomain(host) ? { type: "A", name: host, value: target.ipv4 } : { type: "CNAME", name: host, value: target.cnameTarget };
  return [web, { type: "TXT", name: verifyRecordName(host), value: verifyRecordValue(token) }];
}

export const CHECK_STATUSES = ["ok", "missing", "wrong", "resolver_failed"] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];
export const RecordCheckSchema = RequiredRecordSchema.extend({
  status: z.enum(CHECK_STATUSES),
  /** What the resolver answered for that name and type (empty when missing or failed). */
  found: z.array(safeString()),
  /** The resolver's failure: "timeout", "SERVFAIL", "refused" or its error code. */
  error: safeString().nullable(),
});
export type RecordCheck = z.infer<typeof RecordCheckSchema>;

export const CheckReportSchema = z.object({
  at: safeString(),
  records: z.array(RecordCheckSchema),
});
export type CheckReport = z.infer<typeof CheckReportSchema>;

/** Verified when every required record is right; undecided (null) when the resolver failed on one and no other is wrong. */
export function verdictOf(records: readonly RecordCheck[]): boolean | null {
  if (records.some((r) => r.status === "missing" || r.status === "wrong")) return false;
  if (records.some((r) => r.status === "resolver_failed")) return null;
  return true;
}

/** A DNS name as compared: lower-case, no final dot. */
export const canonicalName = (name: string) => name.trim().toLowerCase().replace(/\.$/, "");

/** One required record against what the resolver found for its name and type. */
export function judgeRecord(required: RequiredRecord, found: readonly string[]): RecordCheck {
  if (found.length === 0) return { ...required, status: "missing", found: [], error: null };
  const same = (v: string) => (required.type === "TXT" ? v === required.value : canonicalName(v) === canonicalName(required.value));
  // An extra A record beside the platform's sends some visitors elsewhere: that is wrong too.
  const right = required.type === "A" ? found.every(same) : found.some(same);
  return { ...required, status: right ? "ok" : "wrong", found: [...found], error: null };
}

export const DomainDtoSchema = z.object({
  _id: safeString(),
  host: safeString(),
  kind: z.enum(DOMAIN_KINDS),
  verified: z.boolean(),
  primary: z.boolean(),
  redirectToPrimary: z.boolean(),
  /** The records to create (connected domains; empty for the others). */
  records: z.array(RequiredRecordSchema),
  lastCheck: CheckReportSchema.nullable(),
  version: z.number().int(),
  createdAt: safeString().nullable(),
});
export type DomainDto = z.infer<typeof DomainDtoSchema>;

/** The connect form: one host name (SPEC §5 'Domain is url link' when it is none). */
export const ConnectDomainFormSchema = z.object({
  domain: z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    safeString()
      .min(1, messages.required("Domain"))
      .max(HOST_MAX, messages.maxLength(HOST_MAX))
      .refine((v) => normaliseHost(v) !== null, messages.domain)
      .transform((v) => normaliseHost(v)!),
  ),
});
export type ConnectDomainForm = z.infer<typeof ConnectDomainFormSchema>;

/** A domain's settings: whether it is the primary one and whether it redirects there; against its version. */
export const DomainSettingsFormSchema = z.object({
  primary: checkbox,
  redirectToPrimary: checkbox,
  version,
});
export type DomainSettingsForm = z.infer<typeof DomainSettingsFormSchema>;

export const DomainSearchQuerySchema = z.object({
  q: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : ""),
    safeString().min(1, DOMAIN_MESSAGES.searchRequired).max(HOST_MAX, messages.maxLength(HOST_MAX)),
  ),
});

export const PriceSchema = z.object({ vnd: z.number().int(), usd: z.number() });
export const DomainOfferSchema = z.object({ domain: safeString(), available: z.boolean(), price: PriceSchema.nullable() });
export type DomainOffer = z.infer<typeof DomainOfferSchema>;

export const PurchaseDomainFormSchema = z.object({
  domain: ConnectDomainFormSchema.shape.domain,
});
