import { Card, Group, Stack, Text } from "@mantine/core";
import type { CustomerDto, CustomerOrderDto } from "@domain/customer";
import { formatCount } from "@domain/i18n/count";
import { formatMoney } from "@domain/money";
import { StoreDate } from "~/components/StoreDate";
import { moneyLanguage } from "./filters";
import { customerUrls } from "./urls";
import { useLocale, useT } from "~/lib/i18n";

/**
 * What the customer bought: their order count and amount spent (kept on the customer by order placement) and, when
 * they have orders, the latest few, each linking to its order's page.
 */
export function CustomerSummary({ customer, orders, total }: { customer: CustomerDto; orders: CustomerOrderDto[]; total: number }) {
  const t = useT("customers");
  // An order's statuses are worded once, by the orders area.
  const to = useT("orders");
  const locale = useLocale();
  const money = (amount: number, currency: CustomerDto["currency"]) => formatMoney(amount, moneyLanguage(currency));
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="customer-summary">
      <Text fw={600} mb="sm" id="customer-summary">
        {t("summary.title")}
      </Text>
      <dl className="br-summary">
        <div>
          <dt>{t("summary.ordersCount")}</dt>
          <dd>{formatCount(customer.ordersCount, locale)}</dd>
        </div>
        <div>
          <dt>{t("summary.amountSpent")}</dt>
          <dd>{money(customer.amountSpent, customer.currency)}</dd>
        </div>
        <div>
          <dt>{t("summary.since")}</dt>
          <dd>
            <StoreDate value={customer.createdAt} />
          </dd>
        </div>
      </dl>
      {orders.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t("summary.noOrders")}
        </Text>
      ) : (
        <Stack gap={0} mt="sm" component="ul" className="br-order-list" aria-label={t("summary.recent")}>
          {orders.map((order) => (
            <li key={order._id}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <a href={customerUrls.order(order._id)} className="br-row-link">
                  {order.name}
                </a>
                <span className="br-nowrap">{money(order.total, order.currency)}</span>
              </Group>
              <div className="br-dim br-xs">
                <StoreDate value={order.createdAt} /> · {to(`financial.${order.financialStatus}`)} · {to(`fulfillment.${order.fulfillmentStatus}`)}
                {order.status !== "open" ? ` · ${to(`status.${order.status}`)}` : ""}
              </div>
            </li>
          ))}
        </Stack>
      )}
      {total > orders.length && (
        <Text size="xs" c="dimmed" mt="xs">
          {t("summary.more", { n: formatCount(total - orders.length, locale) })}
        </Text>
      )}
    </Card>
  );
}
