// The checkout options and the legal policies (SPEC §7 GET/PUT/POST /stores/settings/checkout, GET/PUT
// /stores/settings/legal; ADR 060) on the real API over PGlite: defaults, versioned saves and resets, refusals, scopes,
// the operators-only policies and their sanitising, and the storefront checkout honouring the options.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutEndpoints as ce } from "../../domain/contracts/checkout";
import { storeSettingsEndpoints as se } from "../../domain/contracts/store-settings";
import { startHarness, type Harness } from "../helpers/harness";
import { ADDRESS, complete, product, type Owner } from "./checkout-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const options = (over: Record<string, unknown> = {}) => ({
  contactMethod: "email_or_phone",
  firstName: "optional",
  company: "hidden",
  address2: "optional",
  province: "optional",
  zip: "optional",
  phone: "optional",
  orderNotes: true,
  ...over,
});
const saveOptions = (owner: Owner, settings: Record<string, unknown>) => h.request(se.saveCheckout, { headers: owner.headers, body: { settings } });

describe("checkout options", () => {
  it("a new store has the defaults at version 1; a save is versioned, a stale one 409 with the current options", async () => {
    const owner = await h.owner();
    const first = await h.request(se.getCheckout, { headers: owner.headers });
    expect(first.status).toBe(200);
    expect(first.body.settings).toMatchObject({ ...options(), storeId: owner.storeId, version: 1, updatedAt: null });

    const saved = await saveOptions(owner, options({ contactMethod: "phone", company: "required", orderNotes: "", version: 1 }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.settings).toMatchObject({ contactMethod: "phone", company: "required", orderNotes: false, version: 2 });
    expect((await h.request(se.getCheckout, { headers: owner.headers })).body.settings).toEqual(saved.body.settings);

    const stale = await saveOptions(owner, options({ version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.error.current).toMatchObject({ version: 2, contactMethod: "phone" });

    const reset = await h.request(se.resetCheckout, { headers: owner.headers, body: { settings: { version: 2 } } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.settings).toMatchObject({ ...options(), version: 3 });
    expect((await h.request(se.resetCheckout, { headers: owner.headers, body: { settings: { version: 2 } } })).status).toBe(409);
  });

  it("two first saves from the defaults: one is saved, the other is a conflict", async () => {
    const owner = await h.owner();
    const [a, b] = await Promise.all([
      saveOptions(owner, options({ zip: "required", version: 1 })),
      saveOptions(owner, options({ zip: "hidden", version: 1 })),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it("refuses unknown modes and methods by field, and needs the settings scope in the store named", async () => {
    const owner = await h.owner();
    const bad = await saveOptions(owner, options({ contactMethod: "pigeon", zip: "sometimes", version: 1 }));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: { contactMethod: ["Contact method must be email_or_phone, email or phone"], zip: ["Must be hidden, optional or required"] },
    });
    expect((await h.request(se.getCheckout, { headers: owner.headers })).body.settings.version).toBe(1);

    const clerk = await h.staff(owner.storeId, ["orders"]);
    expect((await h.request(se.getCheckout, { headers: clerk.headers })).status).toBe(403);
    expect((await saveOptions({ ...owner, headers: clerk.headers }, options({ version: 1 }))).status).toBe(403);
    const manager = await h.staff(owner.storeId, ["settings"]);
    expect((await h.request(se.getCheckout, { headers: manager.headers })).status).toBe(200);
    const other = await h.owner();
    expect((await h.request(se.getCheckout, { headers: { ...other.headers, "store-id": owner.storeId } })).status).toBe(404);
    expect((await h.request(se.getCheckout, { headers: {} })).status).toBe(401);
  });
});

describe("the storefront checkout honours the options", () => {
  it("answers them in `fields`, empties hidden fields, refuses a missing required field or contact, and keeps the note", async () => {
    const owner = await h.owner();
    const { variantIds } = await product(h, owner, "Áo thun", [{ price: 150000, inventoryQuantity: 5 }]);
    const saved = await saveOptions(owner, options({ contactMethod: "email", company: "required", phone: "hidden", version: 1 }));
    expect(saved.status).toBe(200);

    const storeId = owner.storeId;
    const created = await h.request(ce.create, { params: { storeId }, body: { lines: [{ variantId: variantIds[0]!, quantity: 1 }], phone: "0901234567" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const token = created.body.checkout.token;
    expect(created.body.checkout.fields).toEqual({
      contactMethod: "email",
      address: { firstName: "optional", company: "required", address2: "optional", province: "optional", zip: "optional", phone: "hidden" },
      orderNotes: true,
    });

    const addressed = await h.request(ce.update, { params: { storeId, token }, body: { shippingAddress: ADDRESS, note: "Giao giờ hành chính" } });
    expect(addressed.status, JSON.stringify(addressed.body)).toBe(200);
    expect(addressed.body.checkout.shippingAddress?.phone).toBe("");
    expect(addressed.body.checkout.note).toBe("Giao giờ hành chính");
    expect((await h.request(ce.shippingLine, { params: { storeId, token }, body: { code: "standard" } })).status).toBe(200);

    // A phone is no contact for a store that asks for an e-mail, and the company is required.
    const refused = await complete(h, storeId, token);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: { email: ["Email required"], "shippingAddress.company": ["Company required"] } });

    await h.request(ce.update, { params: { storeId, token }, body: { email: "lan@example.com", shippingAddress: { ...ADDRESS, company: "Lan Co." } } });
    const placed = await complete(h, storeId, token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((placed.body as { order: { note: string } }).order.note).toBe("Giao giờ hành chính");
  });

  it("refuses a note when the store takes none, and the defaults take either contact", async () => {
    const owner = await h.owner();
    const { variantIds } = await product(h, owner, "Nón lá", [{ price: 90000, inventoryQuantity: 5 }]);
    const storeId = owner.storeId;
    const created = await h.request(ce.create, { params: { storeId }, body: { lines: [{ variantId: variantIds[0]!, quantity: 1 }], phone: "0901234567" } });
    const token = created.body.checkout.token;
    expect(created.body.checkout.fields.contactMethod).toBe("email_or_phone");
    await h.request(ce.update, { params: { storeId, token }, body: { shippingAddress: ADDRESS } });
    await h.request(ce.shippingLine, { params: { storeId, token }, body: { code: "standard" } });

    expect((await saveOptions(owner, options({ orderNotes: false, version: 1 }))).status).toBe(200);
    const note = await h.request(ce.update, { params: { storeId, token }, body: { note: "Gói quà giúp mình" } });
    expect(note.status).toBe(400);
    expect(note.body).toMatchObject({ errors: { note: ["This store does not take order notes"] } });
    expect((await complete(h, storeId, token)).status).toBe(201);
  });
});

describe("legal policies", () => {
  const policies = { refundPolicy: "", privacyPolicy: "", termsOfService: "", shippingPolicy: "" };

  it("operators only (SPEC §2 restricted): a store owner who is not one gets 404, an operator reads and saves", async () => {
    const merchant = await h.owner();
    expect((await h.request(se.getLegal, { headers: merchant.headers })).status).toBe(404);
    expect((await h.request(se.saveLegal, { headers: merchant.headers, body: { settings: { ...policies, version: 1 } } })).status).toBe(404);

    const operator = await h.owner(`ops-${Date.now()}@backroom.dev`);
    const first = await h.request(se.getLegal, { headers: operator.headers });
    expect(first.status).toBe(200);
    expect(first.body.settings).toMatchObject({ ...policies, version: 1, updatedAt: null });
    // An operator is still scoped to the stores they belong to.
    expect((await h.request(se.getLegal, { headers: { ...operator.headers, "store-id": merchant.storeId } })).status).toBe(404);
  });

  it("cleans the HTML of every policy (no script, handler or javascript: link survives), keeps plain text, 409 when stale", async () => {
    const operator = await h.owner(`ops-${Date.now()}-2@backroom.dev`);
    const saved = await h.request(se.saveLegal, {
      headers: operator.headers,
      body: {
        settings: {
          refundPolicy: '<h2>Đổi trả</h2><p onclick="steal()">Trong 30 ngày<script>alert(1)</script></p>',
          privacyPolicy: '<a href="javascript:alert(1)">privacy</a><img src=x onerror=alert(1)><iframe src="https://evil.test"></iframe>',
          termsOfService: "Plain words & no tags",
          shippingPolicy: "<svg><script>alert(1)</script></svg><p>Giao 2–4 ngày</p>",
          version: 1,
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const s = saved.body.settings;
    expect(s.refundPolicy).toBe("<h2>Đổi trả</h2><p>Trong 30 ngày</p>");
    expect(s.termsOfService).toBe("Plain words & no tags");
    expect(s.shippingPolicy).toBe("<p>Giao 2–4 ngày</p>");
    for (const html of [s.refundPolicy, s.privacyPolicy, s.termsOfService, s.shippingPolicy]) {
      expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
    }
    expect(s.version).toBe(2);
    const stale = await h.request(se.saveLegal, { headers: operator.headers, body: { settings: { ...policies, version: 1 } } });
    expect(stale.status).toBe(409);
  });

  it("refuses a policy over 100,000 characters by field", async () => {
    const operator = await h.owner(`ops-${Date.now()}-3@backroom.dev`);
    const res = await h.request(se.saveLegal, {
      headers: operator.headers,
      body: { settings: { ...policies, termsOfService: "a".repeat(100_001), version: 1 } },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: { termsOfService: ["Max length is 100000"] } });
  });
});
