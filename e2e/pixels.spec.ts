import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, OWNER, signIn } from "./helpers";

// The product editor's Pixels card with and without JavaScript: a refused pixel ID is named next to its field with
// the input kept; a good one is listed on the product; Remove takes it off.

test("add a pixel (a bad ID refused next to its field), see it on the product, remove it", async ({ page, request }, info) => {
  const token = (await (await request.post("/api/auth/signin", { data: { email: OWNER, password: DEMO_PASSWORD } })).json()).token as string;
  const auth = { authorization: `Bearer ${token}`, "access-token": token };
  const stores = (await (await request.get("/api/users/stores", { headers: auth })).json()).stores as Array<{ id: string }>;
  const title = `Pixel product ${info.project.name} ${Date.now().toString(36)}`;
  const created = await request.post("/api/products", { headers: { ...auth, "store-id": stores[0].id }, data: { product: { title } } });
  const productId = (await created.json()).product._id as string;

  await signIn(page, OWNER);
  await page.goto(`/admin/products/update/${productId}`);
  const card = page.getByRole("region", { name: "Pixels" });
  await expect(card.getByText("No pixels yet.")).toBeVisible();
  await card.getByLabel("Provider").selectOption("facebook");
  await card.getByLabel("Pixel ID").fill("12ab");
  await card.getByRole("button", { name: "Add pixel" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/update/${productId}(#pixels)?$`));
  const again = page.getByRole("region", { name: "Pixels" });
  await expect(again.getByText("A Facebook pixel ID is 15 or 16 digits")).toBeVisible();
  await expect(again.getByLabel("Pixel ID")).toHaveValue("12ab");

  await again.getByLabel("Pixel ID").fill("123456789012345");
  await again.getByRole("button", { name: "Add pixel" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/update/${productId}(#pixels)?$`));
  await expect(page.getByText("Pixel added").first()).toBeVisible();
  await expect(card.getByRole("list", { name: "Pixels of this product" })).toContainText("Facebook 123456789012345");

  await card.getByRole("button", { name: "Remove Facebook pixel 123456789012345" }).click();
  await expect(page.getByText("Pixel removed").first()).toBeVisible();
  await expect(card.getByText("No pixels yet.")).toBeVisible();
});
