import { STORE_DOMAIN_SUFFIX, normalizeStoreDomain, type StoreSummary } from "../../../domain/account";
import { slug } from "../../../domain/slug";
import type { Db } from "../../db/client";
import { badRequest } from "../../http/errors";
import { createStoreWithOwner } from "../accounts/store";
import { findDomainsLike, isUniqueViolation } from "./store";
import { toStoreSummary } from "./summary";

export const DOMAIN_TAKEN = "Domain is already used by another store";
// A DNS label is at most 63 characters; this leaves room for a "-NNN" suffix.
const LABEL_MAX = 50;
const ATTEMPTS = 5;

/** The first of `label`, `label-2`, `label-3`… (with the suffix) that is not in `taken`. */
export function firstFreeDomain(label: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(`${label}${STORE_DOMAIN_SUFFIX}`)) return `${label}${STORE_DOMAIN_SUFFIX}`;
  for (let n = 2; ; n++) if (!used.has(`${label}-${n}${STORE_DOMAIN_SUFFIX}`)) return `${label}-${n}${STORE_DOMAIN_SUFFIX}`;
}

/**
 * Creates a store owned by `userId`. A given domain must be free (400 on the domain field otherwise);
 * without one the domain is derived from the name and numbered until free. The unique index is the
 * real guard: when a concurrent create takes the derived domain first, the next number is tried.
 */
export async function createStoreForUser(db: Db, input: { userId: string; name: string; domain: string; code: string }): Promise<StoreSummary> {
  const create = (domain: string) => createStoreWithOwner(db, { name: input.name, domain, ownerId: input.userId, referralCode: input.code || null });

  if (input.domain) {
    try {
      return toStoreSummary({ ...(await create(normalizeStoreDomain(input.domain))), role: "owner" });
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest(DOMAIN_TAKEN, { domain: [DOMAIN_TAKEN] });
      throw error;
    }
  }

  const label = slug(input.name).slice(0, LABEL_MAX).replace(/-+$/, "") || "store";
  for (let attempt = 1; ; attempt++) {
    const domain = firstFreeDomain(label, await findDomainsLike(db, label, STORE_DOMAIN_SUFFIX));
    try {
      return toStoreSummary({ ...(await create(domain)), role: "owner" });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}
