import { Group } from "@mantine/core";
import type { FinancialStatus, FulfillmentStatus, OrderStatus } from "@domain/order";
import type { ActionLineDto, OrderActionSummaryDto } from "@domain/order-actions";
import { OrderStatusBadges as OrderBadges } from "~/features/orders/StatusBadges";
import { useT } from "~/lib/i18n";

export const lineName = (line: Pick<ActionLineDto, "title" | "variantTitle">) => (line.variantTitle ? `${line.title} (${line.variantTitle})` : line.title);

/** A line's picture, title, variant and SKU: the left part of a fulfilment or refund row. */
export function ActionLine({ line, detail }: { line: ActionLineDto; detail?: React.ReactNode }) {
  const t = useT("orderActions");
  return (
    <div className="br-action-line">
      {line.image ? (
        <img src={line.image} alt="" width={44} height={44} loading="lazy" className="br-action-thumb" />
      ) : (
        <span className="br-action-thumb br-action-thumb-empty" role="img" aria-label={t("item.noImage")} />
      )}
      <div className="br-action-line-text">
        <div className="br-action-title">{line.title}</div>
        <div className="br-dim br-xs">
          {[line.variantTitle, line.sku].filter(Boolean).join(" · ")}
          {detail}
        </div>
      </div>
    </div>
  );
}

/** The order's statuses under a screen's title (ADR 035's stored statuses), as the orders area shows them. */
export function OrderStatusBadges({ order }: { order: OrderActionSummaryDto }) {
  return (
    <Group gap="xs" mt={6} data-testid="order-statuses">
      <OrderBadges
        financial={order.financialStatus as FinancialStatus}
        fulfillment={order.fulfillmentStatus as FulfillmentStatus}
        status={order.status as OrderStatus}
      />
    </Group>
  );
}
