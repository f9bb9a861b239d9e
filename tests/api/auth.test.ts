import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authTokens, emailTokens } from "../../api/db/schema";
import { accountEndpoints as accounts } from "../../domain/contracts/accounts";
import { authEndpoints as auth } from "../../domain/contracts/auth";
import { startHarness, type Harness } from "../helpers/harness";
import { bearer, freshEmail, signUpAndSignIn, tokenFromMail } from "./account-helpers";

const HOUR = 60 * 60 * 1000;
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe("sign-up, verification and sign-in", () => {
  it("signs up, verifies through the mailed link, then signs in", async () => {
    const email = freshEmail("new");
    const signUp = await h.request(auth.signUp, { body: { email, password: "first-pass-123", name: "Lan" } });
    expect(signUp.status).toBe(201);
    expect(signUp.body.message).toMatch(/verify/i);

    // Not verified yet: the right password gets 403, so the user learns what to do.
    const early = await h.request(auth.signIn, { body: { email, password: "first-pass-123" } });
    expect(early.status).toBe(403);
    expect(early.error.message).toBe("Please verify your email before signing in");

    const token = tokenFromMail(h, email, /verify/i, "/auth/verify");
    expect((await h.request(auth.verify, { body: { token } })).status).toBe(200);
    // Single use.
    expect((await h.request(auth.verify, { body: { token } })).status).toBe(401);

    const signIn = await h.request(auth.signIn, { body: { email: email.toUpperCase(), password: "first-pass-123" } });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ user: { email, name: "Lan", isOperator: false, scopes: [], isStoreOwner: false } });
    expect(typeof signIn.body.token).toBe("string");
    expect(typeof signIn.body.refreshToken).toBe("string");
    expect(new Date(signIn.body.expiresAt).getTime() - h.clock.now().getTime()).toBeGreaterThan(0.9 * HOUR);

    const info = await h.request(accounts.info, { headers: bearer(signIn.body.token) });
    expect(info.status).toBe(200);
    expect(info.body.email).toBe(email);
  });

  it("answers a second sign-up for a taken address exactly like the first, without touching the account", async () => {
    const email = freshEmail("taken");
    await signUpAndSignIn(h, email, "first-pass-123");
    const fresh = await h.request(auth.signUp, { body: { email: freshEmail("other"), password: "whatever-pass-123" } });
    const again = await h.request(auth.signUp, { body: { email, password: "attacker-pass-1" } });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(fresh.body);
    expect(h.mails.at(-1)).toMatchObject({ to: email, subject: expect.stringMatching(/tried to sign up/i) });
    expect(h.mails.at(-1)?.text).not.toMatch(/token=/);
    expect((await h.request(auth.signIn, { body: { email, password: "attacker-pass-1" } })).status).toBe(401);
    expect((await h.request(auth.signIn, { body: { email, password: "first-pass-123" } })).status).toBe(200);
  });

  it("gives a wrong password and an unknown e-mail the same 401 answer", async () => {
    const email = freshEmail("known");
    await signUpAndSignIn(h, email);
    const wrong = await h.request(auth.signIn, { body: { email, password: "not-the-password" } });
    const unknown = await h.request(auth.signIn, { body: { email: freshEmail("nobody"), password: "not-the-password" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.error).toEqual(unknown.error);
    expect(wrong.error.message).toBe("Email or password is incorrect");
  });

  it("does not reveal an unverified account to someone without its password", async () => {
    const email = freshEmail("unverified");
    await h.request(auth.signUp, { body: { email, password: "first-pass-123" } });
    const res = await h.request(auth.signIn, { body: { email, password: "wrong-pass-123" } });
    expect(res.status).toBe(401);
  });

  it("refuses a verify link after 48 hours", async () => {
    const email = freshEmail("late");
    await h.request(auth.signUp, { body: { email, password: "first-pass-123" } });
    const token = tokenFromMail(h, email, /verify/i, "/auth/verify");
    h.clock.advance(49 * HOUR);
    const res = await h.request(auth.verify, { body: { token } });
    expect(res.status).toBe(401);
    expect(res.error.message).toBe("This link is invalid or has expired");
  });
});

describe("sessions", () => {
  it("refreshes into the same family; sign-out revokes the access token, the refreshed one and the refresh token", async () => {
    const session = await signUpAndSignIn(h, freshEmail("session"));
    const refreshed = await h.request(auth.refresh, { body: { refreshToken: session.refreshToken } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.token).not.toBe(session.token);
    expect((await h.request(accounts.info, { headers: bearer(refreshed.body.token) })).status).toBe(200);

    const out = await h.request(auth.signOut, { headers: bearer(session.token), body: { refreshToken: session.refreshToken } });
    expect(out.status).toBe(200);
    expect((await h.request(accounts.info, { headers: bearer(session.token) })).status).toBe(401);
    expect((await h.request(accounts.info, { headers: bearer(refreshed.body.token) })).status).toBe(401);
    expect((await h.request(auth.refresh, { body: { refreshToken: session.refreshToken } })).status).toBe(401);
  });

  it("sign-out without a refresh token still revokes the whole family", async () => {
    const session = await signUpAndSignIn(h, freshEmail("family"));
    expect((await h.request(auth.signOut, { headers: bearer(session.token) })).status).toBe(200);
    expect((await h.request(auth.refresh, { body: { refreshToken: session.refreshToken } })).status).toBe(401);
    expect((await h.request(auth.signOut, { headers: bearer(session.token) })).status).toBe(401);
  });

  it("sign-out by the refresh token alone revokes its family once the access token has expired (an idle session, ADR 020)", async () => {
    const session = await signUpAndSignIn(h, freshEmail("idle"));
    h.clock.advance(HOUR + 60_000);
    expect((await h.request(accounts.info, { headers: bearer(session.token) })).status).toBe(401);
    const out = await h.request(auth.signOut, { headers: bearer(session.token), body: { refreshToken: session.refreshToken } });
    expect(out.status).toBe(200);
    expect((await h.request(auth.refresh, { body: { refreshToken: session.refreshToken } })).status).toBe(401);
    // Nothing live to present: refused.
    expect((await h.request(auth.signOut, { body: { refreshToken: session.refreshToken } })).status).toBe(401);
    expect((await h.request(auth.signOut, { body: {} })).status).toBe(401);
  });

  it("expires access tokens after an hour and refresh tokens after 30 days", async () => {
    const session = await signUpAndSignIn(h, freshEmail("clock"));
    h.clock.advance(HOUR + 60_000);
    const expired = await h.request(accounts.info, { headers: bearer(session.token) });
    expect(expired.status).toBe(401);

    const refreshed = await h.request(auth.refresh, { body: { refreshToken: session.refreshToken } });
    expect(refreshed.status).toBe(200);
    expect((await h.request(accounts.info, { headers: bearer(refreshed.body.token) })).status).toBe(200);

    h.clock.advance(30 * 24 * HOUR);
    expect((await h.request(auth.refresh, { body: { refreshToken: session.refreshToken } })).status).toBe(401);
  });

  it("keeps only hashes of tokens in the database", async () => {
    const session = await signUpAndSignIn(h, freshEmail("hashed"));
    const stored = (await h.database.db.select({ hash: authTokens.tokenHash }).from(authTokens)).map((r) => r.hash);
    const emailStored = (await h.database.db.select({ hash: emailTokens.tokenHash }).from(emailTokens)).map((r) => r.hash);
    expect(stored.length).toBeGreaterThan(1);
    expect(stored).not.toContain(session.token);
    expect(stored).not.toContain(session.refreshToken);
    const verifyToken = tokenFromMail(h, session.user.email, /verify/i, "/auth/verify");
    expect(emailStored).not.toContain(verifyToken);
  });
});

describe("password reset", () => {
  it("answers the same for unknown addresses and sends nothing", async () => {
    const email = freshEmail("ghost");
    const sent = h.mails.length;
    const res = await h.request(auth.forgotPassword, { body: { email } });
    expect(res.status).toBe(200);
    expect(h.mails.length).toBe(sent);
    const known = await signUpAndSignIn(h, freshEmail("known-reset"));
    const knownRes = await h.request(auth.forgotPassword, { body: { email: known.user.email } });
    expect(knownRes.body).toEqual(res.body);
  });

  it("sets the new password and revokes every token of the user; the link works once", async () => {
    const email = freshEmail("reset");
    const first = await signUpAndSignIn(h, email, "first-pass-123");
    const second = (await h.request(auth.signIn, { body: { email, password: "first-pass-123" } })).body;

    expect((await h.request(auth.forgotPassword, { body: { email } })).status).toBe(200);
    const token = tokenFromMail(h, email, /reset/i, "/auth/reset-password");
    const reset = await h.request(auth.resetPassword, { body: { token, password: "second-pass-456" } });
    expect(reset.status).toBe(200);

    for (const s of [first, second]) {
      expect((await h.request(accounts.info, { headers: bearer(s.token) })).status).toBe(401);
      expect((await h.request(auth.refresh, { body: { refreshToken: s.refreshToken } })).status).toBe(401);
    }
    expect((await h.request(auth.signIn, { body: { email, password: "first-pass-123" } })).status).toBe(401);
    expect((await h.request(auth.signIn, { body: { email, password: "second-pass-456" } })).status).toBe(200);
    expect((await h.request(auth.resetPassword, { body: { token, password: "third-pass-789" } })).status).toBe(401);
  });

  it("refuses a reset link after an hour, and an older link once a newer one was used", async () => {
    const email = freshEmail("reset-late");
    await signUpAndSignIn(h, email);
    await h.request(auth.forgotPassword, { body: { email } });
    const older = tokenFromMail(h, email, /reset/i, "/auth/reset-password");
    await h.request(auth.forgotPassword, { body: { email } });
    const newer = tokenFromMail(h, email, /reset/i, "/auth/reset-password");
    expect((await h.request(auth.resetPassword, { body: { token: newer, password: "second-pass-456" } })).status).toBe(200);
    expect((await h.request(auth.resetPassword, { body: { token: older, password: "third-pass-789" } })).status).toBe(401);

    await h.request(auth.forgotPassword, { body: { email } });
    const late = tokenFromMail(h, email, /reset/i, "/auth/reset-password");
    h.clock.advance(HOUR + 60_000);
    const res = await h.request(auth.resetPassword, { body: { token: late, password: "fourth-pass-000" } });
    expect(res.status).toBe(401);
  });
});

describe("invitations", () => {
  it("invites a new person as staff; accepting creates a verified member with the chosen scopes", async () => {
    const owner = await h.owner();
    const email = freshEmail("invitee");
    const invite = await h.request(auth.invite, { headers: owner.headers, body: { email, role: "staff", scopes: ["products", "orders"] } });
    expect(invite.status).toBe(201);
    const token = tokenFromMail(h, email, /invited/i, "/auth/accept");

    const peek = await h.request(auth.acceptInfo, { query: { token } });
    expect(peek.status).toBe(200);
    expect(peek.body).toEqual({
      email,
      storeName: `Store of ${(await h.request(accounts.info, { headers: owner.headers })).body.email}`,
      hasAccount: false,
    });

    const noPassword = await h.request(auth.accept, { body: { token, name: "Hoa" } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.error.errors.password).toEqual(["Password required"]);
    const short = await h.request(auth.accept, { body: { token, password: "short" } });
    expect(short.error.errors.password).toEqual(["Min length is 8"]);

    const accepted = await h.request(auth.accept, { body: { token, password: "invited-pass-1", name: "Hoa" } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.storeId).toBe(owner.storeId);

    const info = await h.request(accounts.info, { headers: bearer(accepted.body.token, owner.storeId) });
    expect(info.body).toMatchObject({ email, name: "Hoa", isStoreOwner: false, isStoreAdmin: false });
    expect(info.body.scopes).toEqual(["store", "report", "products", "orders"]);

    // The new account can sign in with the chosen password; the link is used up.
    expect((await h.request(auth.signIn, { body: { email, password: "invited-pass-1" } })).status).toBe(200);
    expect((await h.request(auth.acceptInfo, { query: { token } })).status).toBe(401);
    expect((await h.request(auth.accept, { body: { token, password: "invited-pass-1" } })).status).toBe(401);
  });

  it("asks an existing account for its password, then makes it an admin", async () => {
    const owner = await h.owner();
    const existing = await h.owner(); // has its own store and the harness password
    const email = (await h.request(accounts.info, { headers: existing.headers })).body.email;
    await h.request(auth.invite, { headers: owner.headers, body: { email, role: "admin", scopes: [] } });
    const token = tokenFromMail(h, email, /invited/i, "/auth/accept");
    expect((await h.request(auth.acceptInfo, { query: { token } })).body.hasAccount).toBe(true);

    const wrong = await h.request(auth.accept, { body: { token, password: "not-my-password" } });
    expect(wrong.status).toBe(401);
    const accepted = await h.request(auth.accept, { body: { token, password: "correct horse battery" } });
    expect(accepted.status).toBe(200);
    const info = await h.request(accounts.info, { headers: bearer(accepted.body.token, owner.storeId) });
    expect(info.body).toMatchObject({ id: existing.userId, isStoreAdmin: true, isStoreOwner: false });
    expect(info.body.scopes).toContain("settings");
  });

  it("keeps the owner an owner when the owner's own address is invited as staff", async () => {
    const owner = await h.owner();
    const email = (await h.request(accounts.info, { headers: owner.headers })).body.email;
    await h.request(auth.invite, { headers: owner.headers, body: { email, role: "staff", scopes: [] } });
    const token = tokenFromMail(h, email, /invited/i, "/auth/accept");
    expect((await h.request(auth.accept, { body: { token, password: "correct horse battery" } })).status).toBe(200);
    expect((await h.request(accounts.info, { headers: owner.headers })).body.isStoreOwner).toBe(true);
  });

  it("lets only owners and admins invite, and only into their own store", async () => {
    const owner = await h.owner();
    const staff = await h.staff(owner.storeId, ["products", "settings"]);
    const body = { email: freshEmail("x"), role: "staff", scopes: [] };
    const byStaff = await h.request(auth.invite, { headers: staff.headers, body });
    expect(byStaff.status).toBe(403);
    const stranger = await h.owner();
    const elsewhere = await h.request(auth.invite, { headers: { ...stranger.headers, "store-id": owner.storeId }, body });
    expect(elsewhere.status).toBe(404);
    expect((await h.request(auth.invite, { body })).status).toBe(401);
  });

  it("rejects unknown roles and scopes, and links older than 7 days", async () => {
    const owner = await h.owner();
    const bad = await h.request(auth.invite, { headers: owner.headers, body: { email: "nope", role: "king", scopes: ["everything"] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error.errors).sort()).toEqual(["email", "role", "scopes.0"]);

    const email = freshEmail("slow");
    await h.request(auth.invite, { headers: owner.headers, body: { email, role: "staff", scopes: ["orders"] } });
    const token = tokenFromMail(h, email, /invited/i, "/auth/accept");
    h.clock.advance(7 * 24 * HOUR + 60_000);
    expect((await h.request(auth.acceptInfo, { query: { token } })).status).toBe(401);
    expect((await h.request(auth.accept, { body: { token, password: "invited-pass-1" } })).status).toBe(401);
  });
});

describe("bad input", () => {
  it("answers 400 with SPEC §5 messages per field", async () => {
    const empty = await h.request(auth.signIn, { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.error.errors.email[0]).toBe("Email required");
    expect(empty.error.errors.password).toEqual(["Password required"]);

    const signUp = await h.request(auth.signUp, { body: { email: "not-an-email", password: "short", name: "x".repeat(256) } });
    expect(signUp.status).toBe(400);
    expect(signUp.error.errors).toEqual({ email: ["This is required email"], password: ["Min length is 8"], name: ["Max length is 255"] });
  });

  it("never answers 500 to malformed JSON, wrong types or a missing body", async () => {
    for (const endpoint of [auth.signUp, auth.signIn, auth.verify, auth.refresh, auth.forgotPassword, auth.resetPassword, auth.accept]) {
      const { path } = endpoint;
      const malformed = await fetch(h.url + path, { method: "POST", headers: { "content-type": "application/json" }, body: '{"email":' });
      expect(malformed.status, `${path} malformed`).toBe(400);
      const noBody = await fetch(h.url + path, { method: "POST" });
      expect(noBody.status, `${path} no body`).toBe(400);
      for (const body of [[], "text", 42, { email: 5, password: ["x"], token: {}, refreshToken: 7 }]) {
        const res = await h.request(endpoint, { body });
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(res.error.statusCode).toBe(400);
      }
    }
    expect((await h.request(auth.acceptInfo)).status).toBe(400);
    expect((await h.request(auth.acceptInfo, { query: { token: ["a", "b"] } })).status).toBe(400);
  });
});

describe("rate limit", () => {
  it("answers 429 after the allowed attempts per client and e-mail, and lets the next window through", async () => {
    const limited = await startHarness({ rateLimitMax: 3 });
    try {
      const attempt = (email: string) => limited.request(auth.signIn, { body: { email, password: "guess-guess-1" } });
      for (let i = 0; i < 3; i++) expect((await attempt("target@shop.test")).status).toBe(401);
      const blocked = await attempt("target@shop.test");
      expect(blocked.status).toBe(429);
      expect(blocked.error.message).toBe("Too many attempts. Please wait a minute and try again.");
      // Another e-mail and another route are counted apart.
      expect((await attempt("other@shop.test")).status).toBe(401);
      expect((await limited.request(auth.forgotPassword, { body: { email: "target@shop.test" } })).status).toBe(200);
      limited.clock.advance(61_000);
      expect((await attempt("target@shop.test")).status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
