// Checkouts and placed orders as the API answers them: amounts as decimal numbers of the currency (ADR 035), images
// as links of the media storage.
import { type AddressDto, type CheckoutDto, type PlacedOrderDto, type ShippingRateDto } from "../../../domain/checkout";
import { fromMinor, type CurrencyCode } from "../../../domain/money";
import type { Address, orderLines, orders, ShippingLine } from "../../db/schema";
import type { MediaStorage } from "../../storage";
import type { CartPrice } from "./pricing";
import type { CheckoutFieldSettings } from "../../../domain/checkout-settings";
import type { CheckoutRow } from "./store";

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export function toAddressDto(a: Address | null | undefined): AddressDto | null {
  if (!a) return null;
  return {
    firstName: a.firstName ?? "",
    lastName: a.lastName,
    company: a.company ?? "",
    address1: a.address1,
    address2: a.address2 ?? "",
    city: a.city,
    province: a.province ?? "",
    zip: a.zip ?? "",
    countryCode: a.countryCode,
    phone: a.phone ?? "",
  };
}

const rateDto = (rate: ShippingLine | null, currency: CurrencyCode): ShippingRateDto | null =>
  rate ? { code: rate.code, title: rate.title, price: fromMinor(rate.priceMinor, currency) } : null;

const imageUrl = (storage: MediaStorage, path: string | null) => (path ? storage.publicUrl(path) : null);

/**
 * `price` is the cart priced now (an open checkout) or as its order was placed (a completed one, `fromOrder`); `shipping`
 * the rate it was priced with; `offered` the rates its address and cart may choose now (ADR 059).
 */
export function toCheckoutDto(
  fields: CheckoutFieldSettings,
  row: CheckoutRow,
  orderName: string | null,
  price: CartPrice,
  shipping: ShippingLine | null,
  offered: readonly ShippingLine[],
  storage: MediaStorage,
  payments: { methods: readonly string[]; bankTransferInstructions: string },
): CheckoutDto {
  const c = price.currency;
  return {
    token: row.token,
    storeId: row.storeId,
    currency: c,
    lines: price.lines.map((line) => ({
      variantId: line.variantId,
      productId: line.productId || null,
      title: line.title,
      variantTitle: line.variantTitle,
      sku: line.sku,
      image: imageUrl(storage, line.imagePath),
      quantity: line.quantity,
      price: fromMinor(line.unitPriceMinor, c),
      linePrice: fromMinor(line.lineTotalMinor, c),
      totalDiscount: fromMinor(line.discountMinor, c),
      available: line.sellable && line.inStock >= line.quantity,
    })),
    email: row.email,
    phone: row.phone,
    shippingAddress: toAddressDto(row.shippingAddress),
    shippingLine: rateDto(shipping, c),
    availableShippingRates: row.completedAt ? [] : offered.map((r) => rateDto(r, c)!),
    availablePaymentMethods: row.completedAt ? [] : [...payments.methods],
    // Kept after completion too: a buyer who chose bank transfer still needs to know where to pay.
    bankTransferInstructions: payments.bankTransferInstructions || null,
    fields,
    note: row.note,
    discountCode: row.discountCode,
    discountCodeError: row.completedAt ? null : (price.discountOutcome?.codeRefusal?.message ?? null),
    discounts: price.discounts.map((d) => ({ discountId: d.discountId, code: d.code, title: d.title, type: d.type, amount: fromMinor(d.amountMinor, c) })),
    subtotalPrice: fromMinor(price.subtotalMinor, c),
    totalDiscounts: fromMinor(price.discountMinor, c),
    totalShipping: fromMinor(price.shippingMinor, c),
    totalTax: fromMinor(price.taxMinor, c),
    totalPrice: fromMinor(price.totalMinor, c),
    completedAt: row.completedAt?.toISOString() ?? null,
    orderId: row.orderId,
    orderName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPlacedOrderDto(order: OrderRow, lines: readonly OrderLineRow[], storage: MediaStorage): PlacedOrderDto {
  const c = order.currency;
  return {
    _id: order.id,
    number: order.number,
    name: order.name,
    email: order.email,
    phone: order.phone,
    customerId: order.customerId,
    customerName: order.customerName,
    currency: c,
    subtotalPrice: fromMinor(order.subtotalMinor, c),
    totalDiscounts: fromMinor(order.discountMinor, c),
    totalShipping: fromMinor(order.shippingMinor, c),
    totalTax: fromMinor(order.taxMinor, c),
    totalPrice: fromMinor(order.totalMinor, c),
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    status: order.status,
    paymentMethod: order.paymentMethod,
    source: order.source,
    shippingAddress: toAddressDto(order.shippingAddress),
    shippingLine: rateDto(order.shippingLine, c),
    note: order.note,
    tags: order.tags,
    lines: [...lines]
      .sort((a, b) => a.position - b.position)
      .map((l) => ({
        _id: l.id,
        variantId: l.variantId,
        productId: l.productId,
        title: l.title,
        variantTitle: l.variantTitle,
        sku: l.sku,
        image: imageUrl(storage, l.imagePath),
        quantity: l.quantity,
        price: fromMinor(l.unitPriceMinor, c),
        totalDiscount: fromMinor(l.discountMinor, c),
      })),
    createdAt: order.createdAt.toISOString(),
  };
}

/** A completed checkout shows what its order bought, at the order's prices, not today's. */
export function priceOfOrder(order: OrderRow, lines: readonly OrderLineRow[]): CartPrice {
  return {
    currency: order.currency,
    lines: [...lines]
      .sort((a, b) => a.position - b.position)
      .map((l): CartPrice["lines"][number] => ({
        variantId: l.variantId ?? "",
        productId: l.productId ?? "",
        quantity: l.quantity,
        unitPriceMinor: l.unitPriceMinor,
        title: l.title,
        variantTitle: l.variantTitle,
        sku: l.sku,
        imagePath: l.imagePath,
        sellable: true,
        inStock: l.quantity,
        unitCostMinor: l.unitCostMinor,
        grams: 0,
        lineTotalMinor: l.unitPriceMinor * l.quantity,
        discountMinor: l.discountMinor,
      })),
    subtotalMinor: order.subtotalMinor,
    discountMinor: order.discountMinor,
    shippingMinor: order.shippingMinor,
    taxMinor: order.taxMinor,
    // The order kept the tax and the total; whether it was inside the prices is what the total says.
    taxIncluded: order.totalMinor === order.subtotalMinor - order.discountMinor + order.shippingMinor,
    totalMinor: order.totalMinor,
    discounts: order.discounts.map((d) => ({
      discountId: d.discountId,
      code: d.code,
      title: d.title,
      type: d.type,
      amountMinor: d.amountMinor,
      shippingMinor: d.shippingMinor,
      lineShares: d.lineShares,
    })),
  };
}
