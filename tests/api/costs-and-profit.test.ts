// Costs and profit settings (ADR 044): a variant's cost per item through the API and the CSV, the cost an order's lines
// keep when it is placed (a later change leaves the order alone), the order profit report on those costs, and the
// store's profit settings (versions, validation, store scoping, the analytics scope).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines } from "../../api/db/schema";
import { orderPlacementEndpoints } from "../../domain/contracts/checkout";
import { orderEndpoints as oe } from "../../domain/contracts/orders";
import { profitSettingsEndpoints as pe } from "../../domain/contracts/profit-settings";
import { variantEndpoints as ve } from "../../domain/contracts/variants";
import type { ExportTaskDto } from "../../domain/export";
import { startHarness, type Harness } from "../helpers/harness";
import { ADDRESS, complete, idempotencyKey, product, readyCheckout, setLanguage, type Owner } from "./checkout-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const variantOf = async (owner: Owner, productId: string, variantId: string) =>
  (await h.request(ve.get, { headers: owner.headers, params: { id: productId, variantId } })).body.variant;

describe("a variant's cost per item", () => {
  it("is saved on create and update, cleared by null, and refused when negative or not a number", async () => {
    const owner = await h.owner();
    const { productId, variantIds } = await product(h, owner, "Áo thun", [{ price: 199000, cost: 85000, sku: "TEE-1" }]);
    const made = await variantOf(owner, productId, variantIds[0]!);
    expect(made).toMatchObject({ price: 199000, cost: 85000 });

    const update = (variant: Record<string, unknown>) =>
      h.request(ve.update, { headers: owner.headers, params: { id: productId, variantId: variantIds[0]! }, body: { variant: variant as never } });
    const changed = await update({ price: 199000, cost: "90000.5", sku: "TEE-1", version: made.version });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.variant.cost).toBe(90000.5);
    const cleared = await update({ price: 199000, cost: null, sku: "TEE-1", version: changed.body.variant.version });
    expect(cleared.body.variant.cost).toBeNull();

    const negative = await update({ price: 199000, cost: -1, version: cleared.body.variant.version });
    expect(negative.status).toBe(400);
    expect((negative.body as unknown as { errors: Record<string, string[]> }).errors.cost).toEqual(["Cost per item must be 0 or more"]);
    const word = await update({ price: 199000, cost: "cheap", version: cleared.body.variant.version });
    expect(word.status).toBe(400);
    // As the price: a cell that is not a number reads as no number at all.
    expect((word.body as unknown as { errors: Record<string, string[]> }).errors.cost).toEqual(["Cost per item required"]);
  });

  it("goes out in the products CSV's Cost per item column and comes back in (blank: not known)", async () => {
    const owner = await h.owner();
    const { productId, variantIds } = await product(h, owner, "Khăn lụa", [
      { option1: "S", price: 250000, cost: 110000, sku: "SCARF-S" },
      { option1: "M", price: 260000, sku: "SCARF-M" },
    ]);
    const started = await h.call("GET", "/products/export/csv", { headers: owner.headers });
    expect(started.status).toBe(202);
    let task: ExportTaskDto = started.body.task;
    for (let i = 0; i < 200 && task.status < 2; i++) {
      await new Promise((r) => setTimeout(r, 25));
      task = (await h.call("GET", "/products/export/csv/tasks", { headers: owner.headers })).body.tasks[0];
    }
    const text = await (await fetch(h.url + task.downloadUrl, { headers: owner.headers })).text();
    const [header, ...rows] = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const columns = header!.split(",");
    const cost = columns.indexOf("Cost per item");
    const sku = columns.indexOf("Variant SKU");
    expect(rows.map((r) => [r.split(",")[sku], r.split(",")[cost]])).toEqual([
      ["SCARF-S", "110000"],
      ["SCARF-M", ""],
    ]);

    // The file back with other costs: the S costs 120,000 now, the M 95,000.50 (Shopify writes cents).
    const edited = [
      header,
      rows[0]!.replace(",110000,", ",120000,"),
      rows[1]!
        .split(",")
        .map((c, i) => (i === cost ? "95000.50" : c))
        .join(","),
    ].join("\r\n");
    const query = new URLSearchParams({ mode: "all-or-nothing", fileName: "export.csv" });
    const upload = await fetch(`${h.url}/products/import/csv?${query}`, {
      method: "POST",
      headers: { ...owner.headers, "content-type": "text/csv" },
      body: edited,
    });
    expect(upload.status).toBe(202);
    const id = ((await upload.json()) as { task: { _id: string } }).task._id;
    let done: { status: string; updatedCount: number; errorCount: number } | null = null;
    for (let i = 0; i < 400 && !done; i++) {
      const res = await h.call("GET", `/products/import/csv/${id}`, { headers: owner.headers });
      if (res.body.task.status === "done" || res.body.task.status === "failed") done = res.body.task;
      else await new Promise((r) => setTimeout(r, 25));
    }
    expect(done).toMatchObject({ status: "done", updatedCount: 1, errorCount: 0 });
    const after = (await h.request(ve.list, { headers: owner.headers, params: { id: productId }, query: {} })).body.variants;
    expect(after.map((v) => [v.sku, v.cost])).toEqual([
      ["SCARF-S", 120000],
      ["SCARF-M", 95000.5],
    ]);
    expect(after.map((v) => v._id)).toEqual(variantIds);
  });
});

describe("the cost an order keeps", () => {
  it("copies each line's cost at checkout and at a manual order; a later cost change leaves the order's profit alone", async () => {
    const owner = await h.owner();
    const { productId, variantIds } = await product(h, owner, "Áo dài", [
      { option1: "S", price: 300000, cost: 120000, inventoryQuantity: 10 },
      { option1: "M", price: 320000, inventoryQuantity: 10 },
    ]);
    const [costed, uncosted] = variantIds as [string, string];
    const { token } = await readyCheckout(h, owner.storeId, [{ variantId: costed, quantity: 2 }]);
    const placed = await complete(h, owner.storeId, token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.order._id;
    const linesOf = async (id: string) => h.database.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    expect((await linesOf(orderId)).map((l) => l.unitCostMinor)).toEqual([120000]);

    // The variant costs more now: the order keeps what it cost when it was sold.
    const v = await variantOf(owner, productId, costed);
    const raised = await h.request(ve.update, {
      headers: owner.headers,
      params: { id: productId, variantId: costed },
      body: { variant: { option1: "S", price: 300000, cost: 150000, inventoryQuantity: v.inventoryQuantity, version: v.version } as never },
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect((await linesOf(orderId)).map((l) => l.unitCostMinor)).toEqual([120000]);
    const profit = await h.request(oe.profit, { headers: owner.headers, query: { orderId } });
    expect(profit.status, JSON.stringify(profit.body)).toBe(200);
    // Revenue 600,000 + 30,000 shipping; cost 2 × 120,000; no tax.
    expect(profit.body.profit).toMatchObject({ revenue: 630000, costOfGoods: 240000, costKnown: true, costMissing: 0, profit: 390000, note: "" });
    expect(profit.body.profit.margin).toBeCloseTo(390000 / 630000, 4);

    // A manual order with a costed line (at the new cost) and one without: its cost is unknown, and it says why.
    const manual = await h.request(orderPlacementEndpoints.create, {
      headers: owner.headers,
      body: {
        product: {
          lines: [
            { variantId: costed, quantity: 1 },
            { variantId: uncosted, quantity: 1 },
          ],
          email: "an@example.com",
          shippingAddress: ADDRESS,
          shippingRate: "standard",
          paid: true,
          idempotencyKey: idempotencyKey(),
        },
      } as never,
    });
    expect(manual.status, JSON.stringify(manual.body)).toBe(201);
    const manualLines = await linesOf(manual.body.order._id);
    expect(manualLines.sort((a, b) => a.position - b.position).map((l) => l.unitCostMinor)).toEqual([150000, null]);
    const unknown = await h.request(oe.profit, { headers: owner.headers, query: { orderId: manual.body.order._id } });
    expect(unknown.body.profit).toMatchObject({ costKnown: false, costMissing: 1, costOfGoods: null, profit: null, margin: null });
    expect(unknown.body.profit.note).toContain("unknown for 1 of 2 lines");
  });

  it("keeps cents in a USD store's minor units", async () => {
    const owner = await h.owner();
    await setLanguage(h, owner.storeId, "en");
    const { variantIds } = await product(h, owner, "Tee", [{ price: 19.99, cost: 7.35, inventoryQuantity: 5 }]);
    const { token } = await readyCheckout(h, owner.storeId, [{ variantId: variantIds[0]!, quantity: 3 }]);
    const placed = await complete(h, owner.storeId, token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const lines = await h.database.db.select().from(orderLines).where(eq(orderLines.orderId, placed.body.order._id));
    expect(lines.map((l) => l.unitCostMinor)).toEqual([735]);
    const profit = await h.request(oe.profit, { headers: owner.headers, query: { orderId: placed.body.order._id } });
    // 3 × 19.99 + 5.00 shipping, less 3 × 7.35.
    expect(profit.body.profit).toMatchObject({ revenue: 64.97, costOfGoods: 22.05, profit: 42.92 });
  });
});

describe("profit settings", () => {
  const save = (headers: Record<string, string>, settings: Record<string, unknown>) => h.request(pe.save, { headers, body: { settings: settings as never } });

  it("start at 0 (version 1), save against their version, and a stale version is 409 with the current settings", async () => {
    const owner = await h.owner();
    const first = await h.request(pe.get, { headers: owner.headers });
    expect(first.status).toBe(200);
    expect(first.body.settings).toMatchObject({
      currency: "VND",
      paymentFeePercent: 0,
      paymentFeeFixed: 0,
      shippingCostPerOrder: 0,
      version: 1,
      updatedAt: null,
    });

    const saved = await save(owner.headers, { paymentFeePercent: 2.9, paymentFeeFixed: 2000, shippingCostPerOrder: 25000, version: 1 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.settings).toMatchObject({ paymentFeePercent: 2.9, paymentFeeFixed: 2000, shippingCostPerOrder: 25000, version: 2 });
    expect((await h.request(pe.get, { headers: owner.headers })).body.settings).toMatchObject({ paymentFeePercent: 2.9, version: 2 });

    const stale = await save(owner.headers, { paymentFeePercent: 3, paymentFeeFixed: 0, shippingCostPerOrder: 0, version: 1 });
    expect(stale.status).toBe(409);
    expect((stale.body as unknown as { current: { version: number; paymentFeePercent: number } }).current).toMatchObject({
      version: 2,
      paymentFeePercent: 2.9,
    });
    const again = await save(owner.headers, { paymentFeePercent: 3, paymentFeeFixed: 0, shippingCostPerOrder: 0, version: 2 });
    expect(again.body.settings).toMatchObject({ paymentFeePercent: 3, version: 3 });
  });

  it("refuses a percent outside 0–100 or with 3 decimals, negative amounts, and decimals the currency has not", async () => {
    const owner = await h.owner();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ paymentFeePercent: 101 }, "paymentFeePercent", "Payment fee (%) must be from 0 to 100"],
      [{ paymentFeePercent: -1 }, "paymentFeePercent", "Payment fee (%) must be from 0 to 100"],
      [{ paymentFeePercent: 2.125 }, "paymentFeePercent", "Payment fee (%) has at most 2 decimals"],
      [{ paymentFeeFixed: -5 }, "paymentFeeFixed", "Payment fee per order must be 0 or more"],
      [{ shippingCostPerOrder: "lots" }, "shippingCostPerOrder", "Shipping cost per order must be a number"],
      [{ shippingCostPerOrder: 25000.5 }, "shippingCostPerOrder", "Amounts in VND have at most 0 decimals"],
    ];
    for (const [change, field, message] of cases) {
      const res = await save(owner.headers, { paymentFeePercent: 1, paymentFeeFixed: 0, shippingCostPerOrder: 0, version: 1, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect((res.body as unknown as { errors: Record<string, string[]> }).errors[field], JSON.stringify(change)).toEqual([message]);
    }
    expect((await h.request(pe.get, { headers: owner.headers })).body.settings.version).toBe(1);
    // A USD store keeps cents.
    await setLanguage(h, owner.storeId, "en");
    const usd = await save(owner.headers, { paymentFeePercent: 2.9, paymentFeeFixed: 0.3, shippingCostPerOrder: 4.5, version: 1 });
    expect(usd.status, JSON.stringify(usd.body)).toBe(200);
    expect(usd.body.settings).toMatchObject({ currency: "USD", paymentFeeFixed: 0.3, shippingCostPerOrder: 4.5 });
  });

  it("are each store's own: another store's are never read or written, and staff need the analytics scope", async () => {
    const a = await h.owner();
    const b = await h.owner();
    expect((await save(a.headers, { paymentFeePercent: 5, paymentFeeFixed: 1000, shippingCostPerOrder: 20000, version: 1 })).status).toBe(200);
    // B's owner naming A's store is not a member there: 404, and A's settings are untouched.
    const intoA = { ...b.headers, "store-id": a.storeId };
    expect((await h.request(pe.get, { headers: intoA })).status).toBe(404);
    expect((await save(intoA, { paymentFeePercent: 50, paymentFeeFixed: 0, shippingCostPerOrder: 0, version: 2 })).status).toBe(404);
    expect((await h.request(pe.get, { headers: b.headers })).body.settings).toMatchObject({ paymentFeePercent: 0, version: 1 });
    expect((await h.request(pe.get, { headers: a.headers })).body.settings).toMatchObject({ paymentFeePercent: 5, version: 2 });

    const ordersOnly = await h.staff(a.storeId, ["orders"]);
    const withHeaders = (s: { headers: Record<string, string> }) => ({ ...s.headers, "store-id": a.storeId });
    expect((await h.request(pe.get, { headers: withHeaders(ordersOnly) })).status).toBe(403);
    expect((await save(withHeaders(ordersOnly), { paymentFeePercent: 1, paymentFeeFixed: 0, shippingCostPerOrder: 0, version: 2 })).status).toBe(403);
    const analyst = await h.staff(a.storeId, ["analytics"]);
    expect((await h.request(pe.get, { headers: withHeaders(analyst) })).body.settings).toMatchObject({ paymentFeePercent: 5 });
    expect((await h.request(pe.get, {})).status).toBe(401);
  });
});
