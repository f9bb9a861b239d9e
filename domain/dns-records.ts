// DNS records of a platform-hosted (purchased) domain (issue 12, ADR 067): one form for every type, checked per type,
// plus the zone rules that look at the other records: a CNAME stands alone on its name, and the records that send the
// domain's visitors to the storefront (apex A, www CNAME) are not changed away by accident. Pure.
import { z } from "zod/v4";
import { canonicalName, isHostName, type StorefrontTarget } from "./domains";
import { checkbox, messages, safeString } from "./validation";

export const DNS_RECORD_TYPES = ["A", "AAAA", "CNAME", "MX", "TXT", "CAA"] as const;
export type DnsRecordType = (typeof DNS_RECORD_TYPES)[number];
export const CAA_TAGS = ["issue", "issuewild", "iodef"] as const;
export const TTL_MIN = 60;
export const TTL_MAX = 86_400;
export const TTL_DEFAULT = 3600;
export const TXT_STRING_MAX = 255;
export const TXT_TOTAL_MAX = 2048;
export const DNS_RECORDS_MAX = 200;

export const DNS_MESSAGES = {
  type: "Type is A, AAAA, CNAME, MX, TXT or CAA",
  ttl: "TTL is a whole number of seconds from 60 to 86400",
  ipv4: "Enter an IPv4 address, such as 203.0.113.10",
  ipv6: "Enter an IPv6 address, such as 2001:db8::1",
  priority: "Priority is a whole number from 0 to 65535",
  txtString: "Each TXT string is at most 255 characters",
  txtQuotes: "Close every quoted TXT string",
  flags: "Flags is a whole number from 0 to 255",
  tag: "Tag is issue, issuewild or iodef",
  iodef: "Enter a mailto: or https: address",
  cnameApex: "A CNAME cannot sit at the domain's apex (@)",
  cnameAlone: "A CNAME cannot sit beside other records of the same name",
  besideCname: "This name already has a CNAME, which cannot sit beside other records",
  primaryStorefront: "This record points your primary domain at the storefront. Make another domain primary before changing it.",
  confirmStorefront: "This change stops the storefront answering on {{name}}. Tick the box to confirm.",
  conflict: "This DNS record was changed by someone else since you opened it. Review it, then save again.",
  tooMany: "A domain holds at most 200 records",
} as const;

const IPV4 = z.ipv4();
const IPV6 = z.ipv6();
export const isIpv4 = (v: string) => IPV4.safeParse(v).success;
export const isIpv6 = (v: string) => IPV6.safeParse(v).success;

/** `@` or labels relative to the domain ("www", "_dmarc", "shop.eu"); underscores are allowed for service names. */
const RELATIVE_NAME_RE = /^(@|([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*|\*(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*)$/;

/** A record's TXT value as its strings: `"a" "b"` is two, anything else one. null when a quote is left open. */
export function txtStrings(value: string): string[] | null {
  const v = value.trim();
  if (!v.startsWith('"')) return [v];
  const out: string[] = [];
  const re = /\s*"((?:[^"\\]|\\.)*)"\s*/y;
  while (re.lastIndex < v.length) {
    const m = re.exec(v);
    if (!m) return null;
    out.push(m[1]!.replace(/\\(.)/g, "$1"));
  }
  return out;
}

/** A whole number typed in a form or sent as JSON; blank is undefined. */
const whole = (v: unknown) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? undefined : typeof v === "string" ? Number(v.trim()) : v;
const inRange = (min: number, max: number, message: string) =>
  z.preprocess(whole, z.number({ error: message }).int(message).min(min, message).max(max, message).optional());
const text = (label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : (v ?? "")),
    safeString().min(1, messages.required(label)).max(TXT_TOTAL_MAX, messages.maxLength(TXT_TOTAL_MAX)),
  );

export const DnsRecordFormSchema = z
  .object({
    type: z.enum(DNS_RECORD_TYPES, { error: DNS_MESSAGES.type }),
    name: z.preprocess(
      (v) => (typeof v === "string" ? (v.trim() === "" ? "@" : canonicalName(v)) : "@"),
      safeString().refine((v) => RELATIVE_NAME_RE.test(v) && v.length <= 200, messages.domain),
    ),
    ttl: z.preprocess(
      (v) => whole(v) ?? TTL_DEFAULT,
      z.number({ error: DNS_MESSAGES.ttl }).int(DNS_MESSAGES.ttl).min(TTL_MIN, DNS_MESSAGES.ttl).max(TTL_MAX, DNS_MESSAGES.ttl),
    ),
    value: text("Value"),
    priority: inRange(0, 65535, DNS_MESSAGES.priority),
    flags: inRange(0, 255, DNS_MESSAGES.flags),
    tag: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.enum(CAA_TAGS, { error: DNS_MESSAGES.tag }).optional()),
    /** The merchant accepts that the change stops the storefront answering on that name (a non-primary domain only). */
    confirm: checkbox.optional(),
    version: z.preprocess(whole, z.number().int().min(1).optional()),
  })
  .superRefine((r, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const v = r.value;
    switch (r.type) {
      case "A":
        if (!isIpv4(v)) fail("value", DNS_MESSAGES.ipv4);
        break;
      case "AAAA":
        if (!isIpv6(v)) fail("value", DNS_MESSAGES.ipv6);
        break;
      case "CNAME":
        if (!isHostName(canonicalName(v))) fail("value", messages.domain);
        if (r.name === "@") fail("name", DNS_MESSAGES.cnameApex);
        break;
      case "MX":
        if (r.priority === undefined) fail("priority", DNS_MESSAGES.priority);
        if (!isHostName(canonicalName(v))) fail("value", messages.domain);
        break;
      case "TXT": {
        const strings = txtStrings(v);
        if (!strings) fail("value", DNS_MESSAGES.txtQuotes);
        else if (strings.some((s) => s.length > TXT_STRING_MAX)) fail("value", DNS_MESSAGES.txtString);
        break;
      }
      case "CAA":
        if (r.flags === undefined) fail("flags", DNS_MESSAGES.flags);
        if (r.tag === undefined) fail("tag", DNS_MESSAGES.tag);
        else if (r.tag === "iodef") {
          if (!/^(mailto:[^\s@]+@[^\s@]+\.[^\s@]+|https:\/\/\S+)$/i.test(v)) fail("value", DNS_MESSAGES.iodef);
        } else if (v !== ";" && !isHostName(canonicalName(v.split(";")[0]!.trim()))) fail("value", messages.domain);
        break;
    }
  })
  .transform((r) => ({
    type: r.type,
    name: r.name,
    ttl: r.ttl,
    value: r.type === "CNAME" || r.type === "MX" ? canonicalName(r.value) : r.type === "AAAA" ? r.value.toLowerCase() : r.value,
    priority: r.type === "MX" ? (r.priority ?? 0) : null,
    flags: r.type === "CAA" ? (r.flags ?? 0) : null,
    tag: r.type === "CAA" ? (r.tag ?? "issue") : null,
    confirm: r.confirm ?? false,
    version: r.version,
  }));
export type DnsRecordForm = z.output<typeof DnsRecordFormSchema>;

export const DnsRecordDtoSchema = z.object({
  _id: safeString(),
  domainId: safeString(),
  type: z.enum(DNS_RECORD_TYPES),
  name: safeString(),
  /** The full name, `www.example.vn`. */
  fqdn: safeString(),
  ttl: z.number().int(),
  value: safeString(),
  priority: z.number().int().nullable(),
  flags: z.number().int().nullable(),
  tag: z.enum(CAA_TAGS).nullable(),
  version: z.number().int(),
  updatedAt: safeString(),
});
export type DnsRecordDto = z.infer<typeof DnsRecordDtoSchema>;

/** What the zone rules read of a record. */
export interface ZoneRecord {
  id?: string;
  type: DnsRecordType;
  name: string;
  value: string;
}

export const fqdnOf = (name: string, domain: string) => (name === "@" ? domain : `${name}.${domain}`);

/** The record set's default for a bought domain: apex A and www CNAME to the storefront. */
export function storefrontRecords(target: StorefrontTarget): ZoneRecord[] {
  return [
    { type: "A", name: "@", value: target.ipv4 },
    { type: "CNAME", name: "www", value: target.cnameTarget },
  ];
}

/** The CNAME rule for `next` (the record as it would be saved) among the domain's other records: a message or null. */
export function cnameClash(others: readonly ZoneRecord[], next: ZoneRecord): { field: "name"; message: string } | null {
  const sameName = others.filter((o) => o.id !== next.id && o.name === next.name);
  if (sameName.length === 0) return null;
  if (next.type === "CNAME") return { field: "name", message: DNS_MESSAGES.cnameAlone };
  if (sameName.some((o) => o.type === "CNAME")) return { field: "name", message: DNS_MESSAGES.besideCname };
  return null;
}

/**
 * The names (`@`, `www`) on which the storefront answers with this record set: the apex while an A record points at the
 * platform's address, www while its CNAME points at the platform's target.
 */
export function storefrontNames(records: readonly ZoneRecord[], target: StorefrontTarget): Set<string> {
  const names = new Set<string>();
  for (const r of records) {
    if (r.name === "@" && r.type === "A" && r.value === target.ipv4) names.add("@");
    if (r.name === "www" && r.type === "CNAME" && canonicalName(r.value) === canonicalName(target.cnameTarget)) names.add("www");
  }
  return names;
}

/** The storefront names a change (before → after record sets) stops answering on. */
export function namesLost(before: readonly ZoneRecord[], after: readonly ZoneRecord[], target: StorefrontTarget): string[] {
  const now = storefrontNames(after, target);
  return [...storefrontNames(before, target)].filter((n) => !now.has(n));
}
