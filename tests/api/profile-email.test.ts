// POST /users/email (ADR 062): the new address gets a link, the account's e-mail changes only when it is opened (through
// POST /auth/verify, the page every mailed link opens), the old address is told; a wrong current password, the same
// address or one another account holds are refused by field; the mails are rate-limited like the other auth mails.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEndpoints as ae } from "../../domain/contracts/accounts";
import { authEndpoints as auth } from "../../domain/contracts/auth";
import { startHarness, type Harness } from "../helpers/harness";
import { bearer, freshEmail, signUpAndSignIn, tokenFromMail } from "./account-helpers";

let h: Harness;
let limited: Harness;
beforeAll(async () => {
  [h, limited] = await Promise.all([startHarness(), startHarness({ rateLimitMax: 4 })]);
});
afterAll(async () => {
  await Promise.all([h?.close(), limited?.close()]);
});

const changeEmail = (hh: Harness, token: string, body: Record<string, unknown>) => hh.request(ae.changeEmail, { headers: bearer(token), body });

describe("POST /users/email", () => {
  it("sends a link to the new address; the e-mail changes only when it is opened, and the old address gets a notice", async () => {
    const oldEmail = freshEmail("old");
    const newEmail = freshEmail("new");
    const user = await signUpAndSignIn(h, oldEmail);
    const asked = await changeEmail(h, user.token, { email: newEmail.toUpperCase(), currentPassword: "first-pass-123" });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    expect(asked.body.message).toBe("We sent a link to the new address. Your email changes when you open it.");

    // Nothing changed yet: the old address still signs in, the new one does not, and the profile says the old one.
    expect((await h.request(ae.info, { headers: bearer(user.token) })).body.email).toBe(oldEmail);
    expect((await h.request(auth.signIn, { body: { email: newEmail, password: "first-pass-123" } })).status).toBe(401);
    expect(h.mails.some((m) => m.to === oldEmail && /changed/i.test(m.subject))).toBe(false);

    const token = tokenFromMail(h, newEmail, /new email/i, "/auth/verify");
    expect((await h.request(auth.verify, { body: { token } })).status).toBe(200);
    const info = await h.request(ae.info, { headers: bearer(user.token) });
    expect(info.body.email).toBe(newEmail);
    expect(info.body.version).toBe(user.user.version + 1);
    expect((await h.request(auth.signIn, { body: { email: newEmail, password: "first-pass-123" } })).status).toBe(200);
    expect((await h.request(auth.signIn, { body: { email: oldEmail, password: "first-pass-123" } })).status).toBe(401);
    const notice = h.mails.find((m) => m.to === oldEmail && /was changed/i.test(m.subject));
    expect(notice?.text).toContain("[.]test");
    // The link works once.
    expect((await h.request(auth.verify, { body: { token } })).status).toBe(401);
  });

  it("refuses a wrong or missing current password, the same address, a bad one and one another account holds; nothing is sent", async () => {
    const email = freshEmail("me");
    const other = freshEmail("taken");
    const user = await signUpAndSignIn(h, email);
    await signUpAndSignIn(h, other);
    const sentBefore = h.mails.length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: freshEmail("x"), currentPassword: "wrong-password" }, "currentPassword", "Current password is incorrect"],
      [{ email: freshEmail("x"), currentPassword: "" }, "currentPassword", "Current password required"],
      [{ email: "not-an-email", currentPassword: "first-pass-123" }, "email", "This is required email"],
      [{ email: email.toUpperCase(), currentPassword: "first-pass-123" }, "email", "This is already your email"],
      [{ email: other, currentPassword: "first-pass-123" }, "email", "This email is already used by another account"],
    ];
    for (const [body, field, message] of cases) {
      const res = await changeEmail(h, user.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error.errors?.[field]?.[0], JSON.stringify(body)).toBe(message);
    }
    expect(h.mails.length).toBe(sentBefore);
    // A wrong password is a 400 on the field, never 401: the session stays.
    expect((await h.request(ae.info, { headers: bearer(user.token) })).status).toBe(200);
    expect((await h.request(ae.changeEmail, { body: { email: freshEmail("x"), currentPassword: "first-pass-123" } })).status).toBe(401);
  });

  it("does not change to an address another account took after the link was sent", async () => {
    const email = freshEmail("racer");
    const wanted = freshEmail("wanted");
    const user = await signUpAndSignIn(h, email);
    expect((await changeEmail(h, user.token, { email: wanted, currentPassword: "first-pass-123" })).status).toBe(202);
    const token = tokenFromMail(h, wanted, /new email/i, "/auth/verify");
    await signUpAndSignIn(h, wanted);
    expect((await h.request(auth.verify, { body: { token } })).status).toBe(401);
    expect((await h.request(ae.info, { headers: bearer(user.token) })).body.email).toBe(email);
  });

  it("is rate-limited like the other auth mails: a few links an hour to one address, then 429", async () => {
    const user = await signUpAndSignIn(limited, freshEmail("rl"));
    const target = freshEmail("target");
    // max 4 → 2 mails an hour to one address.
    for (let i = 0; i < 2; i++) expect((await changeEmail(limited, user.token, { email: target, currentPassword: "first-pass-123" })).status).toBe(202);
    const third = await changeEmail(limited, user.token, { email: target, currentPassword: "first-pass-123" });
    expect(third.status).toBe(429);
  });
});
