// Abandoned checkouts (ADR 040): the schedule (versions, checks), the sweep (each step once, even when two sweeps race;
// late steps skipped; SMS through the adapter), the restore link's clicks, completion counting, the counter endpoint
// (time zones, store lists, permissions), the list and one checkout (search, dates, cross-store ids, scope), send now.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkouts, outbox } from "../../api/db/schema";
import type { Mail } from "../../api/deps";
import { sweepRecovery } from "../../api/modules/abandoned/recovery";
import { cutoffOf } from "../../api/modules/abandoned/store";
import { createStoreWithOwner } from "../../api/modules/accounts/store";
import { createSmsSender } from "../../api/sms";
import { DEFAULT_RECOVERY_SCHEDULE, SCHEDULE_ORDER_MESSAGE, type RecoverySchedule } from "../../domain/abandoned";
import { abandonedEndpoints as ae } from "../../domain/contracts/abandoned";
import { checkoutEndpoints } from "../../domain/contracts/checkout";
import { reportEndpoints } from "../../domain/contracts/reports";
import { storeSettingsEndpoints } from "../../domain/contracts/store-settings";
import { formatDate } from "../../domain/dates";
import { startHarness, type Harness } from "../helpers/harness";
import { ADDRESS, complete, idempotencyKey, product, setLanguage, type Owner } from "./checkout-helpers";

let h: Harness;
const sent: Mail[] = [];
const HOUR = 3_600_000;

// A demo start's SMS: kept whole in the outbox, which is where these tests read them.
const mailboxSms = (db: Harness["database"]["db"]) => createSmsSender(db, { outboxIsMailbox: true, log: () => {} });

beforeAll(async () => {
  h = await startHarness({ sms: mailboxSms });
});
afterAll(async () => {
  await h?.close();
});

const sweep = (config: { abandonedAfterMinutes?: number } = {}) =>
  sweepRecovery({
    db: h.database.db,
    clock: h.clock,
    log: () => {},
    instance: h.instance,
    mailer: { send: async (mail) => void sent.push(mail) },
    sms: mailboxSms(h.database.db),
    config: { publicUrl: "http://admin.test", ...config },
  });
/** The sweep's mails (its own mailer here) and those the API sent (the harness's). */
const mailsTo = (to: string) => [...sent, ...h.mails].filter((m) => m.to === to);
const smsTo = async (phone: string) => h.database.db.select().from(outbox).where(eq(outbox.to, phone));

let n = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++n}@example.com`;

async function shop() {
  const owner = await h.owner();
  const { variantIds } = await product(h, owner, "Áo dài", [{ price: 250000, inventoryQuantity: 10 }]);
  return { owner, variantId: variantIds[0]! };
}

async function cart(storeId: string, variantId: string, fields: { email?: string; phone?: string } = {}) {
  const res = await h.request(checkoutEndpoints.create, { params: { storeId }, body: { lines: [{ variantId, quantity: 2 }], ...fields } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [row] = await h.database.db.select({ id: checkouts.id }).from(checkouts).where(eq(checkouts.token, res.body.checkout.token));
  return { token: res.body.checkout.token, id: row!.id };
}

/** Moves checkouts back in time (the API's clock also decides whether access tokens are still valid, so it stays put). */
async function age(ms: number, ...ids: string[]) {
  for (const id of ids)
    await h.database.db
      .update(checkouts)
      .set({
        createdAt: sql`${checkouts.createdAt} - ${`${ms} milliseconds`}::interval`,
        updatedAt: sql`${checkouts.updatedAt} - ${`${ms} milliseconds`}::interval`,
      })
      .where(eq(checkouts.id, id));
}

const recoveryOf = async (id: string) => (await h.database.db.select({ r: checkouts.recovery }).from(checkouts).where(eq(checkouts.id, id)))[0]!.r;

async function saveSchedule(owner: Owner, schedule: RecoverySchedule, version: number) {
  return h.request(ae.saveSettings, { headers: owner.headers, body: { settings: { schedule, version } } });
}

describe("recovery schedule", () => {
  it("starts at the defaults, saves against its version, refuses a stale one and steps out of order", async () => {
    const { owner } = await shop();
    const got = await h.request(ae.settings, { headers: owner.headers });
    expect(got.status).toBe(200);
    expect(got.body.settings).toMatchObject({ schedule: DEFAULT_RECOVERY_SCHEDULE, version: 1, updatedAt: null });

    const bad = structuredClone(DEFAULT_RECOVERY_SCHEDULE);
    bad.email[1]!.delayHours = 5; // before e-mail 1's 10 hours
    const refused = await saveSchedule(owner, bad, 1);
    expect(refused.status).toBe(400);
    expect(refused.error.errors?.["schedule.email.1.delayHours"]).toEqual([SCHEDULE_ORDER_MESSAGE]);
    const zero = structuredClone(DEFAULT_RECOVERY_SCHEDULE);
    zero.sms[0]!.delayHours = 0;
    expect((await saveSchedule(owner, zero, 1)).status).toBe(400);

    const next = structuredClone(DEFAULT_RECOVERY_SCHEDULE);
    next.sms[0]!.enabled = true;
    const saved = await saveSchedule(owner, next, 1);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.settings.version).toBe(2);
    expect(saved.body.settings.schedule.sms[0]!.enabled).toBe(true);

    const stale = await saveSchedule(owner, DEFAULT_RECOVERY_SCHEDULE, 1);
    expect(stale.status).toBe(409);
    expect((stale.error as { current?: { version: number } }).current?.version).toBe(2);
    expect((await saveSchedule(owner, DEFAULT_RECOVERY_SCHEDULE, 2)).body.settings.version).toBe(3);
  });

  it("needs the orders scope, and each store has its own", async () => {
    const { owner } = await shop();
    const other = await shop();
    const staff = await h.staff(owner.storeId, ["products"]);
    expect((await h.request(ae.settings, { headers: staff.headers })).status).toBe(403);
    expect((await saveSchedule({ ...owner, headers: staff.headers } as Owner, DEFAULT_RECOVERY_SCHEDULE, 1)).status).toBe(403);
    const next = structuredClone(DEFAULT_RECOVERY_SCHEDULE);
    next.email[0]!.enabled = false;
    expect((await saveSchedule(owner, next, 1)).status).toBe(200);
    expect((await h.request(ae.settings, { headers: other.owner.headers })).body.settings.version).toBe(1);
  });
});

describe("the sweep", () => {
  it("sends each due step once, even when two sweeps race, and SMS through the adapter", async () => {
    const { owner, variantId } = await shop();
    const schedule = structuredClone(DEFAULT_RECOVERY_SCHEDULE);
    schedule.sms[0]!.enabled = true;
    expect((await saveSchedule(owner, schedule, 1)).status).toBe(200);
    const email = unique("buyer");
    const phone = `+8490${String(Date.now()).slice(-7)}`;
    const { id, token } = await cart(owner.storeId, variantId, { email, phone });
    const quiet = await cart(owner.storeId, variantId, {}); // no way to reach the buyer

    await sweep();
    expect(await recoveryOf(id)).toEqual([]); // not abandoned yet

    await age(2 * HOUR, id, quiet.id);
    await Promise.all([sweep(), sweep()]);
    let recovery = await recoveryOf(id);
    expect(recovery.map((e) => `${e.channel}-${e.step}`)).toEqual(["sms-1"]);
    const sms = await smsTo(phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.channel).toBe("sms");
    expect(sms[0]!.text).toContain(`/api/storefront/${owner.storeId}/checkouts/${token}/recover?step=sms-1`);

    await age(9 * HOUR, id, quiet.id); // 11 hours: e-mail 1
    await Promise.all([sweep(), sweep(), sweep()]);
    recovery = await recoveryOf(id);
    expect(recovery.map((e) => `${e.channel}-${e.step}`)).toEqual(["sms-1", "email-1"]);
    expect(mailsTo(email)).toHaveLength(1);
    const mail = mailsTo(email)[0]!;
    expect(mail.subject).toContain("giỏ hàng"); // the store's language (vi)
    expect(mail.text).toContain("2 × Áo dài");
    expect(mail.text).toContain("500.000");
    expect(mail.secretLinks?.[0]).toBe(`http://admin.test/api/storefront/${owner.storeId}/checkouts/${token}/recover?step=email-1`);

    await sweep();
    expect(mailsTo(email)).toHaveLength(1);
    expect(await recoveryOf(quiet.id)).toEqual([]);

    await age(14 * HOUR, id); // 25 hours: e-mail 2 (SMS 2 is off)
    await sweep();
    expect((await recoveryOf(id)).map((e) => `${e.channel}-${e.step}`)).toEqual(["sms-1", "email-1", "email-2"]);
    expect(mailsTo(email)).toHaveLength(2);
  });

  it("waits for the configured abandonment cut-off (ABANDONED_AFTER_MINUTES), as the list does", async () => {
    const { owner, variantId } = await shop();
    const schedule = structuredClone(DEFAULT_RECOVERY_SCHEDULE);
    schedule.sms[0]!.enabled = true; // an hour after the buyer left
    expect((await saveSchedule(owner, schedule, 1)).status).toBe(200);
    const { id } = await cart(owner.storeId, variantId, { phone: `+8493${String(Date.now()).slice(-7)}` });
    await age(2 * HOUR, id);
    await sweep({ abandonedAfterMinutes: 180 }); // SMS 1 is due, but the checkout is not abandoned for another hour
    expect(await recoveryOf(id)).toEqual([]);
    await age(HOUR + 60_000, id);
    await sweep({ abandonedAfterMinutes: 180 });
    expect((await recoveryOf(id)).map((e) => `${e.channel}-${e.step}`)).toEqual(["sms-1"]);
  });

  it("skips steps the server missed, and never writes to a completed checkout", async () => {
    const { owner, variantId } = await shop();
    await setLanguage(h, owner.storeId, "en");
    const email = unique("late");
    const { id } = await cart(owner.storeId, variantId, { email });
    const done = unique("done");
    const completed = await cart(owner.storeId, variantId, { email: done });
    await h.request(checkoutEndpoints.update, { params: { storeId: owner.storeId, token: completed.token }, body: { shippingAddress: ADDRESS } });
    await h.request(checkoutEndpoints.shippingLine, { params: { storeId: owner.storeId, token: completed.token }, body: { code: "standard" } });
    expect((await complete(h, owner.storeId, completed.token)).status).toBe(201);

    await age(80 * HOUR, id, completed.id); // the server was down: e-mails 1 and 2 are past; e-mail 3 (72 h) is due
    await sweep();
    expect((await recoveryOf(id)).map((e) => `${e.channel}-${e.step}`)).toEqual(["email-3"]);
    expect(mailsTo(email)[0]!.subject).toMatch(/Last reminder/);
    expect(await recoveryOf(completed.id)).toEqual([]);
  });
});

describe("the restore link, completion and the counter", () => {
  it("records the first click, redirects to the cart, counts the recovered order and its revenue", async () => {
    const { owner, variantId } = await shop();
    const email = unique("click");
    const { id, token } = await cart(owner.storeId, variantId, { email });
    await age(11 * HOUR, id);
    const start = new Date(h.clock.now().getTime() - 12 * HOUR);
    await sweep();
    const link = mailsTo(email)[0]!.secretLinks![0]!.replace("http://admin.test", h.origin);

    const first = await fetch(link, { redirect: "manual" });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(`/checkouts/${owner.storeId}/${token}`);
    const clickedAt = (await recoveryOf(id))[0]!.clickedAt;
    expect(clickedAt).toBeTruthy();
    await new Promise((r) => setTimeout(r, 5));
    expect((await fetch(link, { redirect: "manual" })).status).toBe(302);
    expect((await recoveryOf(id))[0]!.clickedAt).toBe(clickedAt);
    // Another store's id, a wrong token: nothing.
    const other = await shop();
    expect((await fetch(link.replace(owner.storeId, other.owner.storeId), { redirect: "manual" })).status).toBe(404);
    expect((await fetch(link.replace(token, "x".repeat(32)), { redirect: "manual" })).status).toBe(404);

    await h.request(checkoutEndpoints.update, { params: { storeId: owner.storeId, token }, body: { shippingAddress: ADDRESS } });
    await h.request(checkoutEndpoints.shippingLine, { params: { storeId: owner.storeId, token }, body: { code: "standard" } });
    const placed = await complete(h, owner.storeId, token);
    expect(placed.status).toBe(201);

    const query = {
      from_time: start.toISOString(),
      to_time: new Date(h.clock.now().getTime() + 1000).toISOString(),
      stores: owner.storeId,
      timezone: "Asia/Ho_Chi_Minh",
    };
    const counter = await h.request(reportEndpoints.abandonedCounter, { headers: owner.headers, query });
    expect(counter.status, JSON.stringify(counter.body)).toBe(200);
    expect(counter.body).toEqual({ emailSent: 1, emailClick: 1, completedOrder: 1, revenue: placed.body.order.totalPrice, total: 1 });

    // The list shows it recovered; the detail has its history.
    const list = await h.request(ae.list, { headers: owner.headers, query: { search: email } });
    expect(list.body.checkouts.map((c) => c.status)).toEqual(["recovered"]);
    const one = await h.request(ae.get, { headers: owner.headers, params: { id } });
    expect(one.body.checkout).toMatchObject({ status: "recovered", orderName: placed.body.order.name, email });
    expect(one.body.checkout.recovery[0]).toMatchObject({ channel: "email", step: 1 });
  });

  it("counts days in the asked time zone, over the stores listed, and refuses others' stores and bad input", async () => {
    const { owner, variantId } = await shop();
    const made = await cart(owner.storeId, variantId, { email: unique("tz") });
    await age(2 * HOUR, made.id);
    const createdAt = new Date(h.clock.now().getTime() - 2 * HOUR);
    const second = await h.owner(unique("second"));
    const q = (tz: string, day: string, stores = owner.storeId) => ({ from_time: day, to_time: day, stores, timezone: tz });
    for (const tz of ["Asia/Ho_Chi_Minh", "America/Los_Angeles"]) {
      const day = formatDate(createdAt, tz);
      const res = await h.request(reportEndpoints.abandonedCounter, { headers: owner.headers, query: q(tz, day) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.total).toBe(1);
      const [d, m, y] = day.split("-").map(Number);
      const nextDay = formatDate(Date.UTC(y!, m! - 1, d! + 1, 12), "UTC");
      expect((await h.request(reportEndpoints.abandonedCounter, { headers: owner.headers, query: q(tz, nextDay) })).body.total).toBe(0);
    }
    const day = formatDate(createdAt, "UTC");
    expect(
      (await h.request(reportEndpoints.abandonedCounter, { headers: owner.headers, query: q("UTC", day, `${owner.storeId},${second.storeId}`) })).status,
    ).toBe(403);
    expect((await h.request(reportEndpoints.abandonedCounter, { headers: owner.headers, query: q("Mars/Base", day) })).status).toBe(400);
    expect((await h.request(reportEndpoints.abandonedCounter, { headers: owner.headers, query: q("UTC", "31-02-2026") })).status).toBe(400);
    expect((await h.request(reportEndpoints.abandonedCounter, { headers: owner.headers, query: { ...q("UTC", day), stores: "nope" } })).status).toBe(400);
    expect((await h.request(reportEndpoints.abandonedCounter, { query: q("UTC", day) })).status).toBe(401);
    // A staff member without the orders scope still has the report scope (SPEC §6: always granted).
    const staff = await h.staff(owner.storeId, []);
    expect((await h.request(reportEndpoints.abandonedCounter, { headers: staff.headers, query: q("UTC", day) })).status).toBe(200);
  });
});

describe("the counter over several stores", () => {
  it("sums the caller's stores of one currency and refuses a mix of currencies", async () => {
    const { owner, variantId } = await shop();
    const second = await createStoreWithOwner(h.database.db, { name: "Second", domain: `second-${owner.userId.slice(0, 8)}.shop.test`, ownerId: owner.userId });
    const other = await product(h, { ...owner, storeId: second.id, headers: { ...owner.headers, "store-id": second.id } }, "Khăn", [
      { price: 100000, inventoryQuantity: 5 },
    ]);
    const a = await cart(owner.storeId, variantId, { email: unique("sum-a") });
    const b = await cart(second.id, other.variantIds[0]!, { email: unique("sum-b") });
    await age(2 * HOUR, a.id, b.id);
    const from = new Date(h.clock.now().getTime() - 3 * HOUR).toISOString();
    const to = new Date(h.clock.now().getTime() + 1000).toISOString();
    const both = { from_time: from, to_time: to, stores: `${owner.storeId},${second.id}`, timezone: "UTC" };
    const res = await h.request(reportEndpoints.abandonedCounter, { headers: owner.headers, query: both });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.total).toBe(2);
    await setLanguage(h, second.id, "en");
    const mixed = await h.request(reportEndpoints.abandonedCounter, { headers: owner.headers, query: both });
    expect(mixed.status).toBe(400);
    expect(mixed.error.errors?.stores).toBeTruthy();
  });

  it("moves the abandonment cut-off by ABANDONED_AFTER_MINUTES", () => {
    const now = new Date("2026-11-25T10:00:00Z");
    expect(cutoffOf(now).toISOString()).toBe("2026-11-25T09:00:00.000Z");
    expect(cutoffOf(now, 0).toISOString()).toBe(now.toISOString());
  });
});

describe("list, one checkout and send now", () => {
  it("lists by date range and search, scoped to the store, with the orders scope", async () => {
    const { owner, variantId } = await shop();
    const lan = unique("lan");
    const a = await cart(owner.storeId, variantId, { email: lan });
    await h.request(checkoutEndpoints.update, {
      params: { storeId: owner.storeId, token: a.token },
      body: { shippingAddress: { ...ADDRESS, firstName: "Thu" } },
    });
    const b = await cart(owner.storeId, variantId, { phone: "0909111222" });
    const fresh = await cart(owner.storeId, variantId, { email: unique("fresh") });
    await age(2 * HOUR, a.id, b.id, fresh.id);
    await cart(owner.storeId, variantId, { email: unique("too-new") }); // touched just now: not abandoned yet

    const all = await h.request(ae.list, { headers: owner.headers });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(new Set(all.body.checkouts.map((c) => c._id))).toEqual(new Set([a.id, b.id, fresh.id]));
    expect(all.body.checkouts[0]).toMatchObject({ status: "not_sent", sent: 0, currency: "VND", total: 500000 });
    expect((await h.request(ae.list, { headers: owner.headers, query: { search: "Thu Nguyễn" } })).body.checkouts.map((c) => c._id)).toEqual([a.id]);
    expect((await h.request(ae.list, { headers: owner.headers, query: { search: "0909111" } })).body.checkouts.map((c) => c._id)).toEqual([b.id]);
    // Days are the store's (a Vietnamese store's zone is Asia/Ho_Chi_Minh): another zone's "tomorrow" is this store's
    // today for hours every day, and the test failed in them.
    const zone = (await h.request(storeSettingsEndpoints.getGeneral, { headers: owner.headers })).body.settings.standardTimezone;
    const today = formatDate(h.clock.now(), zone);
    const tomorrow = formatDate(h.clock.now().getTime() + 36 * HOUR, zone);
    expect((await h.request(ae.list, { headers: owner.headers, query: { from: tomorrow } })).body.total).toBe(0);
    expect((await h.request(ae.list, { headers: owner.headers, query: { to: tomorrow } })).body.total).toBe(3);
    expect((await h.request(ae.list, { headers: owner.headers, query: { from: "2026-01-01" } })).status).toBe(400);
    expect((await h.request(ae.list, { headers: owner.headers, query: { from: "31-02-2026" } })).status).toBe(400);
    expect(today).toMatch(/^\d{2}-\d{2}-\d{4}$/);

    const one = await h.request(ae.get, { headers: owner.headers, params: { id: a.id } });
    expect(one.status).toBe(200);
    expect(one.body.checkout).toMatchObject({ customerName: "Thu Nguyễn", subtotal: 500000, total: 500000, status: "not_sent" });
    expect(one.body.checkout.lines[0]).toMatchObject({ title: "Áo dài", quantity: 2, price: 250000, linePrice: 500000 });

    const other = await shop();
    expect((await h.request(ae.get, { headers: other.owner.headers, params: { id: a.id } })).status).toBe(404);
    expect((await h.request(ae.list, { headers: other.owner.headers })).body.total).toBe(0);
    expect((await h.request(ae.get, { headers: owner.headers, params: { id: "not-an-id" } })).status).toBe(404);
    const staff = await h.staff(owner.storeId, ["products"]);
    expect((await h.request(ae.list, { headers: staff.headers })).status).toBe(403);
    const orders = await h.staff(owner.storeId, ["orders"]);
    expect((await h.request(ae.list, { headers: orders.headers })).status).toBe(200);
  });

  it("lists last touched newest first, and its date range is on the last touch (index checkouts_store_touched_idx)", async () => {
    const { owner, variantId } = await shop();
    const ids = await Promise.all(["early", "late", "old"].map(async (p) => (await cart(owner.storeId, variantId, { email: unique(p) })).id));
    const [early, late, old] = ids as [string, string, string];
    const touch = (id: string, createdHoursAgo: number, touchedHoursAgo: number) =>
      h.database.db
        .update(checkouts)
        .set({ createdAt: sql`now() - ${`${createdHoursAgo} hours`}::interval`, updatedAt: sql`now() - ${`${touchedHoursAgo} hours`}::interval` })
        .where(eq(checkouts.id, id));
    await touch(early, 3, 2); // started last, left two hours ago
    await touch(late, 80, 2.5); // started three days ago, came back and left later than `old` was started
    await touch(old, 79, 79);
    const listed = await h.request(ae.list, { headers: owner.headers });
    expect(listed.body.checkouts.map((c) => c._id)).toEqual([early, late, old]);
    const zone = (await h.request(storeSettingsEndpoints.getGeneral, { headers: owner.headers })).body.settings.standardTimezone;
    const leftToday = formatDate(h.clock.now().getTime() - 2.5 * HOUR, zone);
    const inRange = await h.request(ae.list, { headers: owner.headers, query: { from: leftToday } });
    expect(inRange.body.checkouts.map((c) => c._id)).toEqual([early, late]);
    // The list's index serves it (seq scans off: a table this small would otherwise be read whole).
    const plan = await h.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return (await tx.execute(sql`explain select id from checkouts where store_id = ${owner.storeId} order by updated_at desc, id desc limit 50`)).rows;
    });
    expect(JSON.stringify(plan)).toContain("checkouts_store_touched_idx");
  });

  it("sends the next e-mail now, once per key, even when the same form is posted twice at once", async () => {
    const { owner, variantId } = await shop();
    const email = unique("now");
    const { id } = await cart(owner.storeId, variantId, { email });
    const noEmail = await cart(owner.storeId, variantId, { phone: "0909333444" });
    await age(2 * HOUR, id, noEmail.id);
    const key = idempotencyKey();
    const send = (k: string, cid = id, channel = "email") =>
      h.request(ae.send, { headers: owner.headers, params: { id: cid }, body: { channel, idempotencyKey: k } });
    const [x, y] = await Promise.all([send(key), send(key)]);
    expect([x.status, y.status].sort()).toEqual([200, 201]);
    expect(x.body.entry).toMatchObject({ channel: "email", step: 1, key });
    expect(y.body.entry).toEqual(x.body.entry);
    expect(mailsTo(email)).toHaveLength(1);
    expect((await send(idempotencyKey())).body.entry.step).toBe(2);
    expect((await send(idempotencyKey())).body.entry.step).toBe(3);
    const fourth = await send(idempotencyKey());
    expect(fourth.status).toBe(409);
    expect((await send(key)).status).toBe(200); // the first form, posted again: still its answer
    expect(mailsTo(email)).toHaveLength(3);
    expect((await send(idempotencyKey(), noEmail.id)).status).toBe(400);
    expect((await send("bad", id)).status).toBe(400);
    const sms = await send(idempotencyKey(), noEmail.id, "sms");
    expect(sms.status).toBe(201);
    expect(await smsTo("0909333444")).toHaveLength(1);
    // The sweep then leaves e-mail 1 alone: it was sent.
    await age(9 * HOUR, id);
    await sweep();
    expect(mailsTo(email)).toHaveLength(3);
    const other = await shop();
    expect((await h.request(ae.send, { headers: other.owner.headers, params: { id }, body: { idempotencyKey: idempotencyKey() } })).status).toBe(404);
  });
});

describe("a send the provider refuses", () => {
  it("is marked failed, not counted as sent, tried again by a later sweep up to three times, and can be resent by staff", async () => {
    const { owner, variantId } = await shop();
    const start = h.clock.now();
    const failing = (error: string) =>
      sweepRecovery({
        db: h.database.db,
        clock: h.clock,
        log: () => {},
        instance: h.instance,
        mailer: {
          send: async () => {
            throw new Error(error);
          },
        },
        config: { publicUrl: "http://admin.test" },
      });
    const once = await cart(owner.storeId, variantId, { email: unique("flaky") });
    const never = await cart(owner.storeId, variantId, { email: unique("bounced") });
    await age(11 * HOUR, once.id, never.id); // e-mail 1 is due for both

    await failing("421 mail server busy");
    expect(await recoveryOf(once.id)).toEqual([
      expect.objectContaining({ channel: "email", step: 1, failedAt: expect.any(String), error: "421 mail server busy" }),
    ]);
    const query = { from_time: start.toISOString(), to_time: new Date(h.clock.now().getTime() + 1000).toISOString(), stores: owner.storeId, timezone: "UTC" };
    expect((await h.request(reportEndpoints.abandonedCounter, { headers: owner.headers, query })).body.emailSent).toBe(0);
    const listed = await h.request(ae.list, { headers: owner.headers, query: { search: "flaky" } });
    // "Sent N" counts delivered messages only; the step that could not be sent is counted apart.
    expect(listed.body.checkouts.map((c) => [c.status, c.sent, c.failed])).toEqual([["not_sent", 0, 1]]);

    // The next sweep tries the step again; the provider is back for one checkout.
    await h.database.db.update(checkouts).set({ email: "" }).where(eq(checkouts.id, never.id)); // keep it out of this sweep
    await sweep();
    const recovered = await recoveryOf(once.id);
    expect(recovered.map((e) => [e.step, !!e.failedAt])).toEqual([
      [1, true],
      [1, false],
    ]);
    expect((await h.request(reportEndpoints.abandonedCounter, { headers: owner.headers, query })).body.emailSent).toBe(1);
    const resent = await h.request(ae.list, { headers: owner.headers, query: { search: "flaky" } });
    expect(resent.body.checkouts.map((c) => [c.status, c.sent, c.failed])).toEqual([["sent", 1, 0]]);

    // Three refusals close the step: a fourth sweep sends nothing, and staff may still send it by hand.
    await h.database.db
      .update(checkouts)
      .set({ email: unique("bounced") })
      .where(eq(checkouts.id, never.id));
    await h.database.db
      .update(checkouts)
      .set({ updatedAt: sql`now() - interval '11 hours'` })
      .where(eq(checkouts.id, never.id));
    await failing("550 mailbox unavailable");
    await failing("550 mailbox unavailable");
    await failing("550 mailbox unavailable");
    const before = mailsTo((await h.database.db.select({ e: checkouts.email }).from(checkouts).where(eq(checkouts.id, never.id)))[0]!.e).length;
    await sweep();
    // The first refusal was the first sweep's; the third failing sweep and the working one try nothing more.
    expect((await recoveryOf(never.id)).map((e) => [e.step, e.error])).toEqual([
      [1, "421 mail server busy"],
      [1, "550 mailbox unavailable"],
      [1, "550 mailbox unavailable"],
    ]);
    const email = (await h.database.db.select({ e: checkouts.email }).from(checkouts).where(eq(checkouts.id, never.id)))[0]!.e;
    expect(mailsTo(email)).toHaveLength(before);
    const given = await h.request(ae.get, { headers: owner.headers, params: { id: never.id } });
    expect([given.body.checkout.sent, given.body.checkout.failed]).toEqual([0, 1]);
    const manual = await h.request(ae.send, { headers: owner.headers, params: { id: never.id }, body: { channel: "email", idempotencyKey: idempotencyKey() } });
    expect(manual.status, JSON.stringify(manual.body)).toBe(201);
    expect(manual.body.entry).toMatchObject({ step: 1 });
    expect(manual.body.entry.failedAt).toBeUndefined();
    expect(mailsTo(email)).toHaveLength(before + 1);
  });
});
