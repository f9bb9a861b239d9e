import type { AbandonedSummaryDto, RecoveryStatus } from "@domain/abandoned";
import { formatDateTime } from "@domain/date-format";
import { formatMoney } from "@domain/money";
import { StoreDate } from "~/components/StoreDate";
import { useStoreTimezone } from "~/lib/dates";
import { useT } from "~/lib/i18n";
import { moneyLanguage } from "../customers/filters";
import { abandonedUrls } from "./urls";

const STATUS_CLASS: Record<RecoveryStatus, string> = {
  not_sent: "br-badge br-badge-off",
  sent: "br-badge br-ab-sent",
  clicked: "br-badge br-ab-clicked",
  recovered: "br-badge br-badge-on",
};

/** The status, and apart from it the steps that could not be sent (the provider refused every try). */
export function RecoveryBadge({ status, sent, failed }: { status: RecoveryStatus; sent: number; failed: number }) {
  const t = useT("abandoned");
  return (
    <span className="br-ab-badges">
      <span className={STATUS_CLASS[status]}>{status === "sent" ? t("status.sent", { count: sent }) : t(`status.${status}`)}</span>
      {failed > 0 && status !== "recovered" && <span className="br-badge br-ab-failed">{t("status.failed", { count: failed })}</span>}
    </span>
  );
}

/**
 * Plain table markup styled by products.css (the lists' look), last touched newest first (the list's order, ADR 040): the
 * date is when the buyer left. On a phone: the date, who (with the e-mail or phone
 * under the name) and the recovery status (with the total under it); the contact and total columns wait on wider screens.
 */
export function AbandonedTable({ checkouts }: { checkouts: AbandonedSummaryDto[] }) {
  const t = useT("abandoned");
  const tz = useStoreTimezone();
  return (
    <div className="br-table-scroll">
      <table className="br-products-table br-ab-list">
        <thead>
          <tr>
            <th className="br-ab-date">{t("list.date")}</th>
            <th>{t("list.customer")}</th>
            <th className="br-wide">{t("list.contact")}</th>
            <th className="br-wide br-num br-ab-total">{t("list.total")}</th>
            <th className="br-ab-status">{t("list.recovery")}</th>
          </tr>
        </thead>
        <tbody>
          {checkouts.map((c) => (
            <tr key={c._id}>
              <td>
                <a href={abandonedUrls.checkout(c._id)} className="br-row-link">
                  <StoreDate value={c.abandonedAt} />
                </a>
                <div className="br-dim br-xs">{formatDateTime(c.abandonedAt, tz).slice(11)}</div>
              </td>
              <td>
                <div className="br-ellipsis">{c.customerName || <span className="br-dim">{t("list.noName")}</span>}</div>
                <div className="br-dim br-xs br-ellipsis br-ab-phone">{c.email || c.phone}</div>
              </td>
              <td className="br-wide">
                <div className="br-ellipsis">{c.email}</div>
                {c.phone && <div className="br-dim br-xs">{c.phone}</div>}
              </td>
              <td className="br-wide br-num">
                <span className="br-nowrap">{formatMoney(c.total, moneyLanguage(c.currency))}</span>
              </td>
              <td>
                <RecoveryBadge status={c.status} sent={c.sent} failed={c.failed} />
                <div className="br-dim br-xs br-nowrap br-ab-phone">{formatMoney(c.total, moneyLanguage(c.currency))}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
