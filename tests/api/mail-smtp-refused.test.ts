// A real mail server (SMTP_URL) that refuses every recipient (550): the mailer reports the refusal to its caller. A
// recovery e-mail is then marked failed with the server's answer and not counted as sent; sign-up, password reset,
// invitations and order mails still answer the user as before (SMTP being down must not fail their request), and every
// refused mail's outbox copy is marked failed with the server's message (ADR 004, 040).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkouts, outbox } from "../../api/db/schema";
import { createMailer } from "../../api/mailer";
import { sweepRecovery } from "../../api/modules/abandoned/recovery";
import { abandonedEndpoints as ae } from "../../domain/contracts/abandoned";
import { checkoutEndpoints } from "../../domain/contracts/checkout";
import { reportEndpoints } from "../../domain/contracts/reports";
import { startHarness, type Harness } from "../helpers/harness";
import { REFUSAL, startRefusingSmtpServer, type RefusingSmtpServer } from "../helpers/smtp-server";
import { freshEmail } from "./account-helpers";
import { complete, idempotencyKey, product, readyCheckout } from "./checkout-helpers";

let h: Harness;
let smtp: RefusingSmtpServer;
const logs: Array<Record<string, unknown>> = [];
const log = (e: Record<string, unknown>) => void logs.push(e);
const mailerOn = (db: Harness["database"]["db"]) => createMailer(db, { smtpUrl: smtp.url, from: "shop@backroom.test", log });

beforeAll(async () => {
  smtp = await startRefusingSmtpServer();
  h = await startHarness({ mailer: mailerOn });
});
afterAll(async () => {
  await h?.close();
  await smtp?.close();
});

const copiesTo = (to: string) => h.database.db.select().from(outbox).where(eq(outbox.to, to));

describe("the mailer with a mail server that refuses", () => {
  it("reports the refusal in its receipt and marks the outbox copy failed with the server's answer", async () => {
    const to = freshEmail("nobody");
    const receipt = await mailerOn(h.database.db).send({ to, subject: "Hello", text: "Hi" });
    expect(receipt).toMatchObject({ status: "failed", error: expect.stringContaining(REFUSAL) });
    expect(smtp.recipients).toContain(to);
    const [copy] = await copiesTo(to);
    expect(copy).toMatchObject({ status: "failed", error: expect.stringContaining("550") });
  });

  it("keeps sign-up, reset, invitations and order mails answering the user, each copy marked failed", async () => {
    const email = freshEmail("lan");
    expect((await h.call("POST", "/auth/signup", { body: { email, password: "sturdy-pass-42" } })).status).toBe(201);
    expect((await h.call("POST", "/auth/forgot-password", { body: { email } })).status).toBe(200);
    const owner = await h.owner();
    const invitee = freshEmail("invitee");
    const invited = await h.call("POST", "/auth/invite", { headers: owner.headers, body: { email: invitee, role: "staff", scopes: [] } });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const { variantIds } = await product(h, owner, "Nón lá", [{ price: 90000, inventoryQuantity: 5 }]);
    const buyer = freshEmail("buyer");
    const { token } = await readyCheckout(h, owner.storeId, [{ variantId: variantIds[0]!, quantity: 1 }], { email: buyer });
    expect((await complete(h, owner.storeId, token)).status).toBe(201);
    for (const to of [email, invitee, buyer]) {
      await expect.poll(async () => (await copiesTo(to)).map((c) => c.status)).toContain("failed");
      expect((await copiesTo(to)).every((c) => c.status === "failed" && c.error?.includes("550"))).toBe(true);
    }
  });
});

describe("a recovery e-mail the mail server refuses", () => {
  it("is marked failed with the server's answer, by the sweep and by send now, and is not counted as sent", async () => {
    const owner = await h.owner();
    const { variantIds } = await product(h, owner, "Áo dài", [{ price: 250000, inventoryQuantity: 10 }]);
    const start = h.clock.now();
    const email = freshEmail("left");
    const created = await h.request(checkoutEndpoints.create, {
      params: { storeId: owner.storeId },
      body: { lines: [{ variantId: variantIds[0]!, quantity: 1 }], email },
    });
    expect(created.status).toBe(201);
    const [row] = await h.database.db.select({ id: checkouts.id }).from(checkouts).where(eq(checkouts.token, created.body.checkout.token));
    const id = row!.id;
    await h.database.db
      .update(checkouts)
      .set({ updatedAt: sql`${checkouts.updatedAt} - interval '11 hours'`, createdAt: sql`${checkouts.createdAt} - interval '11 hours'` })
      .where(eq(checkouts.id, id));

    const sent = await sweepRecovery({
      db: h.database.db,
      clock: h.clock,
      log,
      instance: h.instance,
      mailer: mailerOn(h.database.db),
      config: { publicUrl: "http://admin.test" },
    });
    expect(sent).toBe(0);
    const [after] = await h.database.db.select({ recovery: checkouts.recovery }).from(checkouts).where(eq(checkouts.id, id));
    expect(after!.recovery).toEqual([
      expect.objectContaining({ channel: "email", step: 1, failedAt: expect.any(String), error: expect.stringContaining("550") }),
    ]);

    const manual = await h.request(ae.send, { headers: owner.headers, params: { id }, body: { channel: "email", idempotencyKey: idempotencyKey() } });
    expect(manual.status, JSON.stringify(manual.body)).toBe(201);
    expect(manual.body.entry).toMatchObject({ step: 1, failedAt: expect.any(String), error: expect.stringContaining("550") });

    const query = { from_time: start.toISOString(), to_time: new Date(h.clock.now().getTime() + 1000).toISOString(), stores: owner.storeId, timezone: "UTC" };
    expect((await h.request(reportEndpoints.abandonedCounter, { headers: owner.headers, query })).body.emailSent).toBe(0);
    const listed = await h.request(ae.list, { headers: owner.headers, query: { search: email } });
    expect(listed.body.checkouts.map((c) => c.status)).toEqual(["not_sent"]);
    expect((await copiesTo(email)).map((c) => c.status)).toEqual(["failed", "failed"]);
  });
});
