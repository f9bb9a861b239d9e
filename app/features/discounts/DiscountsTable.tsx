import type { DiscountDto } from "@domain/discount";
import { formatCount } from "@domain/i18n/count";
import { StoreDate } from "~/components/StoreDate";
import { useLocale, useT } from "~/lib/i18n";
import { DiscountStatusBadge as StatusBadge } from "./DiscountStatusBadge";
import { discountUrls } from "./urls";

export interface DiscountRow {
  discount: DiscountDto;
  summary: string;
}

/** Plain table markup styled by products.css (the same list look as products); phones keep the title and status. */
export function DiscountsTable({ rows }: { rows: DiscountRow[] }) {
  const t = useT("discounts");
  const locale = useLocale();
  const n = (x: number) => formatCount(x, locale);
  return (
    <div className="br-table-scroll">
      <table className="br-products-table br-discounts-table">
        <thead>
          <tr>
            <th>{t("list.discount")}</th>
            <th style={{ width: 120 }}>{t("list.status")}</th>
            <th style={{ width: 130 }} className="br-wide">
              {t("list.used")}
            </th>
            <th style={{ width: 230 }} className="br-wide">
              {t("list.dates")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ discount: d, summary }) => (
            <tr key={d._id}>
              <td>
                <a href={discountUrls.of(d.method).update(d._id)} className="br-row-link br-break">
                  {d.title}
                </a>
                <div className="br-dim br-xs">
                  {summary}
                  {d.codesCount > 1 ? ` · ${t("list.codes", { count: d.codesCount, n: n(d.codesCount) })}` : ""}
                </div>
              </td>
              <td>
                <StatusBadge status={d.status} />
              </td>
              <td className="br-dim">
                {d.usageLimit === null ? t("list.unlimited", { used: n(d.usageCount) }) : t("list.usedOf", { used: n(d.usageCount), limit: n(d.usageLimit) })}
              </td>
              <td className="br-wide br-dim">
                {d.endsAt ? (
                  <>
                    <StoreDate value={d.startsAt} time /> – <StoreDate value={d.endsAt} time />
                  </>
                ) : (
                  <>
                    <StoreDate value={d.startsAt} time /> –
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
