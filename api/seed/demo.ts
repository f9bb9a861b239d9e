import type { Db } from "../db/client";

/** Seeds the demo store on first start; returns its sign-ins, or null when already seeded. (Filled in by the seed work.) */
export async function seedDemoStore(_db: Db): Promise<{ password: string; accounts: Array<{ role: string; email: string }> } | null> {
  return null;
}
