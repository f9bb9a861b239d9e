// Limits on whom a store writes to (ADR 040): anyone can make checkouts with someone else's e-mail or phone through the
// public storefront API. Per store, a recipient (however the address was typed) gets one recovery series at a time and
// nothing within 24 hours of a message for another checkout; a store sends at most RECOVERY_SMS_PER_DAY recovery SMS in
// 24 hours. A message a limit stops is recorded skipped, with the reason, and not counted as sent. Staff sending by hand
// choose to write to the buyer: only the SMS cap binds them. This file moves the harness's clock forward.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkouts } from "../../api/db/schema";
import type { Mail } from "../../api/deps";
import { sweepRecovery } from "../../api/modules/abandoned/recovery";
import { createSmsSender } from "../../api/sms";
import { DEFAULT_RECOVERY_SCHEDULE, type RecoverySchedule } from "../../domain/abandoned";
import { abandonedEndpoints as ae } from "../../domain/contracts/abandoned";
import { checkoutEndpoints } from "../../domain/contracts/checkout";
import { reportEndpoints } from "../../domain/contracts/reports";
import { startHarness, type Harness } from "../helpers/harness";
import { ADDRESS, complete, idempotencyKey, product } from "./checkout-helpers";

const HOUR = 3_600_000;
const SMS_PER_DAY = 2;
let h: Harness;
const mails: Mail[] = [];
const mailboxSms = (db: Harness["database"]["db"]) => createSmsSender(db, { outboxIsMailbox: true, log: () => {} });

beforeAll(async () => {
  h = await startHarness({ sms: mailboxSms, recoverySmsPerDay: SMS_PER_DAY });
});
afterAll(async () => {
  await h?.close();
});

const sweep = () =>
  sweepRecovery({
    db: h.database.db,
    clock: h.clock,
    log: () => {},
    instance: h.instance,
    mailer: { send: async (mail) => void mails.push(mail) },
    sms: mailboxSms(h.database.db),
    config: { publicUrl: "http://admin.test", recoverySmsPerDay: SMS_PER_DAY },
  });
/** To the minute after `hours` from now: steps are due on the hour. */
const advance = (hours: number) => h.clock.advance(hours * HOUR + 60_000);

/** A store with one product and this schedule; `headers` of someone with the orders scope, signed in now. */
async function shop(schedule: RecoverySchedule) {
  const owner = await h.owner();
  const { variantIds } = await product(h, owner, "Áo dài", [{ price: 250000, inventoryQuantity: 50 }]);
  expect((await h.request(ae.saveSettings, { headers: owner.headers, body: { settings: { schedule, version: 1 } } })).status).toBe(200);
  return { storeId: owner.storeId, variantId: variantIds[0]!, headers: async () => (await h.staff(owner.storeId, ["orders"])).headers };
}

async function cart(storeId: string, variantId: string, to: { email?: string; phone?: string }) {
  const res = await h.request(checkoutEndpoints.create, { params: { storeId }, body: { lines: [{ variantId, quantity: 1 }], ...to } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [row] = await h.database.db.select({ id: checkouts.id }).from(checkouts).where(eq(checkouts.token, res.body.checkout.token));
  return { id: row!.id, token: res.body.checkout.token };
}

const history = async (id: string) =>
  (await h.database.db.select({ r: checkouts.recovery }).from(checkouts).where(eq(checkouts.id, id)))[0]!.r.map(
    (e) => `${e.channel}-${e.step}${e.skipped ? ` skipped ${e.skipped}` : e.failedAt ? " failed" : ""}`,
  );

describe("one recipient, several checkouts", () => {
  it("gets one series at a time and nothing within 24 hours of the last message, per store; staff may still write", async () => {
    const schedule = structuredClone(DEFAULT_RECOVERY_SCHEDULE);
    schedule.email = [
      { enabled: true, delayHours: 1 },
      { enabled: true, delayHours: 48 },
      { enabled: true, delayHours: 96 },
    ];
    const s = await shop(schedule);
    const other = await shop(schedule);
    const name = `lan.${Date.now().toString(36)}`;
    const start = h.clock.now();

    const a = await cart(s.storeId, s.variantId, { email: `${name}+first@gmail.com` });
    advance(1);
    await sweep();
    expect(await history(a.id)).toEqual(["email-1"]);

    // Twenty hours later the same person (another spelling) leaves another cart: its message would come within 24 hours of A's.
    advance(19);
    const b1 = await cart(s.storeId, s.variantId, { email: `${name.replace(".", "")}@googlemail.com` });
    advance(1);
    await sweep();
    expect(await history(b1.id)).toEqual(["email-1 skipped recipient_recent"]);

    // Thirty hours in: A's last message is a day old, but A's series is still running (e-mail 2 at 48 hours). Another
    // store writes to the same person as it likes.
    advance(8);
    const b2 = await cart(s.storeId, s.variantId, { email: `${name.toUpperCase()}+again@gmail.com` });
    const c = await cart(other.storeId, other.variantId, { email: `${name}@gmail.com` });
    advance(1);
    await sweep();
    expect(await history(b2.id)).toEqual(["email-1 skipped recipient_series"]);
    expect(await history(c.id)).toEqual(["email-1"]);
    const b2Summary = (await h.request(ae.get, { headers: await s.headers(), params: { id: b2.id } })).body.checkout;
    expect([b2Summary.status, b2Summary.sent]).toEqual(["not_sent", 0]);
    expect(b2Summary.recovery[0]).toMatchObject({ skipped: "recipient_series" });

    // A is completed: its series is over. B1's e-mail 2 (due at 68 hours) goes; B2's, an hour later, waits a day.
    await h.request(checkoutEndpoints.update, { params: { storeId: s.storeId, token: a.token }, body: { shippingAddress: ADDRESS } });
    await h.request(checkoutEndpoints.shippingLine, { params: { storeId: s.storeId, token: a.token }, body: { code: "standard" } });
    expect((await complete(h, s.storeId, a.token)).status).toBe(201);
    advance(48);
    await sweep();
    expect(await history(b1.id)).toEqual(["email-1 skipped recipient_recent", "email-2"]);
    expect(await history(b2.id)).toEqual(["email-1 skipped recipient_series", "email-2 skipped recipient_recent"]);
    // Recovery mails to this person: the sweep's (its mailer) and staff's (the API's).
    const toThem = () =>
      [...mails, ...h.mails].filter((m) => m.secretLinks?.[0]?.includes("/recover") && (m.to.includes(name) || m.to.includes(name.replace(".", "")))).length;
    expect(toThem()).toBe(4); // A's e-mail 1; C's e-mails 1 and 2 (the other store); B1's e-mail 2

    // Staff choose to write to B2 by hand: the recipient limits are the sweep's, not theirs.
    const manual = await h.request(ae.send, {
      headers: await s.headers(),
      params: { id: b2.id },
      body: { channel: "email", idempotencyKey: idempotencyKey() },
    });
    expect(manual.status, JSON.stringify(manual.body)).toBe(201);
    expect(manual.body.entry).toMatchObject({ step: 1 });
    expect(manual.body.entry.skipped).toBeUndefined();
    expect(toThem()).toBe(5);

    // Skipped messages are not counted as sent.
    const query = { from_time: start.toISOString(), to_time: new Date(h.clock.now().getTime() + 1000).toISOString(), stores: s.storeId, timezone: "UTC" };
    expect((await h.request(reportEndpoints.abandonedCounter, { headers: await s.headers(), query })).body.emailSent).toBe(3); // A 1, B1 1, B2 by hand
  });
});

describe("the store's recovery SMS", () => {
  it(`are at most RECOVERY_SMS_PER_DAY (${SMS_PER_DAY} here) in 24 hours, by the sweep and by hand; other stores are not held`, async () => {
    const schedule = structuredClone(DEFAULT_RECOVERY_SCHEDULE);
    schedule.email.forEach((step) => (step.enabled = false));
    schedule.sms[0]!.enabled = true;
    const s = await shop(schedule);
    const other = await shop(schedule);
    const phone = (n: number) => `+8497${String(Date.now()).slice(-5)}${n}`;
    const carts = [];
    for (const n of [1, 2, 3]) carts.push(await cart(s.storeId, s.variantId, { phone: phone(n) }));
    const elsewhere = await cart(other.storeId, other.variantId, { phone: phone(4) });
    advance(1);
    await sweep();
    const histories = await Promise.all(carts.map((c) => history(c.id)));
    expect(histories.flat().sort()).toEqual(["sms-1", "sms-1", "sms-1 skipped sms_daily_cap"]);
    expect(await history(elsewhere.id)).toEqual(["sms-1"]);

    // Staff sending by hand are held by the cap too (an hour on, so the checkout is listed as abandoned).
    const late = await cart(s.storeId, s.variantId, { phone: phone(5) });
    advance(1);
    const byHand = await h.request(ae.send, {
      headers: await s.headers(),
      params: { id: late.id },
      body: { channel: "sms", idempotencyKey: idempotencyKey() },
    });
    expect(byHand.status, JSON.stringify(byHand.body)).toBe(201);
    expect(byHand.body.entry).toMatchObject({ channel: "sms", step: 1, skipped: "sms_daily_cap" });

    // A day on, the cap has room again.
    advance(24);
    const tomorrow = await cart(s.storeId, s.variantId, { phone: phone(6) });
    advance(1);
    await sweep();
    expect(await history(tomorrow.id)).toEqual(["sms-1"]);
  });
});
