import { Text } from "@mantine/core";
import type { SizeChartSummaryDto } from "@domain/size-chart";
import { useT } from "~/lib/i18n";

/** The chart as a shopper sees it in the storefront's dialog: description, the table, and its unit. */
export function SizeChartTable({ chart }: { chart: Pick<SizeChartSummaryDto, "title" | "description" | "unit" | "columns" | "rows"> }) {
  const t = useT("sizeCharts");
  return (
    <div className="br-chart-preview">
      {chart.description && (
        <Text size="sm" c="dimmed" mb="sm" className="br-break">
          {chart.description}
        </Text>
      )}
      <div className="br-table-scroll">
        <table className="br-chart-view" aria-label={chart.title}>
          <thead>
            <tr>
              {chart.columns.map((c, i) => (
                <th key={i} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((r, ri) => (
              <tr key={ri}>
                {r.map((cell, ci) =>
                  ci === 0 ? (
                    <th key={ci} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={ci}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {chart.unit && (
        <Text size="xs" c="dimmed" mt="xs">
          {t("view.unit", { unit: chart.unit })}
        </Text>
      )}
    </div>
  );
}
