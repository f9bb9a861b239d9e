// What a discount does, in a line: "10% off · on 3 products · minimum purchase 200.000 đ".
import type { DiscountDto } from "../../../domain/discount";
import type { TFunction } from "../../../domain/i18n/core";
import { formatMoney } from "../../../domain/money";

/** The store's money as the store's language shows it (SPEC §9): its currency says which. */
export const money = (amount: number, currency: DiscountDto["currency"]) => formatMoney(amount, currency === "USD" ? "en" : "vi");

export function discountSummary(d: DiscountDto, t: TFunction<"discounts">): string {
  const parts: string[] = [];
  if (d.type === "percentage") parts.push(t("summary.percentage", { value: d.value }));
  else if (d.type === "fixed_amount") parts.push(t("summary.fixedAmount", { value: money(d.value, d.currency) }));
  else if (d.type === "free_shipping") parts.push(t("summary.freeShipping"));
  else if (d.buyXGetY) {
    const { buyQuantity: buy, getQuantity: get, getPercent: percent } = d.buyXGetY;
    parts.push(percent === 100 ? t("summary.buyXGetYFree", { buy, get }) : t("summary.buyXGetY", { buy, get, percent }));
  }
  if (d.appliesTo === "products") parts.push(t("summary.onProducts", { count: d.productIds.length }));
  if (d.appliesTo === "collections") parts.push(t("summary.onCollections", { count: d.collectionIds.length }));
  if (d.type === "buy_x_get_y" && d.getsAppliesTo === "products") parts.push(t("summary.getsProducts", { count: d.getsProductIds.length }));
  if (d.type === "buy_x_get_y" && d.getsAppliesTo === "collections") parts.push(t("summary.getsCollections", { count: d.getsCollectionIds.length }));
  if (d.minimumKind === "amount") parts.push(t("summary.minimumAmount", { value: money(d.minimumValue, d.currency) }));
  if (d.minimumKind === "quantity") parts.push(t("summary.minimumQuantity", { count: d.minimumValue }));
  return parts.join(" · ");
}
