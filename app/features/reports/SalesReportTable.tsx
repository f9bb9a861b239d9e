import type { PerformanceRow, PerformanceSort } from "@domain/contracts/reports";
import { useLocale, useT } from "~/lib/i18n";
import { count, decimal, money } from "./format";
import { ariaSort, SALES_REPORT_COLUMNS, sortHref, type SalesReportState } from "./sales-report";

const MEASURE: Record<PerformanceSort, "text" | "count" | "money" | "decimal"> = {
  title: "text",
  pageViews: "count",
  addToCart: "count",
  reachedCheckout: "count",
  sessionConverted: "count",
  orders: "count",
  netQuantity: "count",
  averageOrderValue: "money",
  averageOrderItems: "decimal",
  totalSales: "money",
};

/** SPEC §2's product sales report columns; each header is a link that sorts by it (a second click flips the order). */
export function SalesReportTable({
  rows,
  state,
  params,
  currency,
  caption,
}: {
  rows: PerformanceRow[];
  state: SalesReportState;
  params: string;
  currency: string;
  caption: string;
}) {
  const t = useT("reports");
  const locale = useLocale();
  const base = new URLSearchParams(params);
  const cell = (row: PerformanceRow, column: PerformanceSort) => {
    const v = row[column];
    if (typeof v === "string") return v;
    const m = MEASURE[column];
    return m === "money" ? money(v, currency) : m === "decimal" ? decimal(v, locale) : count(v, locale);
  };
  return (
    <div className="br-report-table-scroll">
      <table className="br-report-table br-sales-table" data-report="sales">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {SALES_REPORT_COLUMNS.map((column) => {
              const sort = ariaSort(state, column);
              return (
                <th key={column} scope="col" aria-sort={sort} className={column === "title" ? undefined : "br-num"}>
                  <a
                    href={sortHref(base, state, column)}
                    className="br-sort"
                    data-active={sort ? "" : undefined}
                    aria-label={t("sales.sortBy", { column: t(`sales.columns.${column}`) })}
                    data-column={column}
                  >
                    {t(`sales.columns.${column}`)}
                    {sort && <span aria-hidden="true">{sort === "ascending" ? "▲" : "▼"}</span>}
                  </a>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.productId ?? `row-${i}`}>
              {SALES_REPORT_COLUMNS.map((column) =>
                column === "title" ? (
                  <th key={column} scope="row">
                    <span className="br-sales-title" title={row.title}>
                      {row.title}
                    </span>
                  </th>
                ) : (
                  <td key={column} className="br-num" data-column={column} data-value={row[column]}>
                    {cell(row, column)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
