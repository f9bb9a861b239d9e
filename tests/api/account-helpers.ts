// Shared steps of the accounts API tests: reading links out of sent mail, and a verified sign-up.
import { expect } from "vitest";
import { authEndpoints as auth } from "../../domain/contracts/auth";
import type { Harness } from "../helpers/harness";

/** The token in the link of the newest mail to `to` whose subject matches, after checking the link's page. */
export function tokenFromMail(h: Harness, to: string, subject: RegExp, page: string): string {
  const mail = [...h.mails].reverse().find((m) => m.to === to && subject.test(m.subject));
  if (!mail) throw new Error(`no mail to ${to} matching ${subject}; sent: ${h.mails.map((m) => `${m.to}: ${m.subject}`).join(" | ")}`);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`mail "${mail.subject}" has no link`);
  const url = new URL(link);
  expect(url.origin + url.pathname).toBe(`http://admin.test${page}`);
  const token = url.searchParams.get("token");
  if (!token) throw new Error(`link ${link} has no token`);
  return token;
}

let n = 0;
export const freshEmail = (prefix: string) => `${prefix}${++n}-${Math.random().toString(36).slice(2, 7)}@merchant.test`;

/** Signs up, verifies through the mailed link and signs in; returns the sign-in answer. */
export async function signUpAndSignIn(h: Harness, email: string, password = "first-pass-123") {
  expect((await h.request(auth.signUp, { body: { email, password, name: "Lan" } })).status).toBe(201);
  const token = tokenFromMail(h, email, /verify/i, "/auth/verify");
  expect((await h.request(auth.verify, { body: { token } })).status).toBe(200);
  const signIn = await h.request(auth.signIn, { body: { email, password } });
  expect(signIn.status).toBe(200);
  return signIn.body;
}

export const bearer = (token: string, storeId?: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  "access-token": token,
  ...(storeId ? { "store-id": storeId } : {}),
});
