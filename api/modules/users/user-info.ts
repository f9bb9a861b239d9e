import type { Request } from "express";
import type { UserInfo } from "../../../domain/account";
import { effectiveScopes, isOperator, isStoreAdmin, isStoreOwner, type Membership, type OperatorPolicy, type StoreRole } from "../../../domain/permissions";
import { DEFAULT_LOCALE, isLocale } from "../../../domain/i18n/locales";
import type { Db } from "../../db/client";
import type { ApiConfig } from "../../deps";
import { findMembership } from "../auth/store";

export function operatorPolicy(config: ApiConfig): OperatorPolicy {
  return { emailDomain: config.operatorEmailDomain, emails: config.operatorEmails };
}

/** The user as the admin sees it; store fields describe `membership`, or are empty when no store was named. */
export function toUserInfo(
  user: { id: string; email: string; name: string; version: number },
  membership: StoreMembership | null,
  config: ApiConfig,
): UserInfo {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    version: user.version,
    isOperator: isOperator(user.email, operatorPolicy(config)),
    scopes: membership ? effectiveScopes(membership) : [],
    isStoreOwner: membership ? isStoreOwner(membership) : false,
    isStoreAdmin: membership ? isStoreAdmin(membership) : false,
    timezone: membership?.timezone ?? null,
    language: membership ? (isLocale(membership.language) ? membership.language : DEFAULT_LOCALE) : null,
  };
}

/** A membership with the store's own settings the admin needs on every page. */
export type StoreMembership = Membership & { timezone: string; language: string };

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The optional `store-id` header when it is a well-formed id, else null. */
export function storeIdHeader(req: Request): string | null {
  const storeId = req.get("store-id")?.trim();
  return storeId && UUID_RE.test(storeId) ? storeId : null;
}

/**
 * The caller's role in the store named by the optional `store-id` header. Unlike store-scoped calls,
 * a store the user does not belong to is not an error here: it just grants nothing.
 */
export async function membershipFromHeader(db: Db, req: Request, userId: string): Promise<StoreMembership | null> {
  const storeId = storeIdHeader(req);
  if (!storeId) return null;
  const m = await findMembership(db, storeId, userId);
  return m ? { role: m.role as StoreRole, scopes: m.scopes, timezone: m.timezone, language: m.language } : null;
}
