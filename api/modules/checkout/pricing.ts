// A cart priced from the database as it is now: the checkout's reads, its completion (inside the completion's
// transaction) and a manual order all come here, and through `priceCheckout` (domain/checkout.ts) for the figures.
import {
  priceCheckout,
  shippingRatesFor,
  type CartLine,
  type CheckoutPrice,
  type DiscountApplication,
  type DiscountStep,
  type PricingLine,
  type ShippingRate,
} from "../../../domain/checkout";
import { codeRefusalMessage, type CheckoutCodeRefusal } from "../../../domain/discount";
import { priceCart as priceDiscounts } from "../../../domain/discount-pricing";
import { formatMoney, fromMinor, toMinor } from "../../../domain/money";
import { rateApplies, type CartMeasure } from "../../../domain/shipping-zones";
import { taxRateFor } from "../../../domain/tax-settings";
import type { Address } from "../../db/schema";
import { hasZones, zoneForCountry } from "../shipping-zones/store";
import { findCountryTax, getSwitch } from "../taxes/store";
import { cartCollections, findApplicable } from "../discounts/store";
import { sellableVariants, type Executor, type StoreBasics } from "./store";

/** A cart line with what the checkout shows of it and what a completion copies onto the order. */
export interface CartLineState extends PricingLine {
  title: string;
  variantTitle: string;
  sku: string;
  imagePath: string | null;
  /** The variant exists in this store, and its product is for sale (or the admin is selling it). */
  sellable: boolean;
  inStock: number;
  /** The variant's cost per item now, in the store's minor units; null when not known (ADR 044: the order keeps it). */
  unitCostMinor: number | null;
  /** One unit's weight in grams (0 when not given or not sellable). */
  grams: number;
}

/** What a checkout's discounts depend on besides the cart: the typed code, who buys (once-per-customer codes), when. */
export interface DiscountContext {
  code: string | null;
  /** The buyer's lower-cased e-mail, else phone ("" when neither is known yet). */
  customerKey: string;
  now: Date;
}

/** A use of a discount the completion takes (conditional increment) and records, in its one write. */
export interface DiscountUse {
  discountId: string;
  codeId: string | null;
  /** The version priced with: a discount edited since is not taken (the buyer reviews the new price). */
  version: number;
  oncePerCustomer: boolean;
  amountMinor: number;
}

export interface DiscountOutcome {
  /** The typed code's refusal (it takes nothing off), worded for the buyer; null when it applies or none was typed. */
  codeRefusal: { reason: CheckoutCodeRefusal; message: string } | null;
  /** The code as stored (its case), when it was found. */
  code: string | null;
  uses: DiscountUse[];
}

export type CartPrice = CheckoutPrice<CartLineState> & { discountOutcome?: DiscountOutcome };

export const customerKeyOf = (email: string, phone: string) => (email || phone).trim().toLowerCase();

/** What a saved checkout's discounts are priced with: its code, its buyer (for once-per-customer) and the API's clock. */
export const discountContextOf = (c: { discountCode: string | null; email: string; phone: string }, now: Date): DiscountContext => ({
  code: c.discountCode,
  customerKey: customerKeyOf(c.email, c.phone),
  now,
});

/**
 * The discounts area's seam (ADR 037, 041): the store's automatic discounts running now and the typed code's, read with
 * `db` (the completion's transaction when completing), priced by the discounts' one pricing function (ADR 036) as the
 * `DiscountStep` of `priceCheckout`. The outcome says why the code took nothing off, and which uses a completion takes.
 */
export async function discountStepFor(
  db: Executor,
  store: StoreBasics,
  cart: readonly CartLineState[],
  ctx: DiscountContext,
): Promise<{ step: DiscountStep<CartLineState> | null; outcome: DiscountOutcome }> {
  const found = await findApplicable(db, store.id, ctx.code, ctx.now, ctx.customerKey || null);
  const outcome: DiscountOutcome = {
    codeRefusal: found.refusal ? { reason: found.refusal, message: codeRefusalMessage(found.refusal) } : null,
    code: found.code?.code ?? null,
    uses: [],
  };
  if (found.discounts.length === 0) return { step: null, outcome };
  const targeted = [
    ...new Set(
      found.discounts.flatMap((d) => [
        ...(d.appliesTo === "collections" ? d.collectionIds : []),
        ...(d.buyXGetY?.gets?.appliesTo === "collections" ? d.buyXGetY.gets.collectionIds : []),
      ]),
    ),
  ];
  const memberOf = await cartCollections(db, store.id, targeted, [...new Set(cart.map((l) => l.productId).filter(Boolean))]);
  const step: DiscountStep<CartLineState> = (priced) => {
    const result = priceDiscounts({
      lines: priced.lines.map((l) => ({
        variantId: l.variantId,
        productId: l.productId,
        collectionIds: memberOf.get(l.productId) ?? [],
        quantity: l.quantity,
        unitPriceMinor: l.unitPriceMinor,
      })),
      shippingMinor: priced.shippingMinor,
      currency: priced.currency,
      discounts: found.discounts,
      now: ctx.now,
    });
    const refused = found.code ? result.refused.find((r) => r.discountId === found.code!.discountId) : undefined;
    if (refused) {
      const row = found.rows.get(refused.discountId)!;
      const minimum =
        refused.reason === "minimum_amount"
          ? { amount: formatMoney(fromMinor(row.minimumValue, priced.currency), store.language === "en" ? "en" : "vi") }
          : refused.reason === "minimum_quantity"
            ? {
                quantity:
                  row.type === "buy_x_get_y" && row.buyXGetY
                    ? Math.max(row.minimumValue, row.buyXGetY.buyQuantity + row.buyXGetY.getQuantity)
                    : row.minimumValue,
              }
            : undefined;
      // findApplicable refused a code out of its dates already; pricing's own words for them, to be complete (one not
      // started yet is unknown to the buyer, ADR 041).
      const reason: CheckoutCodeRefusal = refused.reason === "not_started" ? "unknown" : refused.reason;
      outcome.codeRefusal = { reason, message: codeRefusalMessage(reason, minimum) };
    }
    outcome.uses = result.applied.map((a) => {
      const row = found.rows.get(a.discountId)!;
      return {
        discountId: a.discountId,
        codeId: found.code?.discountId === a.discountId ? found.code.codeId : null,
        version: row.version,
        oncePerCustomer: row.oncePerCustomer,
        amountMinor: a.amountMinor,
      };
    });
    return result.applied.map((a): DiscountApplication => ({
      discountId: a.discountId,
      code: a.code,
      title: found.rows.get(a.discountId)!.title,
      type: a.type,
      target: a.class === "shipping" ? "shipping" : "lines",
      amountMinor: a.amountMinor,
      lineShares: a.class === "shipping" ? undefined : a.lineShares,
    }));
  };
  return { step, outcome };
}

/**
 * The lines with the variants' current prices, titles and stock. A variant that is gone (or, for the storefront, whose
 * product is hidden) stays in the cart as an unsellable line priced 0, so the buyer sees what went missing.
 */
export async function readCart(db: Executor, store: StoreBasics, lines: readonly CartLine[], opts: { hiddenProducts: boolean }): Promise<CartLineState[]> {
  const variants = await sellableVariants(
    db,
    store.id,
    lines.map((l) => l.variantId),
  );
  return lines.map((line) => {
    const v = variants.get(line.variantId);
    const sellable = !!v && (v.published || opts.hiddenProducts);
    return {
      variantId: line.variantId,
      productId: v?.productId ?? "",
      quantity: line.quantity,
      unitPriceMinor: v && sellable ? toMinor(v.price, store.currency) : 0,
      title: v?.title ?? "",
      variantTitle: v?.variantTitle ?? "",
      sku: v?.sku ?? "",
      imagePath: v?.imagePath ?? null,
      sellable,
      inStock: v?.inventoryQuantity ?? 0,
      unitCostMinor: v && v.cost !== null ? toMinor(v.cost, store.currency) : null,
      grams: v && sellable ? v.grams : 0,
    };
  });
}

/**
 * The rates a checkout is offered (ADR 059). A store without shipping zones offers its language's default rates (as
 * before zones existed). With zones: nothing until the address is known; then the rates of the zone holding the
 * address's country whose condition the cart meets (subtotal before discounts, or total weight), or `noZone` when no
 * zone holds the country.
 */
export interface ShippingOffer {
  rates: ShippingRate[];
  noZone: boolean;
}

export const cartMeasure = (cart: readonly CartLineState[]): CartMeasure => ({
  subtotalMinor: cart.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0),
  grams: cart.reduce((sum, l) => sum + l.grams * l.quantity, 0),
});

export async function shippingOffer(db: Executor, store: StoreBasics, address: Address | null, cart: readonly CartLineState[]): Promise<ShippingOffer> {
  if (!(await hasZones(db, store.id))) return { rates: [...shippingRatesFor(store.language)], noZone: false };
  if (!address) return { rates: [], noZone: false };
  const zone = await zoneForCountry(db, store.id, address.countryCode);
  if (!zone) return { rates: [], noZone: true };
  const measure = cartMeasure(cart);
  return {
    rates: zone.rates.filter((r) => rateApplies(r, measure)).map((r) => ({ code: r.id, title: r.name, priceMinor: r.priceMinor })),
    noZone: false,
  };
}

/** The rate a checkout chose, at today's price, when it is still offered for its address and cart; else null. */
export async function currentRate(
  db: Executor,
  store: StoreBasics,
  code: string | null | undefined,
  address: Address | null,
  cart: readonly CartLineState[],
): Promise<ShippingRate | null> {
  if (!code) return null;
  return (await shippingOffer(db, store, address, cart)).rates.find((r) => r.code === code) ?? null;
}

/** The tax an address pays (ADR 059): its region's or country's rate, and the store's switch; null when none. */
export async function taxFor(db: Executor, store: StoreBasics, address: Address | null): Promise<{ scaledRate: number; included: boolean } | null> {
  if (!address) return null;
  const row = await findCountryTax(db, store.id, address.countryCode.toUpperCase());
  const scaledRate = row ? taxRateFor([row], { countryCode: address.countryCode, province: address.province ?? "" }) : null;
  if (!scaledRate) return null;
  return { scaledRate, included: (await getSwitch(db, store.id)).pricesIncludeTax };
}

export async function priceCart(
  db: Executor,
  store: StoreBasics,
  cart: readonly CartLineState[],
  shipping: ShippingRate | null,
  discounts: DiscountContext,
  address: Address | null = null,
): Promise<CartPrice> {
  const { step, outcome } = await discountStepFor(db, store, cart, discounts);
  const tax = await taxFor(db, store, address);
  return { ...priceCheckout({ currency: store.currency, lines: cart, shipping, discount: step, tax }), discountOutcome: outcome };
}
