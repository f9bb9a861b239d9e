import type { Db } from "../db/client";
import { hashPassword, verifyPassword } from "../http/password";
import { addStoreMember, createStoreWithOwner, createUser, findUserByEmail, setPasswordAndRevokeSessions } from "../modules/accounts/store";
import { seedDemoProducts } from "../modules/products/seed";
import { productsWithoutVariants, seedVariantsFor } from "../modules/variants/seed";
import { DEMO_ACCOUNTS, DEMO_OWNER_EMAIL, DEMO_STAFF_SCOPES, DEMO_STORE_DOMAIN, DEMO_STORE_NAME } from "./demo-accounts";

export interface DemoSignIns {
  /** True on the start that created the store. */
  seeded: boolean;
  password: string;
  accounts: Array<{ role: string; email: string }>;
}

/**
 * Only for a demo start (`--demo`, a laptop): seeds the demo store on the first start (an owner, a staff member limited
 * to orders, and an operator who administers the store, all verified, plus the demo catalog). On every demo start the
 * three demo addresses' passwords follow `password`, so the printed one always works (a data directory seeded before
 * with another password, or DEMO_PASSWORD changed); a changed one signs the account out everywhere.
 */
export async function seedDemoStore(db: Db, password: string, now = new Date()): Promise<DemoSignIns> {
  const accounts = DEMO_ACCOUNTS.map(({ role, email }) => ({ role, email }));
  if (await findUserByEmail(db, DEMO_OWNER_EMAIL)) {
    await alignDemoPasswords(db, password, now);
    return { seeded: false, password, accounts };
  }
  const passwordHash = await hashPassword(password);
  const [owner, staff, operator] = await Promise.all(
    DEMO_ACCOUNTS.map(async (a) => (await findUserByEmail(db, a.email)) ?? createUser(db, { email: a.email, passwordHash, name: a.name, verified: true }, now)),
  );
  const store = await createStoreWithOwner(db, { name: DEMO_STORE_NAME, domain: DEMO_STORE_DOMAIN, ownerId: owner.id, language: "vi" });
  await addStoreMember(db, { storeId: store.id, userId: staff.id, role: "staff", scopes: [...DEMO_STAFF_SCOPES] });
  await addStoreMember(db, { storeId: store.id, userId: operator.id, role: "admin", scopes: [] });
  await seedDemoProducts(db, store.id);
  await seedVariantsFor(db, store.id, await productsWithoutVariants(db, store.id, 10_000));
  // An address that had signed up before the seed (say, the operator) gets the demo password too.
  await alignDemoPasswords(db, password, now);
  return { seeded: true, password, accounts };
}

async function alignDemoPasswords(db: Db, password: string, now: Date) {
  let newHash: string | null = null;
  for (const { email } of DEMO_ACCOUNTS) {
    const user = await findUserByEmail(db, email);
    if (!user || (await verifyPassword(password, user.passwordHash))) continue;
    newHash ??= await hashPassword(password);
    await setPasswordAndRevokeSessions(db, user.id, newHash, now);
  }
}
