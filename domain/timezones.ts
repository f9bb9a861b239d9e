// Store time zones (SPEC §3 standardTimezone; ADR 054): which names a store may choose, the one spelling it keeps of
// each, and the options a settings form offers. Pure (Intl only), so the API and the admin share it.

/**
 * IANA's current names for zones that ICU (Node's Intl) still calls by their old CLDR names: Node 20 resolves
 * "Asia/Ho_Chi_Minh" to "Asia/Saigon" and lists only the old name. A store keeps the IANA name, so the Vietnamese
 * default (domain/dates.ts) is an option of the select as it is saved.
 */
const IANA_NAMES: Readonly<Record<string, string>> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

// A zone's name: letters first, then letters, digits, "_", "+", "-" and "/" ("America/Port-au-Prince", "Etc/GMT+7").
// Newer runtimes also take offsets ("+07:00") as a timeZone; those are not IANA zones.
const ZONE_NAME_RE = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/**
 * The zone's name as a store keeps it ("asia/saigon", "Asia/Saigon" and "Asia/Ho_Chi_Minh" → "Asia/Ho_Chi_Minh";
 * "US/Pacific" → "America/Los_Angeles"; "Etc/UTC", "GMT" → "UTC"), or null when it names no zone the runtime knows.
 */
export function canonicalTimezone(name: string): string | null {
  const trimmed = name.trim();
  if (!ZONE_NAME_RE.test(trimmed)) return null;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat("en-US", { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  return IANA_NAMES[resolved] ?? resolved;
}

let options: readonly string[] | undefined;
/** Every zone a store may choose, by its kept name, sorted (the runtime's list, renamed, with UTC). */
export function timezoneNames(): readonly string[] {
  options ??= [...new Set([...Intl.supportedValuesOf("timeZone").map((tz) => IANA_NAMES[tz] ?? tz), "UTC"])].sort();
  return options;
}

// One formatter per zone: building ~420 of them for every render of the select would cost more than the page.
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** "+07:00", "-08:00", "+05:45", "+00:00": the zone's offset from UTC at `now`. */
export function utcOffset(tz: string, now: Date): string {
  let formatter = offsetFormatters.get(tz);
  if (!formatter) offsetFormatters.set(tz, (formatter = new Intl.DateTimeFormat("en-US", { timeZone: tz, timeZoneName: "longOffset" })));
  const name = formatter.formatToParts(now).find((p) => p.type === "timeZoneName")?.value;
  // "GMT+07:00", or plain "GMT" at offset 0.
  const offset = name?.replace(/^GMT/, "") ?? "";
  return offset === "" ? "+00:00" : offset;
}

export interface TimezoneOption {
  value: string;
  /** "Ho Chi Minh (UTC+07:00)". */
  label: string;
}
export interface TimezoneGroup {
  /** The name's first part ("Asia"), or "UTC" for the names without one. */
  group: string;
  items: TimezoneOption[];
}

const groupOf = (tz: string) => (tz.includes("/") ? tz.slice(0, tz.indexOf("/")) : "UTC");
const placeOf = (tz: string) => (tz.includes("/") ? tz.slice(tz.indexOf("/") + 1) : tz).replace(/_/g, " ").replace(/\//g, " / ");

/**
 * The time zone select's options grouped by region, each with its offset at `now`. `current` (a store's saved zone)
 * is always one of them, even when this runtime does not list it, so a select never silently shows another zone.
 */
export function timezoneGroups(now: Date, current?: string): TimezoneGroup[] {
  const names = current && !timezoneNames().includes(current) && canonicalTimezone(current) !== null ? [...timezoneNames(), current] : timezoneNames();
  const groups = new Map<string, TimezoneOption[]>();
  for (const tz of names) {
    const group = groupOf(tz);
    const items = groups.get(group) ?? groups.set(group, []).get(group)!;
    items.push({ value: tz, label: `${placeOf(tz)} (UTC${utcOffset(tz, now)})` });
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === "UTC" ? -1 : b === "UTC" ? 1 : a.localeCompare(b)))
    .map(([group, items]) => ({ group, items: items.sort((a, b) => a.value.localeCompare(b.value)) }));
}
