// The notification centre's per-member read state (ADR 081) on PGlite: one store of 500+ notifications read partly by
// its owner (a read-all mark, then some one by one) and a clerk (one by one), beside N other stores of 500 rows each,
// half read (made by SQL). Prints the badge's and the inbox list's plans and their mean time through
// api/modules/notifications/store.ts.
//   node --import tsx bench/notification-reads-explain.ts [--stores 200]
import { desc, eq } from "drizzle-orm";
import { openDatabase } from "../api/db/client";
import { notifications } from "../api/db/schema";
import { addStoreMember, createStoreWithOwner, createUser } from "../api/modules/accounts/store";
import {
  countUnreadNotifications,
  insertNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type Reader,
} from "../api/modules/notifications/store";
import { arg, print } from "./lib";

const OTHER_STORES = Number(arg("stores", "200"));
const database = await openDatabase({ dataDir: "memory://" });
const { db } = database;
type Client = { query(text: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> };
const client = (db as unknown as { $client: Client }).$client;
// Every statement's text and values, to EXPLAIN the ones a call made.
const query = client.query.bind(client);
const seen: Array<{ text: string; params?: unknown[] }> = [];
client.query = (text, params, ...rest: unknown[]) => {
  seen.push({ text, params });
  return (query as (...a: unknown[]) => ReturnType<Client["query"]>)(text, params, ...rest);
};

await query(`insert into users (email, password_hash) select 'other' || g || '@x.test', 'x' from generate_series(1, ${OTHER_STORES}) g`);
await query(`insert into stores (name, domain, owner_id) select 'Other', u.email || '.shop.test', u.id from users u where u.email like 'other%'`);
await query(`insert into store_members (store_id, user_id, role) select id, owner_id, 'owner' from stores where name = 'Other'`);
await query(
  `insert into notifications (store_id, kind, scope, params) select s.id, 'order_created', 'orders', '{}' from stores s, generate_series(1, 500) where s.name = 'Other'`,
);
await query(
  `insert into notification_reads (notification_id, user_id, read_at) select n.id, s.owner_id, now() from notifications n join stores s on s.id = n.store_id where s.name = 'Other' and n.seq % 2 = 0`,
);

const owner = await createUser(db, { email: "owner@x.test", passwordHash: "x" });
const shop = await createStoreWithOwner(db, { name: "Bench", domain: "bench.shop.test", ownerId: owner.id });
const clerk = await createUser(db, { email: "clerk@x.test", passwordHash: "x" });
await addStoreMember(db, { storeId: shop.id, userId: clerk.id, role: "staff", scopes: ["orders"] });
const write = (i: number) =>
  insertNotification(db, { storeId: shop.id, kind: i % 3 ? "order_created" : "export_done", scope: i % 3 ? "orders" : "products", params: {} }, new Date());
for (let i = 0; i < 500; i++) await write(i);
const ownerReader: Reader = { storeId: shop.id, userId: owner.id, scopes: ["store", "orders", "products", "report"] };
const clerkReader: Reader = { storeId: shop.id, userId: clerk.id, scopes: ["store", "orders", "report"] };
const newest = (n: number) =>
  db.select({ id: notifications.id }).from(notifications).where(eq(notifications.storeId, shop.id)).orderBy(desc(notifications.seq)).limit(n);
for (const r of await newest(150)) await markNotificationRead(db, clerkReader, r.id, new Date());
await markAllNotificationsRead(db, ownerReader, new Date());
for (let i = 0; i < 150; i++) await write(i);
for (const r of await newest(40)) await markNotificationRead(db, ownerReader, r.id, new Date());
await query("analyze");

async function explainEach(label: string, run: () => Promise<unknown>) {
  seen.length = 0;
  const result = await run();
  print(`\n== ${label}: ${JSON.stringify(result)}`);
  for (const s of seen.splice(0)) {
    const plan = await query(`explain (analyze, costs off) ${s.text}`, s.params);
    print(`-- ${s.text.slice(0, 100)}…\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
  }
  const runs = 30;
  const t = performance.now();
  for (let i = 0; i < runs; i++) await run();
  print(`${label}: ${((performance.now() - t) / runs).toFixed(2)} ms a call (mean of ${runs})`);
}

for (const [who, reader] of [
  ["owner", ownerReader],
  ["clerk", clerkReader],
] as const) {
  await explainEach(`badge (${who})`, () => countUnreadNotifications(db, shop.id, reader.userId));
  await explainEach(`list page 1 (${who})`, async () => {
    const page = await listNotifications(db, reader, { page: 1, limit: 20, unreadOnly: false });
    return { total: page.total, unread: page.unread };
  });
}
const [sizes] = (await query("select (select count(*) from notifications) notifications, (select count(*) from notification_reads) reads")).rows;
print(`\n${JSON.stringify(sizes)}`);
await database.close();
