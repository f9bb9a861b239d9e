// The manual order dialog's server half (ADR 041) as the orders list's loader and action run it, against the real API
// on PGlite: the GET round trips (search, add, remove) keep what was typed; a refusal is 400 with the input kept and
// each error on its field (the schema's, the API's, a line short of stock, a refused code); success redirects to the
// new order with a toast, and the key made when the dialog rendered places one order however often it is posted.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../api/db/schema";
import type { AppConfig } from "../../app/lib/context";
import { requireStore } from "../../app/lib/guards.server";
import { handleCreateOrderIntent, loadCreateOrderDialog } from "../../app/features/order-create/dialog.server";
import { fixedT } from "../../domain/i18n";
import { apiErrorFrom } from "../../app/api-client/errors";
import { adminConfigFor, loadContextOf, sessionCookieOf } from "../helpers/admin-session";
import { startHarness, type Harness } from "../helpers/harness";
import { ADDRESS, product, stockOf } from "../api/checkout-helpers";

let h: Harness;
let config: AppConfig;
beforeAll(async () => {
  h = await startHarness();
  config = adminConfigFor(h.url, "order-create-secret");
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;

const cookieOf = (owner: Owner) => sessionCookieOf(config, owner);
const contextOf = () => loadContextOf(config);

/** The orders list's loader part: guard, then the dialog's data. */
async function load(owner: Owner, search: string) {
  const request = new Request(`http://127.0.0.1/admin/orders${search}`, { headers: { cookie: await cookieOf(owner) } });
  const context = contextOf();
  const { api, user } = await requireStore(request, context, "orders");
  return loadCreateOrderDialog({ request, api, language: user.language });
}

/** The orders list's action, `create` intent. */
async function post(owner: Owner, fields: [string, string][]) {
  const request = new Request("http://127.0.0.1/admin/orders?index&dialog=create", {
    method: "POST",
    headers: { cookie: await cookieOf(owner) },
    body: new URLSearchParams(fields),
  });
  const context = contextOf();
  const { api } = await requireStore(request, context, "orders");
  const answer = await handleCreateOrderIntent({ context, api, formData: await request.formData(), t: fixedT("en", "orderCreate") });
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("location"), data: null };
  const { data, init } = answer as unknown as {
    data: { result: { initialValue?: Record<string, unknown>; error?: Record<string, string[]> } };
    init: { status?: number };
  };
  return { status: init?.status ?? 200, location: null, data };
}

const base = (variantId: string, key: string, more: [string, string][] = []): [string, string][] => [
  ["intent", "create"],
  ["idempotencyKey", key],
  ["lines[0].variantId", variantId],
  ["lines[0].quantity", "2"],
  ["email", "khach@example.com"],
  ["lastName", ADDRESS.lastName],
  ["address1", ADDRESS.address1],
  ["city", ADDRESS.city],
  ["countryCode", "VN"],
  ["shippingRate", "standard"],
  ["paymentMethod", "cod"],
  ...more,
];

describe("the manual order dialog", () => {
  it("is absent without ?dialog=create; a search, an Add and a Remove keep what was typed and the key", async () => {
    const owner = await h.owner();
    const ao = await product(h, owner, "Áo dài", [
      { option1: "S", price: 199000, sku: "AO-S", inventoryQuantity: 5 },
      { option1: "M", price: 199000, sku: "AO-M", inventoryQuantity: 5 },
    ]);
    expect(await load(owner, "?tab=open")).toBeNull();
    const first = await load(owner, "?dialog=create");
    expect(first!.values.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(first!.values).toMatchObject({ lines: [], countryCode: "VN", paymentMethod: "cod", paid: false });
    expect(first!.rates.map((r) => r.label)).toEqual(["Giao hàng tiêu chuẩn · 30.000 đ", "Giao hàng nhanh · 60.000 đ"]);
    const key = first!.values.idempotencyKey;

    const searched = await load(owner, `?dialog=create&idempotencyKey=${key}&productSearch=ao-&email=a%40b.vn&note=G%E1%BB%8Di+tr%C6%B0%E1%BB%9Bc`);
    expect(searched!.results!.map((v) => v.sku)).toEqual(["AO-S", "AO-M"]);
    expect(searched!.values).toMatchObject({ idempotencyKey: key, email: "a@b.vn", note: "Gọi trước" });

    const [s, m] = ao.variantIds;
    const added = await load(owner, `?dialog=create&idempotencyKey=${key}&lines[0].variantId=${s}&lines[0].quantity=1&add=${s}&qty.${s}=2`);
    expect(added!.values.lines).toEqual([{ variantId: s, quantity: "3" }]);
    expect(added!.chosen.map((v) => v?.sku)).toEqual(["AO-S"]);
    const two = await load(owner, `?dialog=create&lines[0].variantId=${s}&lines[0].quantity=3&add=${m}`);
    expect(two!.values.lines.map((l) => [l.variantId, l.quantity])).toEqual([
      [s, "3"],
      [m, "1"],
    ]);
    const removed = await load(owner, `?dialog=create&lines[0].variantId=${s}&lines[0].quantity=3&lines[1].variantId=${m}&lines[1].quantity=1&remove=0`);
    expect(removed!.values.lines).toEqual([{ variantId: m, quantity: "1" }]);
  });

  it("refusals: 400 with the input kept and each error on its field; success: the order's page with a toast, once per key", async () => {
    const owner = await h.owner();
    const ao = await product(h, owner, "Áo dài", [{ price: 199000, inventoryQuantity: 3 }]);
    const v = ao.variantIds[0]!;
    const key = crypto.randomUUID();

    const empty = await post(owner, [
      ["intent", "create"],
      ["idempotencyKey", key],
      ["lastName", "Nguyễn"],
      ["email", "not-an-email"],
    ]);
    expect(empty.status).toBe(400);
    expect(empty.data!.result.error).toEqual({ lines: ["Add at least one item"], email: ["This is required email"] });
    expect(empty.data!.result.initialValue).toMatchObject({ lastName: "Nguyễn", email: "not-an-email" });
    // An address begun is a whole address: each missing line on its field.
    const partial = await post(owner, [
      ["intent", "create"],
      ["idempotencyKey", key],
      ["lines[0].variantId", v],
      ["lines[0].quantity", "1"],
      ["lastName", "Nguyễn"],
    ]);
    expect(partial.data!.result.error).toEqual({ address1: ["Address required"], city: ["City required"], countryCode: ["Choose a country"] });

    const short = await post(
      owner,
      base(v, key, [["lines[0].quantity", "5"]]).filter(([k, val]) => !(k === "lines[0].quantity" && val === "2")),
    );
    expect(short.status).toBe(400);
    expect(short.data!.result.error).toEqual({ "lines[0].quantity": ["Only 3 left of Áo dài"] });

    const code = await post(owner, base(v, key, [["discountCode", "NOPE"]]));
    expect(code.status).toBe(400);
    // The admin's client asks in its user's language (the store's: vi); the dialog shows the message as given.
    expect(code.data!.result.error).toEqual({ discountCode: ["Mã giảm giá này không tồn tại"] });

    const placed = await post(owner, base(v, key, [["paid", "on"]]));
    expect(placed.status).toBe(302);
    expect(placed.location).toMatch(/^\/admin\/orders\/detail\/[0-9a-f-]{36}$/);
    const again = await post(owner, base(v, key, [["paid", "on"]]));
    expect(again.location).toBe(placed.location);
    const made = await h.database.db.select().from(orders).where(eq(orders.storeId, owner.storeId));
    expect(made.map((o) => [o.name, o.financialStatus, o.source, o.totalMinor])).toEqual([["#1001", "paid", "admin", 428000]]);
    expect(await stockOf(h, v)).toBe(1);

    // The same key with other details (the dialog's URL reloaded, or a Back): nothing placed, the user told on the
    // form, the input kept, and a new key so the reviewed form can be sent again.
    const oneMore = (k: string) =>
      base(v, k, [["note", "Giao giờ hành chính"]]).map(([f, val]): [string, string] => [f, f === "lines[0].quantity" ? "1" : val]);
    const reused = await post(owner, oneMore(key));
    expect(reused.status).toBe(409);
    expect(reused.data!.result.error).toEqual({
      "": [
        "This form was already submitted with different details, and that submission went through. Nothing was done this time: review the form and submit it again if you still need to.",
      ],
    });
    expect(reused.data!.result.initialValue).toMatchObject({ note: "Giao giờ hành chính", lines: [{ variantId: v, quantity: "1" }] });
    const renewed = String(reused.data!.result.initialValue?.idempotencyKey);
    expect(renewed).toMatch(/^[0-9a-f-]{36}$/);
    expect(renewed).not.toBe(key);
    const second = await post(owner, oneMore(renewed));
    expect(second.status).toBe(302);
    expect(second.location).not.toBe(placed.location);
    expect(await stockOf(h, v)).toBe(0);
  });

  it("an API answer other than a refusal: 404 is the 404 page, a gateway error is said on the form with the input kept", async () => {
    const failing = (status: number) =>
      ({
        store: {
          post: async () => {
            throw apiErrorFrom(status, { message: "Upstream" });
          },
          get: async () => ({ variants: [], chosen: [] }),
        },
      }) as unknown as Parameters<typeof handleCreateOrderIntent>[0]["api"];
    const formData = () => {
      const form = new FormData();
      for (const [k, val] of base(crypto.randomUUID(), crypto.randomUUID())) form.append(k, val);
      return form;
    };
    const args = (status: number) => ({ context: contextOf(), api: failing(status), formData: formData(), t: fixedT("en", "orderCreate") });
    const notFound = await handleCreateOrderIntent(args(404)).catch((thrown: unknown) => thrown);
    expect(notFound).toBeInstanceOf(Response);
    expect((notFound as Response).status).toBe(404);
    const forbidden = await handleCreateOrderIntent(args(403)).catch((thrown: unknown) => thrown);
    expect((forbidden as Response).status).toBe(403);
    const gateway = (await handleCreateOrderIntent(args(502))) as unknown as {
      data: { result: { error?: Record<string, string[]> } };
      init: { status: number };
    };
    expect(gateway.init.status).toBe(400);
    expect(gateway.data.result.error).toEqual({ "": ["Bad Gateway"] });
  });
});
