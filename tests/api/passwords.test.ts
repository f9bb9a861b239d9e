import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../api/db/schema";
import { SCRYPT_PARAMS, hashPassword, needsRehash, verifyPassword } from "../../api/http/password";
import { PASSWORD_TOO_WEAK } from "../../api/http/password-strength";
import { createUser } from "../../api/modules/accounts/store";
import { startHarness, type Harness } from "../helpers/harness";
import { freshEmail, tokenFromMail } from "./account-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const GUESSABLE = ["password", "12345678", "backroom-demo", "Password123!", "qwertyuiop"];

describe("guessable passwords are refused next to the password field", () => {
  it("sign-up: common, breached-pattern and product-name passwords get 400 on `password`, and nothing is created or mailed", async () => {
    for (const password of GUESSABLE) {
      const email = freshEmail("weak");
      const sent = h.mails.length;
      const res = await h.call("POST", "/auth/signup", { body: { email, password } });
      expect(res.status, password).toBe(400);
      expect(res.body.errors, password).toEqual({ password: [PASSWORD_TOO_WEAK] });
      expect(h.mails.length, password).toBe(sent);
      expect(await h.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    }
  });

  it("sign-up: the person's own address and name count as guessable words", async () => {
    const res = await h.call("POST", "/auth/signup", { body: { email: "tran.minh.khoa@shop.test", name: "Khoa", password: "tranminhkhoa1" } });
    expect(res.body.errors).toEqual({ password: [PASSWORD_TOO_WEAK] });
  });

  it("password reset: a guessable new password is refused and the link stays usable", async () => {
    const owner = await h.owner();
    const email = (await h.call("GET", "/users/info", { headers: owner.headers })).body.email as string;
    await h.call("POST", "/auth/forgot-password", { body: { email } });
    const token = tokenFromMail(h, email, /reset/i, "/auth/reset-password");
    const weak = await h.call("POST", "/auth/reset-password", { body: { token, password: "12345678" } });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual({ password: [PASSWORD_TOO_WEAK] });
    expect((await h.call("POST", "/auth/reset-password", { body: { token, password: "sturdy-reset-pass-42" } })).status).toBe(200);
  });

  it("accepting an invitation with a new account: a guessable password is refused", async () => {
    const owner = await h.owner();
    const email = freshEmail("invitee");
    await h.call("POST", "/auth/invite", { headers: owner.headers, body: { email, role: "staff", scopes: [] } });
    const token = tokenFromMail(h, email, /invited/i, "/auth/accept");
    const weak = await h.call("POST", "/auth/accept", { body: { token, password: "password1", name: "Hoa" } });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual({ password: [PASSWORD_TOO_WEAK] });
    expect((await h.call("POST", "/auth/accept", { body: { token, password: "invited-pass-1", name: "Hoa" } })).status).toBe(200);
  });
});

/** A hash in the old format (N=2^14, r=8, p=1), as stored before the cost was raised. */
function legacyHash(password: string): string {
  const salt = crypto.randomBytes(16);
  const hash = crypto.scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return ["scrypt", 16384, 8, 1, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

describe("scrypt cost", () => {
  it("hashes with OWASP's N=2^14, r=8, p=5 row", async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 16384, r: 8, p: 5 });
    const hash = await hashPassword("sturdy-pass-42");
    expect(hash.split("$").slice(0, 4)).toEqual(["scrypt", "16384", "8", "5"]);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword("sturdy-pass-42", hash)).toBe(true);
    expect(await verifyPassword("sturdy-pass-43", hash)).toBe(false);
  });

  it("refuses a stored hash whose parameters would exceed the memory cap instead of running it", async () => {
    expect(await verifyPassword("x", "scrypt$1048576$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).toBe(false);
  });

  it("rehashes an old hash on a successful sign-in, and not on a wrong password", async () => {
    const email = freshEmail("legacy");
    const old = legacyHash("legacy-pass-123");
    expect(needsRehash(old)).toBe(true);
    const user = await createUser(h.database.db, { email, passwordHash: old, verified: true });
    const stored = async () => (await h.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id)))[0].hash;

    expect((await h.call("POST", "/auth/signin", { body: { email, password: "wrong-pass-123" } })).status).toBe(401);
    expect(await stored()).toBe(old);

    expect((await h.call("POST", "/auth/signin", { body: { email, password: "legacy-pass-123" } })).status).toBe(200);
    const upgraded = await stored();
    expect(upgraded.split("$").slice(0, 4)).toEqual(["scrypt", "16384", "8", "5"]);
    expect((await h.call("POST", "/auth/signin", { body: { email, password: "legacy-pass-123" } })).status).toBe(200);
    expect(await stored()).toBe(upgraded);
  });
});
