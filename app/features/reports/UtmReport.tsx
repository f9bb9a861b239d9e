import { dmyFromDay } from "@domain/date-range";
import type { UtmReport as UtmData } from "~/api-client/reports.server";
import { useLocale, useT } from "~/lib/i18n";
import type { DayRange } from "./filter";
import { count, money, percent } from "./format";
import { Freshness } from "./ReportCharts";

/** /admin/utm-analystics: sessions, orders, revenue and conversion per UTM source, medium and campaign. */
export function UtmReport({ data, range }: { data: UtmData; range: DayRange }) {
  const t = useT("reports");
  const locale = useLocale();
  const text = (v: string) => v || <span className="br-dim">{t("utm.none")}</span>;
  return (
    <>
      <Freshness freshness={data.freshness} />
      {data.rows.length === 0 ? (
        <p className="br-dim">{t("utm.empty")}</p>
      ) : (
        <div className="br-report-table-scroll">
          <table className="br-report-table" data-report="utm">
            <caption>{t("utm.caption", { from: dmyFromDay(range.from), to: dmyFromDay(range.to) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("utm.source")}</th>
                <th scope="col">{t("utm.medium")}</th>
                <th scope="col">{t("utm.campaign")}</th>
                <th scope="col" className="br-num">
                  {t("utm.sessions")}
                </th>
                <th scope="col" className="br-num">
                  {t("utm.orders")}
                </th>
                <th scope="col" className="br-num">
                  {t("utm.revenue")}
                </th>
                <th scope="col" className="br-num">
                  {t("utm.conversionRate")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r) => (
                <tr key={`${r.source}|${r.medium}|${r.campaign}`}>
                  <th scope="row">{text(r.source)}</th>
                  <td>{text(r.medium)}</td>
                  <td>{text(r.campaign)}</td>
                  <td className="br-num">{count(r.sessions, locale)}</td>
                  <td className="br-num">{count(r.orders, locale)}</td>
                  <td className="br-num">{money(r.revenue, data.currency)}</td>
                  <td className="br-num">{percent(r.conversionRate, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
