import type { OrderListItemDto } from "@domain/order-admin";
import { formatCount } from "@domain/i18n/count";
import { StoreDate } from "~/components/StoreDate";
import { useLocale, useT } from "~/lib/i18n";
import { orderMoney } from "./money";
import { OrderStatusBadges } from "./StatusBadges";
import { orderUrls } from "./urls";

/**
 * Plain table markup styled by products.css (the lists' look). On a phone: the order with its date and customer under
 * it, and the total with the badges; the separate columns wait on wider screens.
 */
export function OrdersTable({ orders }: { orders: OrderListItemDto[] }) {
  const t = useT("orders");
  const locale = useLocale();
  return (
    <div className="br-table-scroll">
      <table className="br-products-table br-orders-table">
        <thead>
          <tr>
            <th style={{ width: 110 }}>{t("list.order")}</th>
            <th style={{ width: 150 }} className="br-wide">
              {t("list.date")}
            </th>
            <th className="br-wide">{t("list.customer")}</th>
            <th style={{ width: 140 }} className="br-num">
              {t("list.total")}
            </th>
            <th style={{ width: 230 }} className="br-wide">
              {t("list.status")}
            </th>
            <th style={{ width: 120 }} className="br-wide br-num">
              {t("list.items")}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => {
            const who = o.customerName || o.email || o.phone || t("list.noCustomer");
            return (
              <tr key={o._id} data-order={o.name}>
                <td>
                  <a href={orderUrls.detail(o._id)} className="br-row-link">
                    {o.name}
                  </a>
                  <div className="br-dim br-xs br-phone">
                    <StoreDate value={o.createdAt} time />
                  </div>
                  <div className="br-dim br-xs br-phone br-ellipsis">{who}</div>
                </td>
                <td className="br-wide br-nowrap">
                  <StoreDate value={o.createdAt} time />
                </td>
                <td className="br-wide">
                  <div className="br-ellipsis">{who}</div>
                  {o.email && o.email !== who && <div className="br-dim br-xs br-ellipsis">{o.email}</div>}
                </td>
                <td className="br-num">
                  <span className="br-nowrap">{orderMoney(o.total, o.currency)}</span>
                  <div className="br-phone">
                    <OrderStatusBadges financial={o.financialStatus} fulfillment={o.fulfillmentStatus} status={o.status} />
                  </div>
                </td>
                <td className="br-wide">
                  <OrderStatusBadges financial={o.financialStatus} fulfillment={o.fulfillmentStatus} status={o.status} />
                </td>
                <td className="br-wide br-num br-nowrap">{t("list.itemsCount", { count: o.itemsCount, n: formatCount(o.itemsCount, locale) })}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
