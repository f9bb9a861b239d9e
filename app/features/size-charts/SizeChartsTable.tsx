import type { SizeChartSummaryDto } from "@domain/size-chart";
import { StoreDate } from "~/components/StoreDate";
import { sizeChartUrls } from "./urls";
import { useT } from "~/lib/i18n";

/** Plain table markup styled by products.css (the same list look as products). */
export function SizeChartsTable({ charts }: { charts: SizeChartSummaryDto[] }) {
  const t = useT("sizeCharts");
  const attached = (c: SizeChartSummaryDto) =>
    c.productCount + c.collectionCount === 0
      ? t("list.nothing")
      : [c.productCount ? t("list.products", { count: c.productCount }) : "", c.collectionCount ? t("list.collections", { count: c.collectionCount }) : ""]
          .filter(Boolean)
          .join(", ");
  return (
    <div className="br-table-scroll">
      <table className="br-products-table br-charts-table">
        <thead>
          <tr>
            <th>{t("list.chart")}</th>
            <th style={{ width: 190 }} className="br-wide">
              {t("list.table")}
            </th>
            <th style={{ width: 200 }}>{t("list.attachedTo")}</th>
            <th style={{ width: 120 }} className="br-wide">
              {t("list.updated")}
            </th>
          </tr>
        </thead>
        <tbody>
          {charts.map((c) => (
            <tr key={c._id}>
              <td>
                <a href={sizeChartUrls.update(c._id)} className="br-row-link">
                  {c.title}
                </a>
                <div className="br-xs">
                  <a href={sizeChartUrls.preview(c._id)} className="br-dim" aria-label={t("list.previewOf", { title: c.title })}>
                    {t("preview")}
                  </a>
                </div>
              </td>
              <td className="br-dim br-wide br-nowrap">
                {t("list.columns", { count: c.columns.length })} × {t("list.rows", { count: c.rows.length })}
              </td>
              <td className="br-dim">{attached(c)}</td>
              <td className="br-wide br-dim br-nowrap">
                <StoreDate value={c.updatedAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
