import type { Db } from "../db/client";
import { hashPassword } from "../http/password";
import { addStoreMember, createStoreWithOwner, createUser, findUserByEmail } from "../modules/accounts/store";
import { seedDemoProducts } from "../modules/products/seed";
import { productsWithoutVariants, seedVariantsFor } from "../modules/variants/seed";
import {
  DEMO_ACCOUNTS,
  DEMO_OPERATOR_EMAIL,
  DEMO_OWNER_EMAIL,
  DEMO_PASSWORD,
  DEMO_STAFF_EMAIL,
  DEMO_STAFF_SCOPES,
  DEMO_STORE_DOMAIN,
  DEMO_STORE_NAME,
} from "./demo-accounts";

export interface DemoSignIns {
  password: string;
  accounts: Array<{ role: string; email: string }>;
}

/**
 * Seeds the demo store on first start: an owner, a staff member limited to orders, and an operator who
 * administers the store, all verified, plus the demo catalog. Returns their sign-ins, or null when the
 * demo owner already exists (every later start).
 */
export async function seedDemoStore(db: Db): Promise<DemoSignIns | null> {
  if (await findUserByEmail(db, DEMO_OWNER_EMAIL)) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const verifiedUser = async (email: string, name: string) => {
    // An address that already signed up (say, the operator) keeps its account and password; it only joins the store.
    const existing = await findUserByEmail(db, email);
    return existing ?? (await createUser(db, { email, passwordHash, name, verified: true }, now));
  };

  const owner = await verifiedUser(DEMO_OWNER_EMAIL, "Linh Nguyen");
  const staff = await verifiedUser(DEMO_STAFF_EMAIL, "Minh Tran");
  const operator = await verifiedUser(DEMO_OPERATOR_EMAIL, "Backroom Ops");
  const store = await createStoreWithOwner(db, { name: DEMO_STORE_NAME, domain: DEMO_STORE_DOMAIN, ownerId: owner.id, language: "vi" });
  await addStoreMember(db, { storeId: store.id, userId: staff.id, role: "staff", scopes: [...DEMO_STAFF_SCOPES] });
  await addStoreMember(db, { storeId: store.id, userId: operator.id, role: "admin", scopes: [] });
  await seedDemoProducts(db, store.id);
  await seedVariantsFor(db, store.id, await productsWithoutVariants(db, store.id, 10_000));

  return { password: DEMO_PASSWORD, accounts: DEMO_ACCOUNTS.map((a) => ({ ...a })) };
}
