import type { FinancialStatus, FulfillmentStatus, OrderStatus } from "@domain/order";
import { useT } from "~/lib/i18n";

const FINANCIAL_TONE: Record<FinancialStatus, string> = {
  pending: "warn",
  authorized: "warn",
  paid: "on",
  partially_refunded: "off",
  refunded: "off",
  voided: "off",
};
const FULFILLMENT_TONE: Record<FulfillmentStatus, string> = { unfulfilled: "warn", partial: "warn", fulfilled: "on" };

/** The financial and fulfilment statuses as badges (ADR 035's names in the reader's language); archived and cancelled too. */
export function OrderStatusBadges({ financial, fulfillment, status }: { financial: FinancialStatus; fulfillment?: FulfillmentStatus; status?: OrderStatus }) {
  const t = useT("orders");
  return (
    <span className="br-order-badges">
      <span className={`br-badge br-order-badge-${FINANCIAL_TONE[financial]}`} data-kind="financial">
        {t(`financial.${financial}`)}
      </span>
      {fulfillment && (
        <span className={`br-badge br-order-badge-${FULFILLMENT_TONE[fulfillment]}`} data-kind="fulfillment">
          {t(`fulfillment.${fulfillment}`)}
        </span>
      )}
      {status && status !== "open" && (
        <span className="br-badge br-order-badge-off" data-kind="status">
          {t(`status.${status}`)}
        </span>
      )}
    </span>
  );
}
