import type { SizeChartSummaryDto } from "@domain/size-chart";
import { StoreDate } from "~/components/StoreDate";
import { sizeChartUrls } from "./urls";

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

/** Plain table markup styled by products.css (the same list look as products). */
export function SizeChartsTable({ charts }: { charts: SizeChartSummaryDto[] }) {
  return (
    <div className="br-table-scroll">
      <table className="br-products-table br-charts-table">
        <thead>
          <tr>
            <th>Size chart</th>
            <th style={{ width: 190 }} className="br-wide">Table</th>
            <th style={{ width: 200 }}>Attached to</th>
            <th style={{ width: 120 }} className="br-wide">Updated</th>
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
                  <a href={sizeChartUrls.preview(c._id)} className="br-dim" aria-label={`Preview ${c.title}`}>
                    Preview
                  </a>
                </div>
              </td>
              <td className="br-dim br-wide br-nowrap">
                {plural(c.columns.length, "column")} × {plural(c.rows.length, "row")}
              </td>
              <td className="br-dim">
                {c.productCount + c.collectionCount === 0 ? "Nothing yet" : [c.productCount ? plural(c.productCount, "product") : "", c.collectionCount ? plural(c.collectionCount, "collection") : ""].filter(Boolean).join(", ")}
              </td>
              <td className="br-wide br-dim br-nowrap"><StoreDate value={c.updatedAt} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
