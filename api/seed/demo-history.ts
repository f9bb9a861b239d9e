// The demo store's last 90 days (ADR 042), made through the API as a storefront and staff would have made them: visits
// and their funnel events, checkouts completed with cash on delivery or bank transfer, abandoned checkouts, phone sales,
// then payments, shipments, returns and cancellations at the times they would have happened. Each call names its time
// to the seeding instance (seeding-api.ts); nothing is written to a table directly, nothing is back-dated afterwards.
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import type { Db } from "../db/client";
import * as calls from "./demo-calls";
import { EN_TRACKING, makeAttribution, makeBuyer, pick, TRACKING, weighted, type Buyer, type Random } from "./demo-people";
import { expectOk as expectOkOf, pool, startSeedingApi, type SeedAnswer, type SeedingApi } from "./seeding-api";
import { seededRandom } from "../../domain/seeded-random";

dayjs.extend(utc);
dayjs.extend(timezone);

export const DEMO_HISTORY_DAYS = 90;
/** Visits that buy nothing, per order: about 6% of visits convert (a small shop with paid traffic). */
const BROWSING_SESSIONS_PER_ORDER = 15;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface DemoHistoryOptions {
  /** Orders in all (storefront and manual). */
  orders: number;
  days?: number;
  now?: Date;
  /** Calls in flight at once (checkout preparation, actions, events); completions go one at a time, in time order. */
  concurrency?: number;
  seed?: number;
  log?: (entry: Record<string, unknown>) => void;
}

export interface DemoHistoryWho {
  storeId: string;
  language: "vi" | "en";
  timezone: string;
  owner: { email: string };
  staff: { email: string };
  password: string;
}

export interface DemoHistoryReport {
  orders: number;
  manualOrders: number;
  refused: number;
  abandonedCheckouts: number;
  sessions: number;
  events: number;
  /** Per action (paid, fulfil, refund, cancel, tag): done, refused, or skipped because the API has no such call yet. */
  actions: Record<string, { done: number; refused: number; skipped: number }>;
  ms: number;
  /** This process's CPU time meanwhile (API, database and the seeding's own calls): what a busy machine does not move. */
  cpuMs: number;
}

// When people shop, in the store's time zone: evenings most, nights least.
const HOUR_WEIGHTS = [0.35, 0.2, 0.1, 0.08, 0.08, 0.15, 0.4, 0.8, 1.2, 1.5, 1.6, 1.8, 2.1, 2.0, 1.6, 1.5, 1.6, 1.8, 2.0, 2.7, 3.2, 3.1, 2.4, 1.2].map(
  (w, hour) => [hour, w] as const,
);

/** A sampler of moments over the last `days` days: weekends ×1.4, a growing shop, two sale days, evenings. */
function momentSampler(random: Random, now: Date, days: number, tz: string): () => Date {
  const firstDay = dayjs(now)
    .tz(tz)
    .startOf("day")
    .subtract(days - 1, "day");
  const saleDays = new Set([days - 19, days - 52]);
  const dayWeights = Array.from({ length: days }, (_, d) => {
    const weekday = firstDay.add(d, "day").day();
    const weekend = weekday === 0 || weekday === 6 ? 1.4 : 1;
    return [d, weekend * (0.75 + (0.5 * d) / days) * (saleDays.has(d) ? 2.6 : 1)] as const;
  });
  return () => {
    for (;;) {
      const day = weighted(random, dayWeights);
      const hour = weighted(random, HOUR_WEIGHTS);
      const at = firstDay
        .add(day, "day")
        .add(hour, "hour")
        .add(Math.floor(random() * 3600), "second")
        .toDate();
      // Nothing in the future, and a little room for the steps just before it.
      if (at.getTime() < now.getTime() - 2 * MINUTE && at.getTime() > firstDay.valueOf() + 40 * MINUTE) return at;
    }
  };
}

interface CatalogVariant {
  id: string;
  productId: string;
  stock: number;
}
interface CatalogProduct {
  id: string;
  variants: CatalogVariant[];
}

/** The store's published products and their variants, read through the API. */
async function readCatalog(api: SeedingApi, owner: calls.Session, concurrency: number): Promise<CatalogProduct[]> {
  const products: CatalogProduct[] = [];
  for (let page = 1; ; page++) {
    const answer = expectOk<{ products: { _id: string }[]; total: number }>(await calls.listProducts(api, owner, page), "list products");
    for (const p of answer.products) products.push({ id: p._id, variants: [] });
    if (page * 200 >= answer.total) break;
  }
  await pool(products, concurrency, async (product) => {
    const answer = expectOk<{ variants: { _id: string; inventoryQuantity: number }[] }>(await calls.listVariants(api, owner, product.id), "list variants");
    product.variants = answer.variants.map((v) => ({
      id: v._id,
      productId: product.id,
      stock: v.inventoryQuantity,
    }));
  });
  return products.filter((p) => p.variants.length > 0);
}

/** The answer's body, or the history stops with what the API said (seeding-api.ts). */
const expectOk = <T = unknown>(answer: SeedAnswer, what: string): T => expectOkOf<T>(answer, "demo history", what);

/** Popular products sell most (a Zipf-like curve over a shuffled catalog); a variant is bought while it is in stock. */
function cartPicker(random: Random, catalog: CatalogProduct[]) {
  const order = [...catalog].sort(() => random() - 0.5);
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < order.length; i++) cumulative.push((total += 1 / Math.pow(i + 1, 0.85)));
  const product = () => {
    const r = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < r) lo = mid + 1;
      else hi = mid;
    }
    return order[lo]!;
  };
  return {
    product,
    /** Lines for an order, taken from the stock this plan knows of (so completions are not refused). */
    lines(minLines = 1): CatalogVariant[] {
      const count = Math.max(
        minLines,
        weighted(random, [
          [1, 55],
          [2, 28],
          [3, 12],
          [4, 5],
        ]),
      );
      const picked: CatalogVariant[] = [];
      for (let tries = 0; picked.length < count && tries < 40; tries++) {
        const variants = product().variants.filter((v) => v.stock > 2 && !picked.includes(v));
        if (variants.length > 0) picked.push(pick(random, variants));
      }
      return picked;
    },
  };
}

type Scenario = "normal" | "partial_fulfil" | "refund_line" | "refund_all" | "cancel_unpaid" | "cancel_paid" | "never_paid";
/** The oldest orders take each of these once, so even a small demo (the e2e server's) shows every status. */
const FIRST_SCENARIOS: Scenario[] = ["partial_fulfil", "refund_line", "refund_all", "cancel_unpaid", "cancel_paid", "never_paid"];
/**
 * The order after the first phone sale (which follows the first scenarios) is a buyer of the store's other language
 * from abroad, so even a small demo has one whatever the draws; about 15% of buyers are so at random (demo-people.ts).
 */
const FOREIGN_BUYER_INDEX = FIRST_SCENARIOS.length + 1;

interface PlannedOrder {
  at: Date;
  index: number;
  manual: boolean;
  scenario: Scenario;
  buyer: Buyer;
  lines: calls.CartLine[];
  productIds: string[];
  paymentMethod: "cod" | "bank_transfer" | "manual";
  paid: boolean;
  shippingRate: string;
  attribution: calls.Attribution;
  token?: string;
}

interface PlacedOrder {
  plan: PlannedOrder;
  id: string;
  lines: { _id: string; quantity: number }[];
  totalShipping: number;
}

export async function seedDemoHistory(db: Db, who: DemoHistoryWho, opts: DemoHistoryOptions): Promise<DemoHistoryReport> {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const now = opts.now ?? new Date();
  const days = opts.days ?? DEMO_HISTORY_DAYS;
  const concurrency = opts.concurrency ?? 6;
  const say = opts.log ?? (() => {});
  const log = (entry: Record<string, unknown>) => say({ ...entry, ms: Math.round(performance.now() - started) });
  const random = seededRandom(opts.seed ?? 2026);
  const { storeId, language } = who;
  const moment = momentSampler(random, now, days, who.timezone);
  const report: DemoHistoryReport = { orders: 0, manualOrders: 0, refused: 0, abandonedCheckouts: 0, sessions: 0, events: 0, actions: {}, ms: 0, cpuMs: 0 };

  const api = await startSeedingApi(db);
  const sessions: string[] = [];
  try {
    const signIn = async (email: string): Promise<calls.Session> => {
      const answer = expectOk<{ token: string }>(await calls.signIn(api, email, who.password), `sign in ${email}`);
      sessions.push(answer.token);
      return { token: answer.token, storeId };
    };
    const owner = await signIn(who.owner.email);
    const staff = await signIn(who.staff.email);
    const catalog = await readCatalog(api, owner, concurrency);
    if (catalog.length === 0) throw new Error("demo history: the store has no published product with variants");
    const carts = cartPicker(random, catalog);
    log({ level: "info", msg: "demo history: catalog read", products: catalog.length });

    // Who buys: a quarter of the orders come from someone who bought before.
    const buyers: Buyer[] = [];
    const buyer = (forced?: Parameters<typeof makeBuyer>[3]) => {
      if (!forced && buyers.length > 10 && random() < 0.25) return buyers[Math.floor(Math.pow(random(), 2) * buyers.length)]!;
      const b = makeBuyer(random, language, buyers.length + 1, forced);
      buyers.push(b);
      return b;
    };
    const newSession = () => `s${Math.floor(random() * 36 ** 10).toString(36)}${(report.sessions++).toString(36)}`;

    // 1. The plan: every order's moment, buyer, cart, payment and fate.
    const times = Array.from({ length: opts.orders }, moment).sort((a, b) => a.getTime() - b.getTime());
    const planned: PlannedOrder[] = times.map((at, index) => {
      // The one after the first scenarios is a phone sale paid at once, so even a small demo has one; the foreign buyer
      // after it orders online (with an address).
      const manual = index === FIRST_SCENARIOS.length || (index !== FOREIGN_BUYER_INDEX && random() < 0.06);
      const scenario: Scenario =
        FIRST_SCENARIOS[index] ??
        weighted<Scenario>(random, [
          ["normal", 84],
          ["partial_fulfil", 4],
          ["refund_line", 4],
          ["refund_all", 1.5],
          ["cancel_unpaid", 3.5],
          ["cancel_paid", 1],
          ["never_paid", 2],
        ]);
      const picked = carts.lines(scenario === "partial_fulfil" ? 2 : 1);
      const lines = picked.map((v) => {
        const quantity = Math.min(
          v.stock - 1,
          weighted(random, [
            [1, 80],
            [2, 15],
            [3, 5],
          ] as const),
        );
        v.stock -= quantity;
        return { variantId: v.id, quantity };
      });
      const paymentMethod: PlannedOrder["paymentMethod"] =
        scenario === "cancel_paid" || scenario === "never_paid"
          ? "bank_transfer"
          : manual
            ? weighted(random, [
                ["manual", 30],
                ["cod", 40],
                ["bank_transfer", 30],
              ] as const)
            : weighted(random, [
                ["cod", 68],
                ["bank_transfer", 32],
              ] as const);
      const person = buyer(index === FOREIGN_BUYER_INDEX ? { language: language === "vi" ? "en" : "vi", abroad: true } : undefined);
      return {
        at,
        index,
        manual,
        scenario,
        buyer: person,
        lines,
        productIds: picked.map((v) => v.productId),
        paymentMethod,
        paid: index === FIRST_SCENARIOS.length || (manual && paymentMethod !== "cod" && scenario !== "never_paid" && random() < 0.7),
        shippingRate: manual && random() < 0.3 ? "" : random() < 0.8 ? "standard" : "express",
        attribution: makeAttribution(random, language, newSession(), person),
      };
    });
    const storefrontOrders = planned.filter((o) => !o.manual && o.lines.length > 0);

    // 2. Checkouts walked to the payment step, concurrently: create (the cart, where the visit came from), contact and
    // address, shipping rate, each a few minutes before the order.
    await pool(storefrontOrders, concurrency, async (o) => {
      const t = o.at.getTime();
      const contact = o.buyer.givesEmail ? { email: o.buyer.email, phone: o.buyer.phone } : { phone: o.buyer.phone };
      const created = expectOk<{ checkout: { token: string } }>(
        await calls.createCheckout(api, storeId, new Date(t - 9 * MINUTE), { lines: o.lines, attribution: o.attribution }),
        "create checkout",
      );
      o.token = created.checkout.token;
      // Contact and address are one step of the storefront's form.
      expectOk(await calls.setCheckoutContactAndAddress(api, storeId, o.token, new Date(t - 5 * MINUTE), contact, o.buyer.address), "checkout address");
      expectOk(await calls.chooseShippingRate(api, storeId, o.token, new Date(t - 2 * MINUTE), o.shippingRate || "standard"), "shipping rate");
    });
    log({ level: "info", msg: "demo history: checkouts ready", checkouts: storefrontOrders.length });

    // 3. Orders in time order, one at a time, so their numbers follow their dates: completions and phone sales.
    const placed: PlacedOrder[] = [];
    for (const o of planned) {
      if (o.lines.length === 0) continue;
      const key = `demo-order-${o.index}-${storeId.slice(0, 8)}`;
      const answer = o.manual
        ? await calls.createManualOrder(api, staff, o.at, {
            lines: o.lines,
            email: o.buyer.givesEmail ? o.buyer.email : "",
            phone: o.buyer.phone,
            shippingAddress: o.shippingRate ? o.buyer.address : null,
            shippingRate: o.shippingRate,
            paymentMethod: o.paymentMethod,
            paid: o.paid,
            note: language === "vi" ? "Khách đặt qua điện thoại" : "Phone order",
            tags: [phoneOrderTag(language)],
            idempotencyKey: key,
          })
        : await calls.completeCheckout(api, storeId, o.token!, o.at, o.paymentMethod === "manual" ? "cod" : o.paymentMethod, key);
      if (answer.status !== 201) {
        report.refused++;
        if (report.refused <= 3)
          log({ level: "warn", msg: "demo history: an order was refused", status: answer.status, body: JSON.stringify(answer.body).slice(0, 300) });
        continue;
      }
      const { order } = answer.body as { order: { _id: string; lines: { _id: string; quantity: number }[]; totalShipping: number } };
      placed.push({ plan: o, id: order._id, lines: order.lines, totalShipping: order.totalShipping });
      if (o.manual) report.manualOrders++;
    }
    report.orders = placed.length;
    log({ level: "info", msg: "demo history: orders placed", orders: placed.length, refused: report.refused });

    // 4. Visits: the buyers' own (product views, cart adds, checkout), visits that bought nothing, and
    // checkouts left with a way to reach the buyer (abandoned).
    const events: { at: number; event: calls.StorefrontEvent }[] = [];
    const visit = (attribution: calls.Attribution, at: number, kind: calls.StorefrontEvent["kind"], extra: Partial<calls.StorefrontEvent> = {}) => {
      const { sessionId, ...source } = attribution;
      events.push({ at, event: { kind, sessionId, ...source, ...extra } });
    };
    for (const p of placed) {
      if (p.plan.manual) continue;
      const t = p.plan.at.getTime();
      const a = p.plan.attribution;
      const browsed = [...p.plan.productIds, ...Array.from({ length: Math.floor(random() * 3) }, () => carts.product().id)];
      browsed.forEach((productId, i) => visit(a, t - (30 - i * 3) * MINUTE, "view_content", { productId }));
      p.plan.productIds.forEach((productId, i) => visit(a, t - (14 - i) * MINUTE, "add_to_cart", { productId }));
      visit(a, t - 9 * MINUTE, "reached_checkout");
      // No session_converted here: completing a checkout that names its session records it, with the order (ADR 073).
    }
    const abandoned: { at: number; attribution: calls.Attribution; lines: calls.CartLine[]; buyer: Buyer; address: boolean }[] = [];
    for (let i = 0; i < opts.orders * BROWSING_SESSIONS_PER_ORDER; i++) {
      const t = moment().getTime();
      const a = makeAttribution(random, language, newSession());
      const views = weighted(random, [
        [1, 55],
        [2, 30],
        [3, 15],
      ] as const);
      const seen = Array.from({ length: views }, () => carts.product());
      seen.forEach((product, k) => visit(a, t + k * 2 * MINUTE, "view_content", { productId: product.id }));
      if (random() >= 0.12) continue;
      const product = seen[seen.length - 1]!;
      visit(a, t + views * 2 * MINUTE, "add_to_cart", { productId: product.id });
      if (random() >= 0.45) continue;
      const checkoutAt = t + (views * 2 + 3) * MINUTE;
      if (checkoutAt > now.getTime() - MINUTE) continue;
      visit(a, checkoutAt, "reached_checkout");
      if (random() < 0.4) {
        abandoned.push({
          at: checkoutAt,
          attribution: a,
          lines: [{ variantId: pick(random, product.variants).id, quantity: 1 }],
          buyer: buyer(),
          address: random() < 0.5,
        });
      }
    }
    await pool(abandoned, concurrency, async (c) => {
      const created = await calls.createCheckout(api, storeId, new Date(c.at), { lines: c.lines, attribution: c.attribution });
      if (created.status !== 201) return;
      const token = (created.body as { checkout: { token: string } }).checkout.token;
      const contact = c.buyer.givesEmail ? { email: c.buyer.email } : { phone: c.buyer.phone };
      expectOk(await calls.setCheckoutContact(api, storeId, token, new Date(c.at + 2 * MINUTE), contact), "abandoned checkout contact");
      if (c.address) expectOk(await calls.setCheckoutAddress(api, storeId, token, new Date(c.at + 4 * MINUTE), c.buyer.address), "abandoned checkout address");
      report.abandonedCheckouts++;
    });
    log({ level: "info", msg: "demo history: abandoned checkouts", checkouts: report.abandonedCheckouts });

    // Events in time order, 50 a call (the API's most); a call's events take its time, the latest of them.
    events.sort((x, y) => x.at - y.at);
    const batches: { at: number; events: calls.StorefrontEvent[] }[] = [];
    for (let i = 0; i < events.length; i += 50) {
      const slice = events.slice(i, i + 50);
      batches.push({ at: Math.min(slice[slice.length - 1]!.at, now.getTime()), events: slice.map((e) => e.event) });
    }
    await pool(batches, concurrency, async (b) => {
      expectOk(await calls.recordEvents(api, storeId, new Date(b.at), b.events), "record events");
      report.events += b.events.length;
    });
    log({ level: "info", msg: "demo history: storefront events", events: report.events, sessions: report.sessions });

    // 5. What happened to each order afterwards, in its order: paid, shipped (all or part), returned, cancelled.
    const missing = new Set<string>();
    const count = (kind: string, answer: SeedAnswer | null) => {
      const c = (report.actions[kind] ??= { done: 0, refused: 0, skipped: 0 });
      if (answer === null || calls.isMissingRoute(answer)) {
        c.skipped++;
        if (answer && !missing.has(kind)) {
          missing.add(kind);
          log({ level: "info", msg: `demo history: the API has no ${kind} call yet (${answer.status}); that step is skipped` });
        }
      } else if (answer.status >= 300) {
        c.refused++;
        if (c.refused <= 2)
          log({ level: "warn", msg: `demo history: ${kind} refused`, status: answer.status, body: JSON.stringify(answer.body).slice(0, 300) });
      } else c.done++;
    };
    await pool(placed, concurrency, async (order) => {
      for (const step of planSteps(random, order, language)) {
        if (step.at.getTime() > now.getTime() - MINUTE) break;
        if (missing.has(step.kind)) {
          count(step.kind, null);
          continue;
        }
        count(step.kind, await step.run(api, { owner, staff }));
      }
    });
    log({ level: "info", msg: "demo history: order actions", actions: report.actions });
  } finally {
    for (const token of sessions) await calls.signOut(api, token).catch(() => {});
    await api.close();
  }
  report.ms = Math.round(performance.now() - started);
  const cpu = process.cpuUsage(cpuStarted);
  report.cpuMs = Math.round((cpu.user + cpu.system) / 1000);
  return report;
}

const phoneOrderTag = (language: "vi" | "en") => (language === "vi" ? "dat-qua-dien-thoai" : "phone-order");

interface Step {
  at: Date;
  kind: "paid" | "fulfil" | "refund" | "cancel" | "tag";
  run(api: SeedingApi, who: { owner: calls.Session; staff: calls.Session }): Promise<SeedAnswer>;
}

/** The order's later steps, each at its time; the caller stops at the first one still in the future. */
function planSteps(random: Random, order: PlacedOrder, language: "vi" | "en"): Step[] {
  const { plan } = order;
  const between = (from: number, minHours: number, maxHours: number) => new Date(from + (minHours + random() * (maxHours - minHours)) * HOUR);
  const key = (kind: string, n = 0) => `demo-${kind}-${n}-${order.id}`;
  const steps: Step[] = [];
  const t0 = plan.at.getTime();
  const vi = language === "vi";

  if (random() < 0.08) {
    const tag = pick(random, vi ? ["khach-quen", "qua-tang", "giao-gap", "vip"] : ["vip", "gift", "rush", "wholesale"]);
    // A phone sale keeps the tag it was made with.
    const tags = plan.manual ? [phoneOrderTag(language), tag] : [tag];
    steps.push({
      at: new Date(t0 + 10 * MINUTE),
      kind: "tag",
      run: (api, who) => calls.tagOrder(api, who.staff, order.id, new Date(t0 + 10 * MINUTE), { tags, version: 1 }),
    });
  }
  const markPaid = (at: Date): Step => ({ at, kind: "paid", run: (api, who) => calls.markOrderPaid(api, who.staff, order.id, at, key("paid")) });
  const cancel = (at: Date, refund: boolean): Step => ({
    at,
    kind: "cancel",
    run: (api, who) => calls.cancelOrder(api, who.owner, at, { orderId: order.id, reason: "customer", restock: true, refund, idempotencyKey: key("cancel") }),
  });
  const carriers = vi ? TRACKING : EN_TRACKING;
  const fulfil = (at: Date, lines: { lineId: string; quantity: number }[], n: number): Step => {
    const carrier = pick(random, carriers);
    const number = `${carrier.prefix}${Math.floor(random() * 1e10)
      .toString(36)
      .toUpperCase()}`;
    return {
      at,
      kind: "fulfil",
      run: (api, who) =>
        calls.fulfilOrder(api, who.staff, order.id, at, {
          lines,
          trackingCompany: carrier.company,
          trackingNumber: number,
          trackingUrl: carrier.url(number),
          idempotencyKey: key("fulfil", n),
        }),
    };
  };

  let paidAt = plan.paid ? t0 : null;
  if (plan.paymentMethod !== "cod" && !plan.paid) {
    if (plan.scenario === "never_paid") return steps;
    if (plan.scenario === "cancel_unpaid") return [...steps, cancel(between(t0, 2, 30), false)];
    paidAt = between(t0, 0.2, 20).getTime();
    steps.push(markPaid(new Date(paidAt)));
  } else if (plan.scenario === "cancel_unpaid" || plan.scenario === "never_paid") {
    return [...steps, cancel(between(t0, 1, 20), false)];
  }
  if (plan.scenario === "cancel_paid") return [...steps, cancel(between(paidAt ?? t0, 1, 10), paidAt !== null)];

  // Shipped: the whole order, or first part of it and the rest a few days later (or never).
  const all = order.lines.map((l) => ({ lineId: l._id, quantity: l.quantity }));
  const firstShipAt = between(paidAt ?? t0, 2, 36).getTime();
  let lastShipAt = firstShipAt;
  if (plan.scenario === "partial_fulfil") {
    const units = all.flatMap((l) => Array.from({ length: l.quantity }, () => l.lineId));
    const first = units.slice(0, Math.max(1, Math.floor(units.length / 2)));
    const firstLines = [...new Set(first)].map((lineId) => ({ lineId, quantity: first.filter((id) => id === lineId).length }));
    steps.push(fulfil(new Date(firstShipAt), firstLines, 0));
    // Half of them stay partly shipped (a back-ordered item); the others ship the rest later. The first one always stays,
    // so even a small demo (the e2e server's, the seed test's) has a partly shipped order whatever the draws.
    const staysPartial = random() < 0.5;
    if (staysPartial || plan.index === FIRST_SCENARIOS.indexOf("partial_fulfil")) return steps;
    const rest = all
      .map((l) => ({ lineId: l.lineId, quantity: l.quantity - (firstLines.find((f) => f.lineId === l.lineId)?.quantity ?? 0) }))
      .filter((l) => l.quantity > 0);
    lastShipAt = between(firstShipAt, 48, 120).getTime();
    steps.push(fulfil(new Date(lastShipAt), rest, 1));
  } else {
    steps.push(fulfil(new Date(firstShipAt), all, 0));
  }
  // Cash on delivery is paid when the parcel arrives and the carrier remits it.
  if (paidAt === null) {
    paidAt = between(lastShipAt, 36, 120).getTime();
    steps.push(markPaid(new Date(paidAt)));
  }
  if (plan.scenario === "refund_line" || plan.scenario === "refund_all") {
    const at = between(Math.max(paidAt, lastShipAt), 72, 240);
    const whole = plan.scenario === "refund_all";
    const lines = whole ? all.map((l) => ({ ...l, restock: true })) : [{ lineId: all[0]!.lineId, quantity: 1, restock: true }];
    steps.push({
      at,
      kind: "refund",
      run: (api, who) =>
        calls.refundOrder(api, who.owner, at, {
          orderId: order.id,
          lines,
          shipping: whole ? order.totalShipping : 0,
          reason: vi ? "Khách đổi trả hàng" : "Returned by the customer",
          idempotencyKey: key("refund"),
        }),
    });
  }
  return steps.sort((a, b) => a.at.getTime() - b.at.getTime());
}
