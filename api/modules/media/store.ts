// What the media sweep reads from the database: which stores to look under. (Which keys are in use:
// product-images/store.ts `referencedMediaKeys`.)
import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { stores } from "../../db/schema";

export async function listStoreIds(db: Db): Promise<string[]> {
  return (await db.select({ id: stores.id }).from(stores).orderBy(asc(stores.seq))).map((r) => r.id);
}
