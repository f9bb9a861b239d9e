// PUT /users/password (ADR 056): the current password must match, the new one follows sign-up's rules, and every other
// session of the user is signed out while the one that asked stays.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEndpoints as ae } from "../../domain/contracts/accounts";
import { authEndpoints as auth } from "../../domain/contracts/auth";
import { startHarness, type Harness } from "../helpers/harness";
import { bearer, freshEmail, signUpAndSignIn } from "./account-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const change = (token: string, body: Record<string, unknown>) => h.request(ae.changePassword, { headers: bearer(token), body });

describe("PUT /users/password", () => {
  it("changes the password; this session stays, every other one (and its refresh token) is signed out", async () => {
    const email = freshEmail("pw");
    const first = await signUpAndSignIn(h, email);
    const other = await h.request(auth.signIn, { body: { email, password: "first-pass-123" } });
    expect(other.status).toBe(200);
    const changed = await change(first.token, { currentPassword: "first-pass-123", password: "Quiet-harbour-4812" });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.message).toBe("Password changed. Your other sessions were signed out.");
    expect((await h.request(ae.info, { headers: bearer(first.token) })).status).toBe(200);
    expect((await h.request(ae.info, { headers: bearer(other.body.token) })).status).toBe(401);
    expect((await h.request(auth.refresh, { body: { refreshToken: other.body.refreshToken } })).status).toBe(401);
    expect((await h.request(auth.signIn, { body: { email, password: "first-pass-123" } })).status).toBe(401);
    expect((await h.request(auth.signIn, { body: { email, password: "Quiet-harbour-4812" } })).status).toBe(200);
  });

  it("refuses a wrong current password with 400 on its field (not 401), and weak or missing new ones; nothing changes", async () => {
    const email = freshEmail("pw-bad");
    const user = await signUpAndSignIn(h, email);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ currentPassword: "not-my-password", password: "Quiet-harbour-4812" }, "currentPassword", "Current password is incorrect"],
      [{ currentPassword: "", password: "Quiet-harbour-4812" }, "currentPassword", "Current password required"],
      [{ currentPassword: "first-pass-123", password: "" }, "password", "New password required"],
      [{ currentPassword: "first-pass-123", password: "short" }, "password", "Min length is 8"],
      [{ currentPassword: "first-pass-123", password: "password123" }, "password", "Password is too easy to guess"],
      [{ currentPassword: "first-pass-123" }, "password", "New password required"],
    ];
    for (const [body, field, message] of cases) {
      const res = await change(user.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error.errors?.[field]?.[0], JSON.stringify(body)).toBe(message);
    }
    expect((await h.request(ae.info, { headers: bearer(user.token) })).status).toBe(200);
    expect((await h.request(auth.signIn, { body: { email, password: "first-pass-123" } })).status).toBe(200);
    expect((await h.request(ae.changePassword, { body: { currentPassword: "first-pass-123", password: "Quiet-harbour-4812" } })).status).toBe(401);
  });
});
