// Billing (SPEC §7 Plans, §4 trial texts, §3 payment info; top-up ledger; ADR 058) on the real API over PGlite: every
// call with bad input, permissions and another store's ids; 409 on stale versions; a top-up key credits once, also
// when sent concurrently; the balance is the ledger's sum; a card's full number and CVC are never answered, stored or
// logged.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { billingEndpoints as be } from "../../domain/contracts/billing";
import { storeSettingsEndpoints as se } from "../../domain/contracts/store-settings";
import { createFakeBillingProvider } from "../../api/modules/billing/provider";
import { startHarness, type Harness } from "../helpers/harness";

const logs: unknown[] = [];
const provider = createFakeBillingProvider();
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ log: (entry) => void logs.push(entry), billing: provider });
});
afterAll(async () => {
  await h?.close();
});

const CARD = "4242 4242 4242 4242";
const CVC = "737";
const DAY = 24 * 60 * 60 * 1000;
let n = 0;
/** The billing screen is restricted (SPEC §2): operators are the operator domain's addresses. */
const operator = () => h.owner(`billing-${++n}-${Math.random().toString(36).slice(2, 7)}@backroom.dev`);
const card = (over: Record<string, unknown> = {}) => ({ cardHolder: "Nguyễn Văn Lan", cardNumber: CARD, expiry: "12/39", cvc: CVC, version: 1, ...over });
const saveCard = (headers: Record<string, string>, body: Record<string, unknown>) => h.request(be.savePaymentInfo, { headers, body: { paymentInfo: body } });
const topUp = (headers: Record<string, string>, amount: string, idempotencyKey: string) =>
  h.request(be.topUp, { headers, body: { topUp: { amount, idempotencyKey } } });
const key = () => `key-${Math.random().toString(36).slice(2, 12)}`;
const history = (headers: Record<string, string>, query: Record<string, number> = {}) => h.request(be.topUpHistory, { headers, query });

async function plans(headers: Record<string, string>) {
  return (await h.request(be.subscriptions, { headers })).body.subscriptions;
}

describe("plans and trial", () => {
  it("lists the seeded catalogue in the store's currency, one by ?id=, 404 for an unknown one", async () => {
    const owner = await h.owner();
    const res = await h.request(be.subscriptions, { headers: owner.headers });
    expect(res.status).toBe(200);
    const codes = res.body.subscriptions.map((s) => [s.code, s.status, s.plan.currency]);
    expect(codes).toEqual([
      ["basic", "ACTIVE", "VND"],
      ["pro", "ACTIVE", "VND"],
      ["advanced", "ACTIVE", "VND"],
      ["legacy", "INACTIVE", "VND"],
    ]);
    expect(res.body.subscriptions[0]!.plan.priceMinor).toBe(199_000);
    const pro = res.body.subscriptions[1]!;
    expect((await h.request(be.subscriptions, { headers: owner.headers, query: { id: pro._id } })).body.subscriptions).toEqual([pro]);
    expect((await h.request(be.subscriptions, { headers: owner.headers, query: { id: "00000000-0000-4000-8000-000000000000" } })).status).toBe(404);
    expect((await h.request(be.subscriptions, { headers: owner.headers, query: { id: "not-an-id" } })).status).toBe(404);
    // An English store reads the same plans in dollars.
    await h.request(se.saveGeneral, {
      headers: owner.headers,
      body: { name: "S", contactEmail: "s@shop.test", language: "en", standardTimezone: "UTC", version: 1 },
    });
    expect((await plans(owner.headers))[0]!.plan).toMatchObject({ priceMinor: 900, currency: "USD" });
  });

  it("a new store is on a 14-day trial from its creation; as time passes it expires, with SPEC §4's texts", async () => {
    const owner = await h.owner();
    const now = await h.request(be.trialTime, { headers: owner.headers });
    expect(now.status).toBe(200);
    expect(now.body.trial).toMatchObject({ status: "ACTIVE", diff: 14, dayLeft: "You have 14 days left in your trial" });
    expect((await h.request(be.currentSubscription, { headers: owner.headers })).body).toEqual({ subscription: null, version: 1 });
    // The trial runs from the store's creation (an existing store's too): a store made 10 days ago has 4 left, one made
    // 16.5 days ago ended 2.5 days ago, said as "3 days ago"; the API's clock is "now".
    const madeAgo = async (days: number) => {
      const at = new Date(h.clock.now().getTime() - days * DAY);
      await h.database.db.execute(sql`update stores set created_at = ${at.toISOString()} where id = ${owner.storeId}`);
      return (await h.request(be.trialTime, { headers: owner.headers })).body.trial;
    };
    expect(await madeAgo(10)).toMatchObject({ status: "ACTIVE", diff: 4, dayLeft: "You have 4 days left in your trial" });
    expect(await madeAgo(16.5)).toMatchObject({ status: "EXPIRED", diff: -3, dayLeft: "Your free trial expired 3 days ago" });
    // "Now" is the API's clock: moved on two days, a store made now has 12 left (a user signed in at the moved clock:
    // a token from before it would have expired).
    h.clock.advance(2 * DAY);
    const other = await h.owner();
    const later = (await h.request(be.trialTime, { headers: other.headers })).body.trial;
    h.clock.advance(-2 * DAY);
    expect(later).toMatchObject({ status: "ACTIVE", diff: 12, dayLeft: "You have 12 days left in your trial" });
  });

  it("choosing a plan needs a card on file, an ACTIVE plan other than the current one, and the current version", async () => {
    const owner = await operator();
    const [basic, pro, , legacy] = await plans(owner.headers);
    const choose = (body: Record<string, unknown>) => h.request(be.choosePlan, { headers: owner.headers, body: { subscription: body } });

    const noCard = await choose({ planId: pro!._id, version: 1 });
    expect(noCard.status).toBe(400);
    expect(noCard.error.errors.planId).toEqual(["Add a card in Billing before choosing a plan"]);
    expect((await saveCard(owner.headers, card())).status).toBe(200);

    const bad: [Record<string, unknown>, string, string][] = [
      [{ version: 1 }, "planId", "Plan required"],
      [{ planId: "", version: 1 }, "planId", "Plan required"],
      [{ planId: pro!._id }, "version", "Version required"],
      [{ planId: pro!._id, version: "x" }, "version", "Version required"],
      [{ planId: legacy!._id, version: 1 }, "planId", "This plan is no longer offered"],
      [{ planId: "00000000-0000-4000-8000-000000000000", version: 1 }, "planId", "This plan is no longer offered"],
    ];
    for (const [body, field, message] of bad) {
      const res = await choose(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error.errors[field]?.[0], JSON.stringify(body)).toBe(message);
    }

    const chosen = await choose({ planId: pro!._id, version: 1 });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body).toMatchObject({ subscription: { _id: pro!._id, code: "pro", status: "ACTIVE" }, version: 2 });
    expect((await h.request(be.currentSubscription, { headers: owner.headers })).body).toEqual(chosen.body);

    const same = await choose({ planId: pro!._id, version: 2 });
    expect(same.status).toBe(400);
    expect(same.error.errors.planId).toEqual(["This is already the store's plan"]);
    const stale = await choose({ planId: basic!._id, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.error.current).toMatchObject({ subscription: { code: "pro" }, version: 2 });
    expect((await choose({ planId: basic!._id, version: 2 })).body).toMatchObject({ subscription: { code: "basic" }, version: 3 });
  });
});

describe("payment info", () => {
  it("keeps brand, last four, expiry and holder; shows the number in groups of four; 409 on a stale version", async () => {
    const owner = await operator();
    expect((await h.request(be.getPaymentInfo, { headers: owner.headers })).body).toEqual({ paymentInfo: null, version: 1 });
    const saved = await saveCard(owner.headers, card({ cardNumber: "5555-5555-5555-4444", expiry: "3/39" }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.paymentInfo).toMatchObject({
      cardHolder: "Nguyễn Văn Lan",
      cardNumber: "•••• •••• •••• 4444",
      brand: "mastercard",
      last4: "4444",
      expMonth: 3,
      expYear: 2039,
      version: 2,
    });
    expect((await h.request(be.getPaymentInfo, { headers: owner.headers })).body).toEqual(saved.body);
    const stale = await saveCard(owner.headers, card({ version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.error.message).toBe("The payment info was changed by someone else since you opened it. Review it, then save again.");
    expect(stale.error.current).toMatchObject({ paymentInfo: { last4: "4444" }, version: 2 });
    expect((await saveCard(owner.headers, card({ version: 2 }))).body.paymentInfo).toMatchObject({ brand: "visa", last4: "4242", version: 3 });
  });

  it("refuses bad cards, past expiries and bad CVCs with field messages, and writes nothing", async () => {
    const owner = await operator();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ cardNumber: "4242 4242 4242 4241" }, "cardNumber", "Card number is not valid"],
      [{ cardNumber: "1234" }, "cardNumber", "Card number is not valid"],
      [{ cardNumber: "4242 abcd 4242 4242" }, "cardNumber", "Card number is not valid"],
      [{ cardNumber: "" }, "cardNumber", "Card number required"],
      [{ cardHolder: "  " }, "cardHolder", "Card holder required"],
      [{ expiry: "13/30" }, "expiry", "Expiry must be MM/YY"],
      [{ expiry: "2030-01" }, "expiry", "Expiry must be MM/YY"],
      [{ expiry: "01/20" }, "expiry", "The card has expired"],
      [{ cvc: "12" }, "cvc", "CVC must be 3 or 4 digits"],
      [{ cvc: "" }, "cvc", "CVC required"],
      [{ version: "abc" }, "version", "Version required"],
    ];
    for (const [change, field, message] of cases) {
      const res = await saveCard(owner.headers, card(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.error.errors[field]?.[0], JSON.stringify(change)).toBe(message);
      expect(JSON.stringify(res.body)).not.toContain("4242424242424241");
    }
    // The API's clock decides whether an expiry is past: a card good through this month expires when the month ends.
    const now = h.clock.now();
    const thisMonth = `${String(now.getUTCMonth() + 1).padStart(2, "0")}/${String(now.getUTCFullYear() % 100).padStart(2, "0")}`;
    expect((await saveCard((await operator()).headers, card({ expiry: thisMonth }))).status).toBe(200);
    h.clock.advance(32 * DAY);
    // A user signed in at the moved clock (a token from before it would have expired).
    const passed = await saveCard((await operator()).headers, card({ expiry: thisMonth }));
    h.clock.advance(-32 * DAY);
    expect(passed.status).toBe(400);
    expect(passed.error.errors.expiry).toEqual(["The card has expired"]);
    expect((await h.request(be.getPaymentInfo, { headers: owner.headers })).body).toEqual({ paymentInfo: null, version: 1 });
  });

  it("is the restricted billing screen's: members who are not operators get 404 on the card calls, staff without settings 403, no token 401", async () => {
    const owner = await h.owner();
    expect((await h.request(be.getPaymentInfo, { headers: owner.headers })).status).toBe(404);
    expect((await saveCard(owner.headers, card())).status).toBe(404);
    const op = await operator();
    const staff = await h.staff(op.storeId, ["orders"], `staff-${++n}@backroom.dev`);
    expect((await h.request(be.getPaymentInfo, { headers: staff.headers })).status).toBe(403);
    for (const endpoint of [be.subscriptions, be.currentSubscription, be.trialTime, be.topUpHistory]) {
      expect((await h.request(endpoint, { headers: staff.headers })).status, endpoint.path).toBe(403);
      expect((await h.request(endpoint, {})).status, endpoint.path).toBe(401);
    }
    expect((await topUp(staff.headers, "100000", key())).status).toBe(403);
    expect((await h.request(be.choosePlan, { headers: staff.headers, body: { planId: "x", version: 1 } })).status).toBe(403);
    const manager = await h.staff(op.storeId, ["settings"]);
    expect((await h.request(be.trialTime, { headers: manager.headers })).status).toBe(200);
  });

  it("is each store's own: another store's card, plan and ledger are never read or written", async () => {
    const a = await operator();
    const b = await operator();
    expect((await saveCard(a.headers, card())).status).toBe(200);
    expect((await topUp(a.headers, "100000", key())).status).toBe(201);
    const intoA = { ...b.headers, "store-id": a.storeId };
    expect((await h.request(be.getPaymentInfo, { headers: intoA })).status).toBe(404);
    expect((await saveCard(intoA, card({ version: 2 }))).status).toBe(404);
    expect((await history(intoA)).status).toBe(404);
    expect((await topUp(intoA, "100000", key())).status).toBe(404);
    expect((await h.request(be.trialTime, { headers: intoA })).status).toBe(404);
    // B has no card of its own: A's is not used for B's top-up or plan.
    expect((await h.request(be.getPaymentInfo, { headers: b.headers })).body.paymentInfo).toBeNull();
    const bTop = await topUp(b.headers, "100000", key());
    expect(bTop.status).toBe(400);
    expect(bTop.error.errors.amount).toEqual(["Add a card in Billing before choosing a plan"]);
    expect((await history(b.headers)).body).toMatchObject({ entries: [], total: 0, balanceMinor: 0 });
    expect((await history(a.headers)).body).toMatchObject({ total: 1, balanceMinor: 100_000 });
  });
});

describe("top-up ledger", () => {
  it("credits within bounds, refuses bad amounts and keys; the same key credits once; balance = the ledger's sum", async () => {
    const owner = await operator();
    await saveCard(owner.headers, card());
    const bad: [string, string, string][] = [
      ["", "amount", "Amount required"],
      ["abc", "amount", "Amount must be a number, 0 or more"],
      ["49.999", "amount", "The smallest top-up is 49.999 đ"],
      ["50.000.001", "amount", "The largest top-up is 50.000.000 đ"],
      ["30,5", "amount", "Write a whole number of đồng, like 30000 or 30.000"],
    ];
    for (const [amount, field, message] of bad) {
      const res = await topUp(owner.headers, amount, key());
      expect(res.status, amount).toBe(400);
      expect(res.error.errors[field]?.[0], amount).toBe(message === "The smallest top-up is 49.999 đ" ? "The smallest top-up is 50.000 đ" : message);
    }
    const noKey = await topUp(owner.headers, "100000", "");
    expect(noKey.status).toBe(400);
    expect(noKey.error.errors.idempotencyKey).toEqual(["The form is missing its top-up key: reload the page and try again"]);

    const k = key();
    const first = await topUp(owner.headers, "100.000", k);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      replayed: false,
      balanceMinor: 100_000,
      currency: "VND",
      entry: { amountMinor: 100_000, description: "visa •••• 4242" },
    });
    const again = await topUp(owner.headers, "100000", k);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ replayed: true, balanceMinor: 100_000, entry: { _id: first.body.entry._id } });
    const reused = await topUp(owner.headers, "200000", k);
    expect(reused.status).toBe(409);
    expect(reused.error.message).toBe("This top-up was already submitted with another amount");

    // Concurrent submissions of one form: one row, one charge.
    const k2 = key();
    const charges = provider.charges.length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => topUp(owner.headers, "250000", k2)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.entry._id)).size).toBe(1);
    expect(provider.charges.length - charges).toBe(1);

    await topUp(owner.headers, "75000", key());
    const page = await history(owner.headers);
    expect(page.body).toMatchObject({ total: 3, balanceMinor: 425_000, currency: "VND" });
    expect(page.body.entries.map((e) => e.amountMinor)).toEqual([75_000, 250_000, 100_000]);
    const [{ sum }] = (await h.database.db.execute(sql`select coalesce(sum(amount_minor),0)::int as sum from billing_ledger where store_id = ${owner.storeId}`))
      .rows as {
      sum: number;
    }[];
    expect(page.body.balanceMinor).toBe(Number(sum));
    expect((await history(owner.headers, { page: 2, limit: 2 })).body.entries.map((e) => e.amountMinor)).toEqual([100_000]);
    expect((await history(owner.headers, { page: 0 })).status).toBe(400);
    expect((await history(owner.headers, { limit: 201 })).status).toBe(400);
  });

  it("a declined card credits nothing", async () => {
    const owner = await operator();
    await saveCard(owner.headers, card({ cardNumber: "4000 0000 0000 0002" }));
    const res = await topUp(owner.headers, "100000", key());
    expect(res.status).toBe(400);
    expect(res.error.errors.amount).toEqual(["The card was declined"]);
    expect((await history(owner.headers)).body).toMatchObject({ total: 0, balanceMinor: 0 });
  });
});

describe("the card's number and CVC", () => {
  it("never appear in any answer, any table (the outbox included) or the log", async () => {
    const owner = await operator();
    const number = "4111111111111111";
    const cvc = "9182";
    const answers: unknown[] = [];
    answers.push((await saveCard(owner.headers, card({ cardNumber: "4111 1111 1111 1111", cvc }))).body);
    answers.push((await saveCard(owner.headers, card({ cardNumber: "4111 1111 1111 1111", cvc, version: 1 }))).body);
    answers.push((await saveCard(owner.headers, card({ cardNumber: "4111 1111 1111 1111", cvc, expiry: "01/20", version: 2 }))).body);
    answers.push((await h.request(be.getPaymentInfo, { headers: owner.headers })).body);
    answers.push((await topUp(owner.headers, "100000", key())).body);
    answers.push((await history(owner.headers)).body);
    const [pro] = (await plans(owner.headers)).slice(1);
    answers.push((await h.request(be.choosePlan, { headers: owner.headers, body: { planId: pro!._id, version: 1 } })).body);
    const text = JSON.stringify(answers);
    expect(text).toContain("1111");
    expect(text).not.toContain(number);
    expect(text).not.toContain(cvc);

    // Every row of every table, as text.
    const tables = (await h.database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`)).rows as {
      table_name: string;
    }[];
    let dump = "";
    for (const { table_name } of tables) {
      const rows = (await h.database.db.execute(sql.raw(`select row_to_json(t)::text as j from "${table_name}" t`))).rows as { j: string }[];
      dump += rows.map((r) => r.j).join("\n");
    }
    expect(dump).toContain('"last4":"1111"');
    expect(dump.replace(/\s|-/g, "")).not.toContain(number);
    expect(JSON.stringify(logs)).not.toContain(number);
    expect(JSON.stringify(h.mails)).not.toContain(number);
  });
});
