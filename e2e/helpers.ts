import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_DEMO_PASSWORD } from "../playwright.config";

/** The e2e server is a demo start whose DEMO_PASSWORD playwright.config.ts sets. */
export const DEMO_PASSWORD = E2E_DEMO_PASSWORD;
export const OWNER = "owner@demo-store.test";
export const STAFF = "staff@demo-store.test";
export const OPERATOR = "ops@backroom.dev";

export function uniqueEmail(prefix: string, project: string) {
  return `${prefix}-${project}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@merchant.test`;
}

async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post("/api/auth/signin", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token;
}

/** The newest mail to `to` whose subject matches, read from the outbox as the operator; returns the first link in it. */
export async function linkFromMail(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  const token = await apiToken(request, OPERATOR, DEMO_PASSWORD);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/outbox?to=${encodeURIComponent(to)}`, { headers: { authorization: `Bearer ${token}` } });
      const { mails } = (await res.json()) as { mails: Array<{ subject: string; text: string }> };
      const mail = mails.find((m) => subject.test(m.subject));
      link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/auth/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
}

/**
 * A new store of `email`'s (Vietnamese, Vietnam's time zone), chosen in this page's session: a spec that changes
 * store-wide settings works on its own store, so the demo store other specs read never changes. Returns its id and
 * `email`'s API token.
 */
export async function ownStore(page: Page, baseURL: string, email: string, name: string): Promise<{ storeId: string; token: string; domain: string }> {
  const signedIn = await page.request.post("/api/auth/signin", { data: { email, password: DEMO_PASSWORD } });
  const token = (await signedIn.json()).token as string;
  const store = await page.request.post("/api/users/create-store", { headers: { authorization: `Bearer ${token}`, "access-token": token }, data: { name } });
  expect(store.status(), await store.text()).toBe(201);
  const { storeId, domain } = (await store.json()) as { storeId: string; domain: string };
  const switched = await page.request.post("/admin", {
    form: { intent: "switch-store", storeId, redirectTo: "/admin" },
    headers: { origin: baseURL },
  });
  expect(switched.status()).toBe(200);
  return { storeId, token, domain };
}
