import { countryName } from "@domain/countries";
import { customerDisplayName, type CustomerDto } from "@domain/customer";
import { formatMoney } from "@domain/money";
import { moneyLanguage } from "./filters";
import { customerUrls } from "./urls";
import { formatCount } from "@domain/i18n/count";
import { useLocale, useT } from "~/lib/i18n";

/**
 * Plain table markup styled by products.css (the lists' look). On a phone: who, and what they spent with their order
 * count under it; marketing and location wait on wider screens.
 */
export function CustomersTable({ customers }: { customers: CustomerDto[] }) {
  const t = useT("customers");
  const locale = useLocale();
  return (
    <div className="br-table-scroll">
      <table className="br-products-table br-customer-list">
        <thead>
          <tr>
            <th>{t("list.customer")}</th>
            <th style={{ width: 150 }} className="br-wide">
              {t("list.marketing")}
            </th>
            <th style={{ width: 200 }} className="br-wide">
              {t("list.location")}
            </th>
            <th style={{ width: 100 }} className="br-wide br-num">
              {t("list.orders")}
            </th>
            <th style={{ width: 150 }} className="br-num">
              {t("list.spent")}
            </th>
          </tr>
        </thead>
        <tbody>
          {customers.map((c) => {
            const address = c.addresses[0];
            const name = customerDisplayName(c, locale);
            return (
              <tr key={c._id}>
                <td>
                  <a href={customerUrls.update(c._id)} className="br-row-link">
                    {name}
                  </a>
                  {c.email && c.email !== name && <div className="br-dim br-xs br-ellipsis">{c.email}</div>}
                </td>
                <td className="br-wide">
                  <span className={c.acceptsMarketing ? "br-badge br-badge-on" : "br-badge br-badge-off"}>
                    {c.acceptsMarketing ? t("list.subscribed") : t("list.notSubscribed")}
                  </span>
                </td>
                <td className="br-wide">
                  <div className="br-ellipsis">{address ? [address.city, countryName(address.countryCode, locale)].filter(Boolean).join(", ") : "—"}</div>
                </td>
                <td className="br-wide br-num">{formatCount(c.ordersCount, locale)}</td>
                <td className="br-num">
                  <span className="br-nowrap">{formatMoney(c.amountSpent, moneyLanguage(c.currency))}</span>
                  <div className="br-dim br-xs br-phone">{t("list.ordersCount", { count: c.ordersCount, n: formatCount(c.ordersCount, locale) })}</div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
