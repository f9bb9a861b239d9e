// The plans catalogue's seed rows (ADR 058): written at the billing routes' first call, keyed by code, so a start-up on
// an existing database adds what is missing and changes nothing else (an operator's edits to a row stay).
import { plans } from "../../db/schema";
import type { Db } from "../../db/client";

/** Features are keys of the admin's texts (billing `features.*`), so a plan reads in both languages. */
export const PLAN_SEED: (typeof plans.$inferInsert)[] = [
  {
    code: "basic",
    name: "Basic",
    status: "ACTIVE",
    priceVndMinor: 199_000,
    priceUsdMinor: 900,
    features: ["products100", "staff1", "emailSupport"],
    sort: 1,
  },
  {
    code: "pro",
    name: "Pro",
    status: "ACTIVE",
    priceVndMinor: 499_000,
    priceUsdMinor: 2900,
    features: ["productsUnlimited", "staff5", "abandonedRecovery"],
    sort: 2,
  },
  {
    code: "advanced",
    name: "Advanced",
    status: "ACTIVE",
    priceVndMinor: 1_299_000,
    priceUsdMinor: 7900,
    features: ["everythingInPro", "staff15", "prioritySupport"],
    sort: 3,
  },
  {
    code: "legacy",
    name: "Legacy",
    status: "INACTIVE",
    priceVndMinor: 99_000,
    priceUsdMinor: 500,
    features: ["noLongerOffered"],
    sort: 9,
  },
];

const seeded = new WeakMap<Db, Promise<void>>();

/** Once per database and process. */
export function ensurePlanCatalogue(db: Db): Promise<void> {
  let pending = seeded.get(db);
  if (!pending) {
    pending = db
      .insert(plans)
      .values(PLAN_SEED)
      .onConflictDoNothing({ target: plans.code })
      .then(() => undefined);
    pending.catch(() => seeded.delete(db));
    seeded.set(db, pending);
  }
  return pending;
}
