import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD, OPERATOR } from "./helpers";

export const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

/**
 * A new store of the demo operator (billing is a restricted screen, SPEC §2), chosen in this page's session: each test
 * has its own trial, card, plan and ledger, so the projects' runs never meet.
 */
export async function operatorStore(page: Page, baseURL: string, name: string): Promise<void> {
  const signedIn = await page.request.post("/api/auth/signin", { data: { email: OPERATOR, password: DEMO_PASSWORD } });
  const token = (await signedIn.json()).token as string;
  const store = await page.request.post("/api/users/create-store", { headers: { authorization: `Bearer ${token}`, "access-token": token }, data: { name } });
  expect(store.status(), await store.text()).toBe(201);
  const switched = await page.request.post("/admin", {
    form: { intent: "switch-store", storeId: (await store.json()).storeId as string, redirectTo: "/admin" },
    headers: { origin: baseURL },
  });
  expect(switched.status()).toBe(200);
}

export async function fillCard(page: Page, card: { holder: string; number: string; expiry: string; cvc: string }) {
  await page.getByLabel("Card holder", { exact: true }).fill(card.holder);
  await page.getByLabel("Card number", { exact: true }).fill(card.number);
  await page.getByLabel("Expiry (MM/YY)", { exact: true }).fill(card.expiry);
  await page.getByLabel("CVC", { exact: true }).fill(card.cvc);
}

export const save = (page: Page) => page.getByRole("button", { name: "Save", exact: true }).first().click();

/** The flash toast the action set: it shows for 2 seconds (SPEC §9), so on a busy machine it may be gone when looked at. */
export const toasted = (page: Page, text: string) => expect(page.getByText(text).first()).toBeAttached();
