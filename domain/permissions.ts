// SPEC §6: owner and admin have every permission; staff have scopes; store and report are always granted.
export const SCOPES = [
  "store",
  "report",
  "products",
  "orders",
  "customers",
  "discounts",
  "analytics",
  "settings",
  "apps",
  "themes",
  "pages",
  "navigations",
  "domains",
] as const;
export type Scope = (typeof SCOPES)[number];
export const ALWAYS_GRANTED: readonly Scope[] = ["store", "report"];

export type StoreRole = "owner" | "admin" | "staff";
export interface Membership {
  role: StoreRole;
  scopes: readonly string[];
}

export function isStoreOwner(m: Membership): boolean {
  return m.role === "owner";
}
export function isStoreAdmin(m: Membership): boolean {
  return m.role === "admin";
}

export function effectiveScopes(m: Membership): Scope[] {
  if (m.role === "owner" || m.role === "admin") return [...SCOPES];
  const set = new Set<string>([...ALWAYS_GRANTED, ...m.scopes]);
  return SCOPES.filter((s) => set.has(s));
}

export function hasScope(m: Membership, scope: Scope): boolean {
  return m.role === "owner" || m.role === "admin" || ALWAYS_GRANTED.includes(scope) || m.scopes.includes(scope);
}

/** SPEC §2: restricted screens admit only the operator's own domain or the two listed operator addresses. */
export interface OperatorPolicy {
  emailDomain: string;
  emails: readonly string[];
}
export function isOperator(email: string | null | undefined, policy: OperatorPolicy): boolean {
  if (!email) return false;
  const e = email.trim().toLowerCase();
  return e.endsWith(`@${policy.emailDomain.toLowerCase()}`) || policy.emails.map((x) => x.toLowerCase()).includes(e);
}
