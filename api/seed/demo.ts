import type { Db } from "../db/client";
import { hashPassword, verifyPassword } from "../http/password";
import { addStoreMember, createStoreWithOwner, createUser, findUserByEmail, setPasswordAndRevokeSessions } from "../modules/accounts/store";
import { seedDemoCollections } from "../modules/collections/seed";
import { seedDemoProducts } from "../modules/products/seed";
import { saveProfitSettings } from "../modules/profit-settings/store";
import { productsWithoutVariants, seedVariantsFor } from "../modules/variants/seed";
import type { MediaStorage } from "../storage";
import { DEMO_ACCOUNTS, DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL, DEMO_STAFF_SCOPES, DEMO_STORE_DOMAIN, DEMO_STORE_NAME } from "./demo-accounts";
import { seedDemoHistory, type DemoHistoryReport } from "./demo-history";
import { seedDemoImages, type DemoImagesReport } from "./demo-images";

export interface DemoSignIns {
  /** True on the start that created the store. */
  seeded: boolean;
  password: string;
  accounts: Array<{ role: string; email: string }>;
  /** What the first start's history made (ADR 042); null on later starts, or when it was asked for none. */
  history: DemoHistoryReport | null;
  /** The products' pictures the first start attached; null on later starts, without `storage`, or when that failed. */
  images: DemoImagesReport | null;
}

export interface DemoSeedOptions {
  now?: Date;
  /** Orders in the 90 days of history (DEMO_ORDERS); 0 for none. */
  orders?: number;
  log?: (entry: Record<string, unknown>) => void;
  /**
   * The server's media storage: the products' pictures are uploaded to it (demo-images.ts), so it must be the one the
   * server serves. Without it the demo products have no pictures.
   */
  storage?: MediaStorage;
}

/**
 * Only for a demo start (`--demo`, a laptop): seeds the demo store on the first start (an owner, a staff member limited
 * to orders, and an operator who administers the store, all verified, plus the demo catalog). On every demo start the
 * three demo addresses' passwords follow `password`, so the printed one always works (a data directory seeded before
 * with another password, or DEMO_PASSWORD changed); a changed one signs the account out everywhere.
 * The first start then gives the products their pictures through the API (demo-images.ts), before the store's last 90
 * days (demo-history.ts: orders, checkouts, events), so the orders' lines show them too.
 */
export async function seedDemoStore(db: Db, password: string, opts: DemoSeedOptions = {}): Promise<DemoSignIns> {
  const { now = new Date(), orders = 0, log = () => {}, storage } = opts;
  const accounts = DEMO_ACCOUNTS.map(({ role, email }) => ({ role, email }));
  if (await findUserByEmail(db, DEMO_OWNER_EMAIL)) {
    await alignDemoPasswords(db, password, now);
    return { seeded: false, password, accounts, history: null, images: null };
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
  await seedDemoCollections(db, store.id, now);
  // A card payment's share and a carrier's price per order, as a small Vietnamese shop pays them (ADR 044).
  await saveProfitSettings(db, store.id, "VND", { paymentFeePercent: 2, paymentFeeFixed: 0, shippingCostPerOrder: 25_000, version: 1 }, now);
  // An address that had signed up before the seed (say, the operator) gets the demo password too.
  await alignDemoPasswords(db, password, now);
  const language = store.language === "en" ? "en" : "vi";
  let images: DemoImagesReport | null = null;
  // Pictures are garnish like the history: without them the store still starts.
  if (storage) {
    try {
      images = await seedDemoImages(db, storage, { storeId: store.id, language, owner: { email: DEMO_OWNER_EMAIL }, password }, { log });
    } catch (error) {
      log({ level: "error", msg: "demo images failed; the demo products have none", error: error instanceof Error ? error.message : String(error) });
    }
  }
  if (orders === 0) return { seeded: true, password, accounts, history: null, images };
  // The history is the demo's garnish: if it fails half-way the store still starts, with what was made.
  try {
    const history = await seedDemoHistory(
      db,
      {
        storeId: store.id,
        language,
        timezone: store.timezone,
        owner: { email: DEMO_OWNER_EMAIL },
        staff: { email: DEMO_STAFF_EMAIL },
        password,
      },
      { orders, now, log },
    );
    return { seeded: true, password, accounts, history, images };
  } catch (error) {
    log({
      level: "error",
      msg: "demo history failed; the demo store starts with what was made",
      error: error instanceof Error ? error.message : String(error),
    });
    return { seeded: true, password, accounts, history: null, images };
  }
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
