// Recovery SMS (ADR 040): every SMS is recorded in the outbox like mail, whichever provider sends it: marked sent, or
// failed with the provider's message (and then the recovery entry is failed too). The copy never keeps the restore link
// (ADR 019), unless the outbox is the mailbox (a demo start without a provider). GET /outbox names each row's channel.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkouts, outbox } from "../../api/db/schema";
import type { Db } from "../../api/db/client";
import { sweepRecovery } from "../../api/modules/abandoned/recovery";
import { LINK_REMOVED } from "../../api/modules/outbox/redact";
import { createSmsSender, NOT_DELIVERED_NO_PROVIDER, type SmsProvider, type SmsSender } from "../../api/sms";
import { DEFAULT_RECOVERY_SCHEDULE } from "../../domain/abandoned";
import { accountEndpoints } from "../../domain/contracts/accounts";
import { abandonedEndpoints as ae } from "../../domain/contracts/abandoned";
import { checkoutEndpoints } from "../../domain/contracts/checkout";
import { startHarness, type Harness } from "../helpers/harness";
import { idempotencyKey, product, type Owner } from "./checkout-helpers";

let h: Harness;
const delivered: { to: string; text: string }[] = [];
let refusal: string | null = null;
/** A provider as a real one behaves: takes the message, or throws with its own message. */
const provider: SmsProvider = {
  name: "test-provider",
  async send(sms) {
    if (refusal) throw new Error(refusal);
    delivered.push(sms);
  },
};
const withProvider = (db: Db) => createSmsSender(db, { provider, log: () => {} });

beforeAll(async () => {
  h = await startHarness({ sms: withProvider, operatorEmails: ["ops@example.com"] });
});
afterAll(async () => {
  await h?.close();
});

let n = 0;
const phone = () => `+8491${String(Date.now()).slice(-6)}${++n}`;
const copiesTo = (to: string) => h.database.db.select().from(outbox).where(eq(outbox.to, to));
const recoveryOf = async (id: string) => (await h.database.db.select({ r: checkouts.recovery }).from(checkouts).where(eq(checkouts.id, id)))[0]!.r;

async function smsShop(): Promise<{ owner: Owner; variantId: string }> {
  const owner = await h.owner();
  const { variantIds } = await product(h, owner, "Áo dài", [{ price: 250000, inventoryQuantity: 10 }]);
  const schedule = structuredClone(DEFAULT_RECOVERY_SCHEDULE);
  schedule.sms[0]!.enabled = true;
  const saved = await h.request(ae.saveSettings, { headers: owner.headers, body: { settings: { schedule, version: 1 } } });
  expect(saved.status).toBe(200);
  return { owner, variantId: variantIds[0]! };
}

/** A checkout with a phone, left two hours ago (SMS 1 is due). */
async function leftCart(storeId: string, variantId: string, to: string) {
  const res = await h.request(checkoutEndpoints.create, { params: { storeId }, body: { lines: [{ variantId, quantity: 1 }], phone: to } });
  expect(res.status).toBe(201);
  const [row] = await h.database.db.select({ id: checkouts.id }).from(checkouts).where(eq(checkouts.token, res.body.checkout.token));
  await h.database.db
    .update(checkouts)
    .set({ updatedAt: sql`${checkouts.updatedAt} - interval '2 hours'`, createdAt: sql`${checkouts.createdAt} - interval '2 hours'` })
    .where(eq(checkouts.id, row!.id));
  return { id: row!.id, token: res.body.checkout.token };
}

const sweepWith = (sms: SmsSender) =>
  sweepRecovery({
    db: h.database.db,
    clock: h.clock,
    log: () => {},
    instance: h.instance,
    mailer: { send: async () => {} },
    sms,
    config: { publicUrl: "http://admin.test" },
  });

describe("a real SMS provider", () => {
  it("gets the whole message; the outbox records it as sent, without the restore link", async () => {
    const { owner, variantId } = await smsShop();
    const to = phone();
    const { id, token } = await leftCart(owner.storeId, variantId, to);
    expect(await sweepWith(withProvider(h.database.db))).toBeGreaterThanOrEqual(1);
    const link = `/api/storefront/${owner.storeId}/checkouts/${token}/recover?step=sms-1`;
    expect(delivered.find((d) => d.to === to)?.text).toContain(link);
    const [copy] = await copiesTo(to);
    expect(copy).toMatchObject({ channel: "sms", status: "sent", error: null });
    expect(copy!.text).toContain(LINK_REMOVED);
    expect(copy!.text).not.toContain(token);
    expect((await recoveryOf(id)).map((e) => [e.channel, e.step, e.failedAt])).toEqual([["sms", 1, undefined]]);

    // The operators' outbox names the channel of each row.
    const ops = await h.owner("ops@example.com");
    const read = await h.request(accountEndpoints.outbox, { headers: ops.headers, query: { to } });
    expect(read.status).toBe(200);
    expect(read.body.mails.map((m) => [m.channel, m.status])).toEqual([["sms", "sent"]]);
  });

  it("that refuses: the outbox copy and the recovery entry are failed with the provider's message", async () => {
    const { owner, variantId } = await smsShop();
    const to = phone();
    const { id } = await leftCart(owner.storeId, variantId, to);
    refusal = "21211 Invalid 'To' phone number";
    try {
      const sent = await h.request(ae.send, { headers: owner.headers, params: { id }, body: { channel: "sms", idempotencyKey: idempotencyKey() } });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      expect(sent.body.entry).toMatchObject({ channel: "sms", step: 1, failedAt: expect.any(String), error: refusal });
    } finally {
      refusal = null;
    }
    const [copy] = await copiesTo(to);
    expect(copy).toMatchObject({ channel: "sms", status: "failed", error: "21211 Invalid 'To' phone number" });
    expect(copy!.text).toContain(LINK_REMOVED);
    expect((await recoveryOf(id))[0]).toMatchObject({ failedAt: expect.any(String) });
  });
});

describe("no SMS provider", () => {
  it("outside a demo: the outbox keeps the SMS undelivered and without its link, and the entry is failed, not sent", async () => {
    const { owner, variantId } = await smsShop();
    const to = phone();
    const { id, token } = await leftCart(owner.storeId, variantId, to);
    await sweepWith(createSmsSender(h.database.db, { log: () => {} }));
    const [copy] = await copiesTo(to);
    expect(copy).toMatchObject({ channel: "sms", status: "undelivered" });
    expect(copy!.text).not.toContain(token);
    expect((await recoveryOf(id))[0]).toMatchObject({ channel: "sms", step: 1, error: NOT_DELIVERED_NO_PROVIDER });
  });

  it("in a demo start: the outbox is the mailbox, the SMS is kept whole", async () => {
    const { owner, variantId } = await smsShop();
    const to = phone();
    const { id, token } = await leftCart(owner.storeId, variantId, to);
    await sweepWith(createSmsSender(h.database.db, { outboxIsMailbox: true, log: () => {} }));
    const [copy] = await copiesTo(to);
    expect(copy).toMatchObject({ channel: "sms", status: "stored" });
    expect(copy!.text).toContain(token);
    expect((await recoveryOf(id))[0]!.failedAt).toBeUndefined();
  });
});
