// The order actions' admin side as Remix runs it, against the real API on PGlite: the cancel and mark-as-paid intents
// the order's page will call (through a stand-in of its action's switch), and the fulfilment and refund routes' actions.
// Bad input is 400 with the input kept; success redirects with a toast; a resubmitted form acts once.
import type { ActionFunctionArgs } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, refunds } from "../../api/db/schema";
import type { AppConfig } from "../../app/lib/context";
import { requireStore } from "../../app/lib/guards.server";
import { handleCancelIntent, handleMarkPaidIntent } from "../../app/features/order-actions/actions.server";
import { action as fulfillmentAction } from "../../app/routes/admin.orders.$id.fulfillment/route";
import { action as refundAction } from "../../app/routes/admin.orders.$id.refund/route";
import { adminConfigFor, postForm } from "../helpers/admin-session";
import { startHarness, type Harness } from "../helpers/harness";
import { stockOf } from "../api/checkout-helpers";
import { lineOf, paidOrder, pendingOrder, shop } from "../api/order-actions-helpers";

let h: Harness;
let config: AppConfig;

beforeAll(async () => {
  h = await startHarness();
  config = adminConfigFor(h.url, "order-actions-secret");
});
afterAll(async () => {
  await h?.close();
});

type Owner = Awaited<ReturnType<Harness["owner"]>>;

/** What the order page's action does with these intents (the lead wires them into orders/detail/{id}). */
async function orderPageAction({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "orders");
  const formData = await request.formData();
  const args = { request, context, api, orderId: params.id ?? "", formData };
  switch (formData.get("intent")) {
    case "cancel":
      return handleCancelIntent(args);
    case "mark-paid":
      return handleMarkPaidIntent(args);
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}

interface IntentReply {
  intent?: string;
  result?: { status?: string; initialValue?: Record<string, unknown>; error?: Record<string, string[]> };
  preview?: { total: number } | null;
}

const post = (run: (args: ActionFunctionArgs) => Promise<unknown>, owner: Owner, path: string, fields: [string, string][], params: Record<string, string>) =>
  postForm<IntentReply>(config, owner, run, path, fields, params);

const orderRow = async (id: string) => (await h.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe("cancel and mark as paid (the order page's intents)", () => {
  it("mark as paid: redirects to the order with a toast, and a resubmitted form does not act twice", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const order = await pendingOrder(h, owner, [{ variantId: ao, quantity: 1 }]);
    const fields: [string, string][] = [
      ["intent", "mark-paid"],
      ["idempotencyKey", "render-key-0001"],
    ];
    const first = await post(orderPageAction, owner, `/admin/orders/detail/${order._id}`, fields, { id: order._id });
    expect(first.status).toBe(302);
    expect(first.location).toBe(`/admin/orders/detail/${order._id}`);
    expect(first.setCookie).toMatch(/toast/i);
    const again = await post(orderPageAction, owner, `/admin/orders/detail/${order._id}`, fields, { id: order._id });
    expect(again.status).toBe(302);
    expect((await orderRow(order._id)).financialStatus).toBe("paid");
    const noKey = await post(orderPageAction, owner, `/admin/orders/detail/${order._id}`, [["intent", "mark-paid"]], { id: order._id });
    expect(noKey.status).toBe(400);
    expect(noKey.data?.result?.error?.idempotencyKey).toEqual(["Idempotency key required"]);
  });

  it("mark as paid: a key the API refuses is said on the form, which comes back with a new key that then works", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const first = await pendingOrder(h, owner, [{ variantId: ao, quantity: 1 }]);
    const second = await pendingOrder(h, owner, [{ variantId: ao, quantity: 1 }]);
    const markPaid = (id: string, key: string) =>
      post(
        orderPageAction,
        owner,
        `/admin/orders/detail/${id}`,
        [
          ["intent", "mark-paid"],
          ["idempotencyKey", key],
        ],
        { id },
      );
    expect((await markPaid(first._id, "render-key-paid-shared")).status).toBe(302);
    const refused = await markPaid(second._id, "render-key-paid-shared");
    expect(refused.status).toBe(409);
    expect(refused.data?.intent).toBe("mark-paid");
    expect(refused.data?.result?.error?.[""]?.[0]).toMatch(/^This form was already submitted/);
    const renewed = String(refused.data?.result?.initialValue?.idempotencyKey ?? "");
    expect(renewed).not.toBe("render-key-paid-shared");
    expect((await orderRow(second._id)).financialStatus).toBe("pending");
    expect((await markPaid(second._id, renewed)).status).toBe(302);
    expect((await orderRow(second._id)).financialStatus).toBe("paid");
  });

  it("cancel: an unchecked Restock is no restock; a second cancel is 400 with the API's message on the form", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const order = await paidOrder(h, owner, [{ variantId: ao, quantity: 2 }]);
    const path = `/admin/orders/detail/${order._id}`;
    const answer = await post(
      orderPageAction,
      owner,
      path,
      [
        ["intent", "cancel"],
        ["idempotencyKey", "render-key-cancel-1"],
        ["reason", "Khách hủy"],
        ["refund", "on"],
      ],
      { id: order._id },
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(path);
    expect(await orderRow(order._id)).toMatchObject({ status: "cancelled", financialStatus: "refunded", cancelReason: "Khách hủy" });
    expect(await stockOf(h, ao)).toBe(8);
    const second = await post(
      orderPageAction,
      owner,
      path,
      [
        ["intent", "cancel"],
        ["idempotencyKey", "render-key-cancel-2"],
        ["restock", "true"],
      ],
      { id: order._id },
    );
    expect(second.status).toBe(400);
    expect(second.data?.intent).toBe("cancel");
    // The admin asks the API in its user's language (the store's, vi), so the API's message comes back in Vietnamese.
    expect(second.data?.result?.error?.[""]).toEqual(["Đơn hàng này đã bị hủy trước đó"]);
    expect(await stockOf(h, ao)).toBe(8);
  });

  it("cancel: a refused reason comes back on the reason's field, the code kept", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const order = await pendingOrder(h, owner, [{ variantId: ao, quantity: 1 }]);
    const refused = await post(
      orderPageAction,
      owner,
      `/admin/orders/detail/${order._id}`,
      [
        ["intent", "cancel"],
        ["idempotencyKey", "render-key-cancel-long"],
        ["reason", "x".repeat(300)],
      ],
      { id: order._id },
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.data?.result?.error ?? {})).toEqual(["reason"]);
    expect((await orderRow(order._id)).status).toBe("open");
  });
});

describe("the fulfilment and refund routes' actions", () => {
  it("fulfil: more than is left is 400 on the line's input with the input kept; then a fulfilment and a toast", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const order = await pendingOrder(h, owner, [{ variantId: ao, quantity: 2 }]);
    const path = `/admin/orders/${order._id}/fulfillment`;
    const form = (quantity: string, key: string): [string, string][] => [
      ["intent", "fulfil"],
      ["idempotencyKey", key],
      ["lines[0].lineId", lineOf(order, ao)],
      ["lines[0].quantity", quantity],
      ["trackingCompany", "GHTK"],
      ["trackingNumber", "S1"],
      ["trackingUrl", ""],
    ];
    const over = await post(fulfillmentAction, owner, path, form("3", "render-key-ful-1"), { id: order._id });
    expect(over.status).toBe(400);
    expect(over.data?.result?.error?.["lines[0].quantity"]).toEqual(["Chỉ còn 2 để giao"]);
    expect(over.data?.result?.initialValue).toMatchObject({ trackingCompany: "GHTK", lines: [{ quantity: "3" }] });
    const done = await post(fulfillmentAction, owner, path, form("1", "render-key-ful-2"), { id: order._id });
    expect(done.status).toBe(302);
    expect(done.location).toBe(path);
    expect((await orderRow(order._id)).fulfillmentStatus).toBe("partial");
  });

  it("refund: Calculate answers the server's figures; Refund acts once however often the form is sent", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const order = await paidOrder(h, owner, [{ variantId: ao, quantity: 2 }]);
    const path = `/admin/orders/${order._id}/refund`;
    const form = (intent: string): [string, string][] => [
      ["intent", intent],
      ["idempotencyKey", "render-key-refund-1"],
      ["lines[0].lineId", lineOf(order, ao)],
      ["lines[0].quantity", "1"],
      ["lines[0].restock", "on"],
      ["shipping", "30000"],
      ["notify", "on"],
    ];
    const preview = await post(refundAction, owner, path, form("preview"), { id: order._id });
    expect(preview.status).toBe(200);
    expect(preview.data?.preview?.total).toBe(330000);
    expect(await h.database.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(0);
    const first = await post(refundAction, owner, path, form("refund"), { id: order._id });
    const second = await post(refundAction, owner, path, form("refund"), { id: order._id });
    expect([first.status, second.status]).toEqual([302, 302]);
    expect(await h.database.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(1);
    expect(await stockOf(h, ao)).toBe(9);
    const tooMuch = await post(refundAction, owner, path, [...form("preview").filter(([k]) => k !== "shipping"), ["shipping", "1"]], { id: order._id });
    expect(tooMuch.status).toBe(400);
    // The cap in the order's money, as the page shows amounts (the admin's own check, before any API call).
    expect(tooMuch.data?.result?.error?.shipping).toEqual(["At most 0 đ of shipping can be refunded"]);
  });

  it("refund: the shipping amount is read in the order's currency ('30.000' is 30.000 đ); an ambiguous one is refused on its field", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const order = await paidOrder(h, owner, [{ variantId: ao, quantity: 1 }]);
    const path = `/admin/orders/${order._id}/refund`;
    const form = (intent: string, shipping: string, key = "render-key-ship-1"): [string, string][] => [
      ["intent", intent],
      ["idempotencyKey", key],
      ["lines[0].lineId", lineOf(order, ao)],
      ["lines[0].quantity", "0"],
      ["shipping", shipping],
    ];
    const ambiguous = await post(refundAction, owner, path, form("preview", "30,5"), { id: order._id });
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.data?.result?.error?.shipping).toEqual(["Write a whole number of đồng, like 30000 or 30.000"]);
    expect(ambiguous.data?.result?.initialValue).toMatchObject({ shipping: "30,5" });
    const preview = await post(refundAction, owner, path, form("preview", "30.000"), { id: order._id });
    expect(preview.data?.preview).toEqual({ items: 0, shipping: 30000, total: 30000 });
    const done = await post(refundAction, owner, path, form("refund", "30.000 đ"), { id: order._id });
    expect(done.status).toBe(302);
    const made = await h.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(made.map((r) => [r.shippingMinor, r.amountMinor])).toEqual([[30000, 30000]]);
  });

  it("refund: a form whose key was used for other details comes back with the reason and a new key; sent again, it refunds", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const order = await paidOrder(h, owner, [{ variantId: ao, quantity: 2 }]);
    const path = `/admin/orders/${order._id}/refund`;
    const form = (quantity: string, key: string): [string, string][] => [
      ["intent", "refund"],
      ["idempotencyKey", key],
      ["lines[0].lineId", lineOf(order, ao)],
      ["lines[0].quantity", quantity],
      ["shipping", "0"],
      ["reason", "Trả hàng"],
    ];
    // The rendered form was sent once (say, from another tab, or before a Back): one unit refunded under its key.
    expect((await post(refundAction, owner, path, form("1", "render-key-twice"), { id: order._id })).status).toBe(302);
    // The same form, changed, under the same key: nothing is done, the user is told, and the form gets a new key.
    const refused = await post(refundAction, owner, path, form("2", "render-key-twice"), { id: order._id });
    expect(refused.status).toBe(409);
    expect(refused.data?.intent).toBe("refund");
    expect(refused.data?.result?.error?.[""]).toEqual([
      "This form was already submitted with different details, and that submission went through. Nothing was done this time: review the form and submit it again if you still need to.",
    ]);
    const renewed = String(refused.data?.result?.initialValue?.idempotencyKey ?? "");
    expect(renewed).toMatch(/^[0-9a-f-]{36}$/);
    expect(refused.data?.result?.initialValue).toMatchObject({ reason: "Trả hàng", lines: [{ quantity: "2" }] });
    expect(await h.database.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(1);
    // Reviewed (one unit is left) and sent again with the new key: it acts, once however often it is sent.
    const again = await post(refundAction, owner, path, form("1", renewed), { id: order._id });
    const twice = await post(refundAction, owner, path, form("1", renewed), { id: order._id });
    expect([again.status, twice.status]).toEqual([302, 302]);
    expect(await h.database.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(2);
  });

  it("fulfil: a refused key is said on the form with a new key; other refusals keep the key", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const order = await pendingOrder(h, owner, [{ variantId: ao, quantity: 3 }]);
    const path = `/admin/orders/${order._id}/fulfillment`;
    const form = (quantity: string, key: string): [string, string][] => [
      ["intent", "fulfil"],
      ["idempotencyKey", key],
      ["lines[0].lineId", lineOf(order, ao)],
      ["lines[0].quantity", quantity],
    ];
    const over = await post(fulfillmentAction, owner, path, form("9", "render-key-ful-k"), { id: order._id });
    expect(over.status).toBe(400);
    expect(over.data?.result?.initialValue?.idempotencyKey).toBe("render-key-ful-k");
    expect((await post(fulfillmentAction, owner, path, form("1", "render-key-ful-k"), { id: order._id })).status).toBe(302);
    const reused = await post(fulfillmentAction, owner, path, form("2", "render-key-ful-k"), { id: order._id });
    expect(reused.status).toBe(409);
    expect(reused.data?.result?.error?.[""]?.[0]).toMatch(/^This form was already submitted/);
    expect(reused.data?.result?.initialValue?.idempotencyKey).not.toBe("render-key-ful-k");
  });
});
