// A cart priced from the database as it is now: the checkout's reads, its completion (inside the completion's
// transaction) and a manual order all come here, and through `priceCheckout` (domain/checkout.ts) for the figures.
import {
  findShippingRate,
  priceCheckout,
  type CartLine,
  type CheckoutPrice,
  type DiscountStep,
  type PricingLine,
  type ShippingRate,
} from "../../../domain/checkout";
import { toMinor } from "../../../domain/money";
import { sellableVariants, type Executor, type Storefront } from "./store";

/** A cart line with what the checkout shows of it and what a completion copies onto the order. */
export interface CartLineState extends PricingLine {
  title: string;
  variantTitle: string;
  sku: string;
  imagePath: string | null;
  /** The variant exists in this store, and its product is for sale (or the admin is selling it). */
  sellable: boolean;
  inStock: number;
}

export type CartPrice = CheckoutPrice<CartLineState>;

/**
 * The discounts area's seam (ADR 037): the pricing step for a checkout's code and the store's automatic discounts, read
 * with `db` (the completion's transaction when completing, so a usage limit is checked under its locks). It joins
 * `priceCheckout` as its `discount`; a code that does not apply is the discounts area's refusal to word. None yet.
 */
export async function discountStepFor(_db: Executor, _storeId: string, _code: string | null): Promise<DiscountStep<CartLineState> | null> {
  return null;
}

/**
 * The lines with the variants' current prices, titles and stock. A variant that is gone (or, for the storefront, whose
 * product is hidden) stays in the cart as an unsellable line priced 0, so the buyer sees what went missing.
 */
export async function readCart(db: Executor, store: Storefront, lines: readonly CartLine[], opts: { hiddenProducts: boolean }): Promise<CartLineState[]> {
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
    };
  });
}

/** The rate a checkout chose, at today's price in the store's currency; null when none (or one no longer offered). */
export const currentRate = (store: Storefront, code: string | null | undefined): ShippingRate | null => (code ? findShippingRate(store.language, code) : null);

export async function priceCart(
  db: Executor,
  store: Storefront,
  cart: readonly CartLineState[],
  shipping: ShippingRate | null,
  discountCode: string | null,
): Promise<CartPrice> {
  const discount = await discountStepFor(db, store.id, discountCode);
  return priceCheckout({ currency: store.currency, lines: cart, shipping, discount });
}
