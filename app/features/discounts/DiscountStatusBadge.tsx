import type { DiscountDto } from "@domain/discount";
import { useT } from "~/lib/i18n";

/** Active, scheduled or expired, from the discount's dates in the store's time zone (the API says which). */
export function DiscountStatusBadge({ status }: { status: DiscountDto["status"] }) {
  const t = useT("discounts");
  const cls = status === "active" ? "br-badge br-badge-on" : status === "scheduled" ? "br-badge br-badge-scheduled" : "br-badge br-badge-off";
  return <span className={cls}>{t(`status.${status}`)}</span>;
}
