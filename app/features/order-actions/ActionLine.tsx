import { Badge, Group } from "@mantine/core";
import type { FinancialStatus, FulfillmentStatus, OrderStatus } from "@domain/order";
import type { ActionLineDto, OrderActionSummaryDto } from "@domain/order-actions";
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

const FINANCIAL_COLORS: Record<string, string> = {
  pending: "yellow",
  authorized: "blue",
  paid: "teal",
  partially_refunded: "orange",
  refunded: "gray",
  voided: "gray",
};
const FULFILLMENT_COLORS: Record<string, string> = { unfulfilled: "yellow", partial: "orange", fulfilled: "teal" };

/** The order's statuses under a screen's title (ADR 035's stored statuses). */
export function OrderStatusBadges({ order }: { order: OrderActionSummaryDto }) {
  const t = useT("orderActions");
  return (
    <Group gap="xs" mt={6} data-testid="order-statuses">
      {order.status !== "open" && (
        <Badge color="gray" variant="filled">
          {t(`statuses.order.${order.status as OrderStatus}`)}
        </Badge>
      )}
      <Badge color={FINANCIAL_COLORS[order.financialStatus] ?? "gray"} variant="light">
        {t(`statuses.financial.${order.financialStatus as FinancialStatus}`)}
      </Badge>
      <Badge color={FULFILLMENT_COLORS[order.fulfillmentStatus] ?? "gray"} variant="light">
        {t(`statuses.fulfillment.${order.fulfillmentStatus as FulfillmentStatus}`)}
      </Badge>
    </Group>
  );
}
