import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, OPERATOR, OWNER, ownStore, signIn } from "./helpers";

// The checkout settings and the legal policies (SPEC §2 settings/checkout and settings/legal, ADR 060) with and without
// JavaScript: from the settings index, change the checkout's options, keep
// the input through a colleague's save (409), reset to the defaults; the policies are the operators' (404 for a
// merchant), and what is saved is cleaned of script. Each test works on a store of its own.

const stamp = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

/** The API as a colleague calls it: a bearer token of `email`'s and the store named. */
async function apiAs(page: Page, email: string, storeId: string) {
  const signedIn = await page.request.post("/api/auth/signin", { data: { email, password: DEMO_PASSWORD } });
  const token = (await signedIn.json()).token as string;
  return { authorization: `Bearer ${token}`, "access-token": token, "store-id": storeId };
}

test("checkout options: saved from the index, kept through a colleague's save (409), reset to the defaults", async ({ page, baseURL }, info) => {
  await signIn(page, OWNER);
  const { storeId } = await ownStore(page, baseURL ?? "", OWNER, `Checkout shop ${info.project.name} ${stamp()}`);

  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  // Policies are a restricted page: a merchant does not see them.
  await expect(page.getByRole("link", { name: /Policies/ })).toHaveCount(0);
  await page.getByRole("link", { name: /Checkout/ }).click();
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Contact method")).toHaveValue("email_or_phone");
  await expect(page.getByLabel("Company")).toHaveValue("hidden");

  await page.getByLabel("Contact method").selectOption("email");
  await page.getByLabel("Company").selectOption("required");
  await page.getByLabel("Let buyers add a note to their order").uncheck({ force: true });
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Checkout settings saved")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Contact method")).toHaveValue("email");
  await expect(page.getByLabel("Company")).toHaveValue("required");
  await expect(page.getByLabel("Let buyers add a note to their order")).not.toBeChecked();

  // The API the storefront checkout reads answers what was saved.
  const fields = await page.request.get(`/api/stores/settings/checkout`, { headers: await apiAs(page, OWNER, storeId) });
  expect((await fields.json()).settings).toMatchObject({ contactMethod: "email", company: "required", orderNotes: false, version: 2 });

  // A colleague saves meanwhile: this page's save is a conflict that keeps what was chosen here.
  const colleague = await page.request.put("/api/stores/settings/checkout", {
    headers: await apiAs(page, OWNER, storeId),
    data: {
      settings: {
        contactMethod: "email",
        firstName: "optional",
        company: "required",
        address2: "optional",
        province: "required",
        zip: "optional",
        phone: "optional",
        orderNotes: false,
        version: 2,
      },
    },
  });
  expect(colleague.status()).toBe(200);
  await page.getByLabel("ZIP or postal code").selectOption("required");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Someone else saved the checkout settings")).toBeVisible();
  await expect(page.getByLabel("ZIP or postal code")).toHaveValue("required");
  // The colleague's change to another field is taken in.
  await expect(page.getByLabel("Province or state")).toHaveValue("required");

  await page.goto("/admin/settings/checkout");
  await page.getByRole("button", { name: "Reset to defaults" }).click();
  await expect(page.getByText("Checkout settings reset to defaults")).toBeVisible();
  await expect(page.getByLabel("Contact method")).toHaveValue("email_or_phone");
  await expect(page.getByLabel("Company")).toHaveValue("hidden");
});

test("policies are a restricted screen: a merchant gets the 404 page", async ({ page }) => {
  await signIn(page, OWNER);
  const merchantPage = await page.goto("/admin/settings/legal");
  expect(merchantPage?.status()).toBe(404);
});

test("policies: script is removed on save, formatting kept; a too-long policy is refused with the input kept", async ({ page, baseURL }, info) => {
  await signIn(page, OPERATOR);
  await ownStore(page, baseURL ?? "", OPERATOR, `Policies shop ${info.project.name} ${stamp()}`);
  await page.goto("/admin/settings");
  await page.getByRole("link", { name: /Policies/ }).click();
  await expect(page.getByRole("heading", { name: "Policies", level: 1 })).toBeVisible();

  await page.getByLabel("Refund policy").fill('<h2>Đổi trả</h2><p onclick="steal()">Trong 30 ngày.<script>alert(1)</script></p>');
  await page.getByLabel("Shipping policy").fill("Giao hàng 2–4 ngày & miễn phí từ 500.000 đ");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Policies saved")).toBeVisible();
  await expect(page.getByLabel("Refund policy")).toHaveValue("<h2>Đổi trả</h2><p>Trong 30 ngày.</p>");
  await expect(page.getByLabel("Shipping policy")).toHaveValue("Giao hàng 2–4 ngày & miễn phí từ 500.000 đ");

  await page.getByLabel("Privacy policy").fill("Chúng tôi giữ thông tin của bạn.");
  // Past the limit (the browser's maxlength stops typing, so the value is set as a paste past it would be).
  await page.getByLabel("Terms of service").evaluate((el: HTMLTextAreaElement) => {
    el.removeAttribute("maxlength");
    el.value = "x".repeat(100_001);
  });
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Max length is 100000")).toBeVisible();
  await expect(page.getByLabel("Privacy policy")).toHaveValue("Chúng tôi giữ thông tin của bạn.");
});
