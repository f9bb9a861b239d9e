import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxReads } from "../../api/db/schema";
import { NO_SMTP_WARNING, createMailer } from "../../api/mailer";
import { startHarness, type Harness } from "../helpers/harness";
import { freshEmail, tokenFromMail } from "./account-helpers";

type Sent = { envelope: unknown; message: string };
const logs: Array<Record<string, unknown>> = [];
const log = (e: Record<string, unknown>) => void logs.push(e);

/** Signs up `email`, then reads the outbox as an operator: the mail the recipient got and the copy the operator sees. */
async function signUpAndReadOutbox(h: Harness, operatorHeaders: Record<string, string>) {
  const email = freshEmail("lan");
  expect((await h.call("POST", "/auth/signup", { body: { email, password: "sturdy-pass-42" } })).status).toBe(201);
  const token = tokenFromMail(h, email, /verify/i, "/auth/verify");
  const res = await h.call("GET", `/outbox?to=${encodeURIComponent(email)}`, { headers: operatorHeaders });
  expect(res.status).toBe(200);
  expect(res.body.mails).toHaveLength(1);
  return { email, token, copy: res.body.mails[0] as { text: string; status: string } };
}

describe("a start without SMTP and without --demo: nothing is delivered, the outbox keeps copies without links", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ operatorEmails: ["ops@backroom.dev"], mailer: (db) => createMailer(db, { smtpUrl: null, from: "x@y.test", log }) });
  });
  afterAll(() => h.close());

  it("warns at start, and an operator cannot take a verify or reset link out of the outbox", async () => {
    expect(logs).toContainEqual({ level: "warn", msg: NO_SMTP_WARNING });
    const operator = await h.owner("ops@backroom.dev");
    const { email, token, copy } = await signUpAndReadOutbox(h, operator.headers);
    expect(copy.status).toBe("undelivered");
    expect(copy.text).toContain("[link removed");
    expect(copy.text).not.toContain(token);
    expect(copy.text).not.toMatch(/token=/);

    await h.call("POST", "/auth/verify", { body: { token } });
    await h.call("POST", "/auth/forgot-password", { body: { email } });
    const resetToken = tokenFromMail(h, email, /reset/i, "/auth/reset-password");
    const all = await h.call("GET", "/outbox", { headers: operator.headers });
    const stored = JSON.stringify(all.body.mails);
    expect(stored).not.toContain(resetToken);
    const rows = await h.database.db.execute<{ text: string; html: string }>("select text, html from outbox");
    expect(JSON.stringify(rows.rows)).not.toContain(resetToken);
    expect(JSON.stringify(rows.rows)).not.toContain(token);
  });
});

describe("with SMTP: the mail is sent with its link, the outbox copy has none", () => {
  let h: Harness;
  const sent: Sent[] = [];
  beforeAll(async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const real = transport.sendMail.bind(transport);
    transport.sendMail = (async (m: Parameters<typeof real>[0]) => {
      const info = await real(m);
      sent.push(info as unknown as Sent);
      return info;
    }) as typeof transport.sendMail;
    h = await startHarness({ operatorEmails: ["ops@backroom.dev"], mailer: (db) => createMailer(db, { smtpUrl: null, from: "x@y.test", log, transport }) });
  });
  afterAll(() => h.close());

  it("sends the live link by SMTP and stores the copy redacted, marked sent", async () => {
    const operator = await h.owner("ops@backroom.dev");
    const { token, copy } = await signUpAndReadOutbox(h, operator.headers);
    expect(sent.at(-1)?.message).toContain(encodeURIComponent(token));
    expect(copy.status).toBe("sent");
    expect(copy.text).not.toContain(token);
    expect(copy.text).toContain("[link removed");
  });
});

describe("a demo start without SMTP: the outbox is the laptop's mailbox", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({
      operatorEmails: ["ops@backroom.dev"],
      mailer: (db) => createMailer(db, { smtpUrl: null, from: "x@y.test", log, outboxIsMailbox: true }),
    });
  });
  afterAll(() => h.close());

  it("keeps the whole mail, links included, so sign-up works on a laptop", async () => {
    const operator = await h.owner("ops@backroom.dev");
    const { token, copy } = await signUpAndReadOutbox(h, operator.headers);
    expect(copy.status).toBe("stored");
    expect(copy.text).toContain(`token=${encodeURIComponent(token)}`);
  });

  it("records who read the outbox, with the filter and how many mails it returned, and lists the latest reads", async () => {
    const operator = await h.owner("reader@backroom.dev");
    const owner = await h.owner();
    expect((await h.call("GET", "/outbox", { headers: owner.headers })).status).toBe(404);
    const before = (await h.database.db.select().from(outboxReads)).length;

    const res = await h.call("GET", "/outbox?to=Nobody@Shop.test", { headers: operator.headers });
    const rows = await h.database.db.select().from(outboxReads);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ readerId: operator.userId, readerEmail: "reader@backroom.dev", filter: "nobody@shop.test", count: 0 });
    expect(res.body.reads[0]).toMatchObject({ readerEmail: "reader@backroom.dev", filter: "nobody@shop.test", count: 0 });
    expect(rows.some((r) => r.readerId === owner.userId)).toBe(false);
  });
});
