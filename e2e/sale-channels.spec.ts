import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, OWNER, STAFF, signIn } from "./helpers";

// Sale channels (SPEC §2 settings/sale-channels, ADR 057) with and without JavaScript: connect Facebook (pixel, token,
// feed) and Klaviyo (public and private keys), see only their last four characters, reload, disconnect; a bad pixel
// and a stale version keep the input. Each test works on a store of its own, made here for the demo owner.

// A sign-in alone took 30 s on the shared machine: each test gets 3 minutes.
test.describe.configure({ timeout: 180_000 });

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
const FB_TOKEN = `EAAGe2e${stamp()}SecretToken0123456789abcdefZ9x1`;
const KLAVIYO_KEY = `pk_e2e${stamp().replace(/[^a-z0-9]/g, "")}0123456789abcdef7c2d`;

/** A new store of the demo owner, chosen in this page's session; answers the API headers that act in it. */
async function ownStore(page: Page, baseURL: string, name: string): Promise<Record<string, string>> {
  const signedIn = await page.request.post("/api/auth/signin", { data: { email: OWNER, password: DEMO_PASSWORD } });
  const token = (await signedIn.json()).token as string;
  const auth = { authorization: `Bearer ${token}`, "access-token": token };
  const store = await page.request.post("/api/users/create-store", { headers: auth, data: { name } });
  expect(store.status(), await store.text()).toBe(201);
  const storeId = (await store.json()).storeId as string;
  const switched = await page.request.post("/admin", { form: { intent: "switch-store", storeId, redirectTo: "/admin" }, headers: { origin: baseURL } });
  expect(switched.status()).toBe(200);
  return { ...auth, "store-id": storeId };
}

/** The toast lives 2 s (CSS only): on a busy machine it may be gone before a visibility check, so read its text. */
const expectToast = (page: Page, text: string) => expect(page.locator('[role="status"]').first()).toContainText(text);
const submit = (page: Page, label: string) => page.getByRole("button", { name: label, exact: true }).first().click();
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test("connect Facebook and Klaviyo: only the last four are shown, a reload keeps them, a disconnect clears them", async ({ page, baseURL }, info) => {
  await signIn(page, OWNER);
  const api = await ownStore(page, baseURL ?? "", `Channels shop ${info.project.name} ${stamp()}`);
  const feed = await page.request.post("/api/feed", {
    headers: api,
    data: { productFeed: { name: "Meta catalogue", selection: "all", googleCategoryId: 166 } },
  });
  expect(feed.status(), await feed.text()).toBe(201);
  const token = ((await feed.json()) as { productFeed: { token: string } }).productFeed.token;

  await page.goto("/admin/settings/sale-channels");
  await expect(page.getByRole("heading", { name: "Sale channels", level: 1 })).toBeVisible();
  const facebookCard = page.getByRole("listitem").filter({ hasText: "Facebook & Instagram (Meta)" });
  await expect(facebookCard.getByText("Not connected")).toBeVisible();
  await facebookCard.getByRole("link", { name: /Set up/ }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/sale-channels\/facebook$/);

  // A bad pixel: refused next to its field (the browser's check with JavaScript, the server's without), input kept.
  await field(page, "Pixel ID").fill("12345");
  await field(page, "Feed this channel reads").selectOption({ label: "Meta catalogue" });
  await submit(page, "Connect");
  await expect(page.getByText("Pixel ID must be 15 to 16 digits")).toBeVisible();
  await expect(field(page, "Pixel ID")).toHaveValue("12345");
  await expect(field(page, "Feed this channel reads")).toHaveValue(/.+/);

  await field(page, "Pixel ID").fill("123456789012345");
  await field(page, "Access token").fill(FB_TOKEN);
  await field(page, "Feed this channel reads").selectOption({ label: "Meta catalogue" });
  await submit(page, "Connect");
  await expectToast(page, "Facebook & Instagram (Meta) connected");
  await expect(page.getByText("Connected", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`•••• ${FB_TOKEN.slice(-4)}`)).toBeVisible();
  await expect(field(page, "Access token")).toHaveValue("");
  await expect(page.getByLabel("Feed address to paste into Facebook & Instagram (Meta)")).toHaveValue(new RegExp(`/api/feed/public/${token}\\.xml$`));
  await page.reload();
  await expect(field(page, "Pixel ID")).toHaveValue("123456789012345");
  await expect(page.getByText(`•••• ${FB_TOKEN.slice(-4)}`)).toBeVisible();
  expect(await page.content()).not.toContain(FB_TOKEN);

  // Klaviyo: its private key is required the first time, then shown as its last four only.
  await page.goto("/admin/settings/sale-channels/klaviyo");
  await field(page, "Public API key").fill("AbC123");
  await field(page, "Private API key").fill(KLAVIYO_KEY);
  await submit(page, "Connect");
  await expectToast(page, "Klaviyo connected");
  await expect(page.getByText(`•••• ${KLAVIYO_KEY.slice(-4)}`)).toBeVisible();
  await page.reload();
  await expect(field(page, "Public API key")).toHaveValue("AbC123");
  await expect(field(page, "Private API key")).toHaveValue("");
  expect(await page.content()).not.toContain(KLAVIYO_KEY);

  await page.goto("/admin/settings/sale-channels");
  await expect(page.getByRole("listitem").filter({ hasText: "Klaviyo" }).getByText("Connected", { exact: true })).toBeVisible();
  await expect(facebookCard.getByText("Feed: Meta catalogue")).toBeVisible();

  // Disconnect Facebook: the dialog asks first, then everything it held is gone.
  await page.goto("/admin/settings/sale-channels/facebook");
  await page.getByRole("link", { name: "Disconnect", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Disconnect Facebook & Instagram (Meta)?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Disconnect", exact: true }).click();
  await expectToast(page, "Facebook & Instagram (Meta) disconnected");
  await expect(page.getByText("Not connected", { exact: true }).first()).toBeVisible();
  await expect(field(page, "Pixel ID")).toHaveValue("");
  await expect(page.getByText("Not set yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Disconnect", exact: true })).toHaveCount(0);
});

test("a stale version is refused with the input kept", async ({ page, baseURL }, info) => {
  await signIn(page, OWNER);
  const api = await ownStore(page, baseURL ?? "", `Stale channels ${info.project.name} ${stamp()}`);
  await page.goto("/admin/settings/sale-channels/google");
  // A colleague connects Google meanwhile.
  const other = await page.request.put("/api/stores/sale-channels/google", { headers: api, data: { saleChannel: { merchantId: "987654321", version: 1 } } });
  expect(other.status(), await other.text()).toBe(200);
  await field(page, "Merchant Center ID").fill("123456789");
  await submit(page, "Connect");
  await expect(page.getByText("Someone else changed this channel")).toBeVisible();
  await expect(field(page, "Merchant Center ID")).toHaveValue("123456789");
  await page.goto("/admin/settings/sale-channels/google");
  await expect(field(page, "Merchant Center ID")).toHaveValue("987654321");
});

test("staff without the settings scope are refused, in the pages and in the action", async ({ page, baseURL }) => {
  await signIn(page, STAFF);
  const res = await page.goto("/admin/settings/sale-channels/google");
  expect(res?.status()).toBe(403);
  expect((await page.goto("/admin/settings/sale-channels"))?.status()).toBe(403);
  const post = await page.request.post("/admin/settings/sale-channels/google", {
    form: { merchantId: "123456789", version: "1" },
    headers: { origin: baseURL ?? "" },
  });
  expect(post.status()).toBe(403);
});
