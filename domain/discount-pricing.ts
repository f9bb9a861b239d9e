// What discounts do to a cart (issue 9): which of the discounts offered apply, and how much each takes off each line
// and off shipping, in integer minor units (ADR 035). Pure: the checkout calls it with the cart, the shipping price and
// the discounts `findApplicable` found (api/modules/discounts/store.ts), and records the shares on the order's lines, so
// a refund of one line gives back that line's price less its share.
import { allocate, type CurrencyCode } from "./money";

export type DiscountType = "percentage" | "fixed_amount" | "free_shipping" | "buy_x_get_y";
/** What a discount takes money off, as the big platforms say: some products, the whole order, or shipping. */
export type DiscountClass = "product" | "order" | "shipping";

/** What buy X get Y gives: the same items the customer buys, or products or collections of its own. */
export const GETS_APPLIES_TO = ["same", "products", "collections"] as const;
export type GetsAppliesTo = (typeof GETS_APPLIES_TO)[number];

export interface BuyXGetY {
  buyQuantity: number;
  getQuantity: number;
  /** Percent off the items got (100: free). */
  getPercent: number;
  /** The items got ("Customer gets"); absent or "same": the items bought, as before issue 9's separate targets. */
  gets?: { appliesTo: GetsAppliesTo; productIds: readonly string[]; collectionIds: readonly string[] };
}

export interface DiscountCombinations {
  orderDiscounts: boolean;
  productDiscounts: boolean;
  shippingDiscounts: boolean;
}

export interface PricingDiscount {
  id: string;
  method: "code" | "automatic";
  /** The code the buyer typed (a code discount); shown back in the result. */
  code?: string | null;
  type: DiscountType;
  /** Basis points for a percentage (1500 = 15 %), minor units for a fixed amount; unused by the other types. */
  value: number;
  /** Minimum purchase (minor units) or quantity, counted over the lines the discount applies to. */
  minimum: { kind: "none" | "amount" | "quantity"; value: number };
  appliesTo: "all" | "products" | "collections";
  productIds: readonly string[];
  collectionIds: readonly string[];
  /**
   * Buy `buyQuantity` of the targeted items ("Customer buys": appliesTo, productIds, collectionIds), get `getQuantity`
   * of `gets` (the same items by default) `getPercent` % off (100: free); the cheapest are the ones got.
   */
  buyXGetY: BuyXGetY | null;
  combinesWith: DiscountCombinations;
  startsAt: Date;
  /** Exclusive: at `endsAt` the discount has ended. */
  endsAt: Date | null;
}

export interface PricingLine {
  variantId: string;
  productId: string;
  collectionIds: readonly string[];
  quantity: number;
  unitPriceMinor: number;
}

export interface PricingInput {
  lines: readonly PricingLine[];
  shippingMinor: number;
  currency: CurrencyCode;
  discounts: readonly PricingDiscount[];
  now: Date;
}

export type RefusalReason = "not_started" | "expired" | "no_eligible_items" | "minimum_amount" | "minimum_quantity" | "nothing_to_discount" | "not_combinable";

export interface LineResult {
  variantId: string;
  subtotalMinor: number;
  discountMinor: number;
  totalMinor: number;
  /** Each applied discount's share of this line (only those with a share). */
  allocations: { discountId: string; amountMinor: number }[];
}

export interface AppliedDiscount {
  discountId: string;
  code: string | null;
  class: DiscountClass;
  type: DiscountType;
  amountMinor: number;
  /** Per input line, in the input's order; they add up to `amountMinor - shippingMinor`. */
  lineShares: number[];
  shippingMinor: number;
}

export interface PricingResult {
  currency: CurrencyCode;
  lines: LineResult[];
  applied: AppliedDiscount[];
  refused: { discountId: string; code: string | null; reason: RefusalReason }[];
  subtotalMinor: number;
  lineDiscountMinor: number;
  shippingMinor: number;
  shippingDiscountMinor: number;
  discountMinor: number;
  totalMinor: number;
}

/** Past this many candidates the best combination is found greedily (2^12 sets is nothing; 2^30 would be). */
const EXHAUSTIVE_MAX = 12;

export function discountClass(d: Pick<PricingDiscount, "type" | "appliesTo">): DiscountClass {
  if (d.type === "free_shipping") return "shipping";
  if (d.type === "buy_x_get_y" || d.appliesTo !== "all") return "product";
  return "order";
}

const COMBINES_KEY: Record<DiscountClass, keyof DiscountCombinations> = {
  product: "productDiscounts",
  order: "orderDiscounts",
  shipping: "shippingDiscounts",
};

/** Two discounts go together only when each says it combines with the other's class. */
export function combinable(a: PricingDiscount, b: PricingDiscount): boolean {
  return a.combinesWith[COMBINES_KEY[discountClass(b)]] && b.combinesWith[COMBINES_KEY[discountClass(a)]];
}

/** `base × bp / 10000`, rounded half up, exact for any amount (BigInt: base × bp passes 2^53 for large VND carts). */
export function percentOf(base: number, basisPoints: number): number {
  if (base <= 0 || basisPoints <= 0) return 0;
  return Number((BigInt(base) * BigInt(basisPoints) + 5000n) / 10000n);
}

/** Which lines a discount applies to (for buy X get Y, what the customer buys), by index. */
export function targetedLines(d: Pick<PricingDiscount, "appliesTo" | "productIds" | "collectionIds">, lines: readonly PricingLine[]): number[] {
  const products = new Set(d.productIds);
  const collections = new Set(d.collectionIds);
  const out: number[] = [];
  lines.forEach((line, i) => {
    if (line.quantity <= 0) return;
    if (
      d.appliesTo === "all" ||
      (d.appliesTo === "products" && products.has(line.productId)) ||
      (d.appliesTo === "collections" && line.collectionIds.some((c) => collections.has(c)))
    ) {
      out.push(i);
    }
  });
  return out;
}

/** Buy X get Y's lines the customer gets from, by index: its own products or collections, or the lines bought. */
export function getsLines(d: PricingDiscount, lines: readonly PricingLine[]): number[] {
  const gets = d.buyXGetY?.gets;
  if (!gets) return targetedLines(d, lines);
  const { appliesTo, productIds, collectionIds } = gets;
  return appliesTo === "same" ? targetedLines(d, lines) : targetedLines({ appliesTo, productIds, collectionIds }, lines);
}

const separateGets = (d: PricingDiscount) => !!d.buyXGetY?.gets && d.buyXGetY.gets.appliesTo !== "same";

function checkInput(input: PricingInput): void {
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) throw new RangeError(`pricing: bad quantity ${line.quantity} for ${line.variantId}`);
    if (!Number.isSafeInteger(line.unitPriceMinor) || line.unitPriceMinor < 0)
      throw new RangeError(`pricing: bad unit price ${line.unitPriceMinor} for ${line.variantId}`);
  }
  if (!Number.isSafeInteger(input.shippingMinor) || input.shippingMinor < 0) throw new RangeError(`pricing: bad shipping ${input.shippingMinor}`);
}

/** Why a discount cannot apply to this cart on its own, or null when it can. */
function refusalOf(d: PricingDiscount, lines: readonly PricingLine[], now: Date): RefusalReason | null {
  if (now.getTime() < d.startsAt.getTime()) return "not_started";
  if (d.endsAt && now.getTime() >= d.endsAt.getTime()) return "expired";
  const targets = targetedLines(d, lines);
  if (targets.length === 0) return "no_eligible_items";
  const amount = targets.reduce((sum, i) => sum + lines[i]!.quantity * lines[i]!.unitPriceMinor, 0);
  const quantity = targets.reduce((sum, i) => sum + lines[i]!.quantity, 0);
  if (d.minimum.kind === "amount" && amount < d.minimum.value) return "minimum_amount";
  if (d.minimum.kind === "quantity" && quantity < d.minimum.value) return "minimum_quantity";
  if (d.type === "buy_x_get_y") {
    if (!d.buyXGetY) return "minimum_quantity";
    if (buyXGetYUnits(d, lines).times === 0) return separateGets(d) && getsLines(d, lines).length === 0 ? "no_eligible_items" : "minimum_quantity";
  }
  return null;
}

interface Applied {
  lineShares: number[];
  shippingMinor: number;
}

/**
 * One discount taken off what is left of each line (`left`, changed in place) and of shipping. Percentages and fixed
 * amounts are worked out on the targeted lines' total and spread by largest remainder, so the shares add up exactly.
 */
function applyOne(d: PricingDiscount, lines: readonly PricingLine[], left: number[], shippingLeft: { value: number }): Applied {
  const shares = lines.map(() => 0);
  if (d.type === "free_shipping") {
    const taken = shippingLeft.value;
    shippingLeft.value = 0;
    return { lineShares: shares, shippingMinor: taken };
  }
  if (d.type === "buy_x_get_y") {
    buyXGetYShares(d, lines, left).forEach((wanted, i) => {
      const share = Math.min(wanted, left[i]!);
      shares[i] = share;
      left[i]! -= share;
    });
    return { lineShares: shares, shippingMinor: 0 };
  }
  const targets = targetedLines(d, lines);
  const weights = targets.map((i) => left[i]!);
  const base = weights.reduce((a, w) => a + w, 0);
  if (base <= 0) return { lineShares: shares, shippingMinor: 0 };
  let split: number[];
  if (d.type === "percentage") split = allocate(percentOf(base, Math.min(d.value, 10_000)), weights);
  else split = allocate(Math.min(Math.max(d.value, 0), base), weights);
  targets.forEach((lineIndex, k) => {
    const share = Math.min(split[k]!, left[lineIndex]!);
    shares[lineIndex] = share;
    left[lineIndex]! -= share;
  });
  return { lineShares: shares, shippingMinor: 0 };
}

/**
 * Buy X get Y in units. Every `buyQuantity` units bought (of the lines it targets) give `getQuantity` units got (of its
 * `gets` lines, the same lines by default); no unit is both. It applies as many times as the cart allows: units only
 * bought go to the buying first, then the dearest of the units that could be either, so the cheapest units are the ones
 * got (as the big platforms do). With the same lines for both, that is every X + Y units, Y of the cheapest got.
 * Answers how many times, and how many units of each line are got.
 */
export function buyXGetYUnits(d: PricingDiscount, lines: readonly PricingLine[]): { times: number; got: number[] } {
  const x = d.buyXGetY;
  const got = lines.map(() => 0);
  if (!x || x.buyQuantity <= 0 || x.getQuantity <= 0) return { times: 0, got };
  const buys = new Set(targetedLines(d, lines));
  const gets = new Set(getsLines(d, lines));
  let onlyBought = 0;
  let either = 0;
  let onlyGot = 0;
  lines.forEach((line, i) => {
    if (buys.has(i) && gets.has(i)) either += line.quantity;
    else if (buys.has(i)) onlyBought += line.quantity;
    else if (gets.has(i)) onlyGot += line.quantity;
  });
  // k times need k·X bought (those only bought first) and k·Y got from what is left: true for every k up to the most.
  const fits = (k: number) => {
    const fromEither = Math.max(0, k * x.buyQuantity - onlyBought);
    return fromEither <= either && k * x.getQuantity <= onlyGot + either - fromEither;
  };
  let low = 0;
  let high = Math.floor((onlyBought + either) / x.buyQuantity);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  const times = low;
  if (times === 0) return { times, got };
  const left = lines.map((line, i) => (gets.has(i) ? line.quantity : 0));
  let aside = Math.max(0, times * x.buyQuantity - onlyBought);
  const byPrice = (order: 1 | -1) => (a: number, b: number) => order * (lines[a]!.unitPriceMinor - lines[b]!.unitPriceMinor) || order * (a - b);
  for (const i of [...gets].filter((i) => buys.has(i)).sort(byPrice(-1))) {
    const units = Math.min(aside, left[i]!);
    left[i]! -= units;
    aside -= units;
  }
  let free = times * x.getQuantity;
  for (const i of [...gets].sort(byPrice(1))) {
    const units = Math.min(free, left[i]!);
    got[i] = units;
    free -= units;
  }
  return { times, got };
}

/**
 * Buy X get Y's amount off each line: the got units' price × percent, rounded once, spread over the lines those units
 * come from in proportion to their price, and never more than is left of those lines.
 */
function buyXGetYShares(d: PricingDiscount, lines: readonly PricingLine[], left: readonly number[]): number[] {
  const x = d.buyXGetY;
  if (!x) return lines.map(() => 0);
  const { got } = buyXGetYUnits(d, lines);
  const gotValue = got.map((units, i) => units * lines[i]!.unitPriceMinor);
  const room = got.reduce((sum, units, i) => sum + (units > 0 ? left[i]! : 0), 0);
  const total = Math.min(
    percentOf(
      gotValue.reduce((a, v) => a + v, 0),
      Math.min(x.getPercent, 100) * 100,
    ),
    room,
  );
  return allocate(total, gotValue);
}

const CLASS_ORDER: Record<DiscountClass, number> = { product: 0, order: 1, shipping: 2 };

/** Product discounts first, then the order's on what is left, then shipping; within a class, in the input's order. */
function inApplyOrder(set: readonly number[], discounts: readonly PricingDiscount[]): number[] {
  return [...set].sort((a, b) => CLASS_ORDER[discountClass(discounts[a]!)] - CLASS_ORDER[discountClass(discounts[b]!)] || a - b);
}

function run(set: readonly number[], input: PricingInput): { applied: Map<number, Applied>; total: number } {
  const left = input.lines.map((l) => l.quantity * l.unitPriceMinor);
  const shippingLeft = { value: input.shippingMinor };
  const applied = new Map<number, Applied>();
  let total = 0;
  for (const index of inApplyOrder(set, input.discounts)) {
    const one = applyOne(input.discounts[index]!, input.lines, left, shippingLeft);
    applied.set(index, one);
    total += one.shippingMinor + one.lineShares.reduce((a, s) => a + s, 0);
  }
  return { applied, total };
}

function compatible(set: readonly number[], discounts: readonly PricingDiscount[]): boolean {
  for (let a = 0; a < set.length; a++) for (let b = a + 1; b < set.length; b++) if (!combinable(discounts[set[a]!]!, discounts[set[b]!]!)) return false;
  return true;
}

/** The better of two sets for the buyer: more off; then the one with more codes (what they typed); then fewer discounts; then earlier ones. */
function better(a: { set: number[]; total: number }, b: { set: number[]; total: number }, discounts: readonly PricingDiscount[]): boolean {
  if (a.total !== b.total) return a.total > b.total;
  const codes = (s: number[]) => s.filter((i) => discounts[i]!.method === "code").length;
  if (codes(a.set) !== codes(b.set)) return codes(a.set) > codes(b.set);
  if (a.set.length !== b.set.length) return a.set.length < b.set.length;
  return a.set.join(",") < b.set.join(",");
}

/** The set of eligible discounts, all combinable with each other, that takes the most off. */
function bestSet(candidates: number[], input: PricingInput): number[] {
  if (candidates.length <= EXHAUSTIVE_MAX) {
    let best = { set: [] as number[], total: 0 };
    for (let mask = 1; mask < 1 << candidates.length; mask++) {
      const set = candidates.filter((_, bit) => mask & (1 << bit));
      if (!compatible(set, input.discounts)) continue;
      const tried = { set, total: run(set, input).total };
      if (better(tried, best, input.discounts)) best = tried;
    }
    return best.set;
  }
  // Greedy: the largest on its own first, then each next one that still combines and still takes something off.
  const alone = candidates.map((i) => ({ i, total: run([i], input).total })).sort((a, b) => b.total - a.total || a.i - b.i);
  const set: number[] = [];
  let total = 0;
  for (const { i } of alone) {
    const next = [...set, i];
    if (!compatible(next, input.discounts)) continue;
    const t = run(next, input).total;
    if (t > total) {
      set.push(i);
      total = t;
    }
  }
  return set;
}

/**
 * Prices a cart with the discounts offered: each is checked on its own (dates, the lines it applies to, its minimum),
 * then the combinable set that takes the most off applies. Every amount is whole minor units; the shares of a discount
 * over the lines add up to its amount exactly, and no line or shipping goes below zero.
 */
export function priceCart(input: PricingInput): PricingResult {
  checkInput(input);
  const refused: PricingResult["refused"] = [];
  const candidates: number[] = [];
  input.discounts.forEach((d, i) => {
    const reason = refusalOf(d, input.lines, input.now);
    if (reason) return void refused.push({ discountId: d.id, code: d.code ?? null, reason });
    if (run([i], input).total === 0) return void refused.push({ discountId: d.id, code: d.code ?? null, reason: "nothing_to_discount" });
    candidates.push(i);
  });
  const chosen = bestSet(candidates, input);
  for (const i of candidates) {
    if (!chosen.includes(i)) refused.push({ discountId: input.discounts[i]!.id, code: input.discounts[i]!.code ?? null, reason: "not_combinable" });
  }
  const { applied } = run(chosen, input);
  const appliedList: AppliedDiscount[] = inApplyOrder(chosen, input.discounts).map((i) => {
    const d = input.discounts[i]!;
    const a = applied.get(i)!;
    return {
      discountId: d.id,
      code: d.code ?? null,
      class: discountClass(d),
      type: d.type,
      amountMinor: a.shippingMinor + a.lineShares.reduce((s, x) => s + x, 0),
      lineShares: a.lineShares,
      shippingMinor: a.shippingMinor,
    };
  });
  const lines: LineResult[] = input.lines.map((line, li) => {
    const subtotalMinor = line.quantity * line.unitPriceMinor;
    const allocations = appliedList.filter((a) => a.lineShares[li]! > 0).map((a) => ({ discountId: a.discountId, amountMinor: a.lineShares[li]! }));
    const discountMinor = allocations.reduce((s, a) => s + a.amountMinor, 0);
    return { variantId: line.variantId, subtotalMinor, discountMinor, totalMinor: subtotalMinor - discountMinor, allocations };
  });
  const subtotalMinor = lines.reduce((s, l) => s + l.subtotalMinor, 0);
  const lineDiscountMinor = lines.reduce((s, l) => s + l.discountMinor, 0);
  const shippingDiscountMinor = appliedList.reduce((s, a) => s + a.shippingMinor, 0);
  return {
    currency: input.currency,
    lines,
    applied: appliedList,
    refused,
    subtotalMinor,
    lineDiscountMinor,
    shippingMinor: input.shippingMinor,
    shippingDiscountMinor,
    discountMinor: lineDiscountMinor + shippingDiscountMinor,
    totalMinor: subtotalMinor - lineDiscountMinor + input.shippingMinor - shippingDiscountMinor,
  };
}
