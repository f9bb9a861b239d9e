import type { InventoryAdjustmentDto } from "@domain/inventory";
import { StoreDate } from "~/components/StoreDate";
import { useT } from "~/lib/i18n";

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : "±0");

// The reasons the store writes itself: "Variant edited" (api/modules/variants), "Bulk edit" (api/modules/bulk-edit), and
// domain/inventory.ts's importStockReason and importUndoneStockReason. Any other reason is a person's and shows as typed.
const IMPORT_REASON = /^Import \((.*)\)$/s;
const IMPORT_UNDONE_REASON = /^Import undone \((.*)\)$/s;

function useReason(): (reason: string) => string {
  const t = useT("inventory");
  return (reason) => {
    if (reason === "Variant edited") return t("reasons.variantEdited");
    if (reason === "Bulk edit") return t("reasons.bulkEdit");
    const undone = IMPORT_UNDONE_REASON.exec(reason);
    if (undone) return t("reasons.importUndone", { file: undone[1] });
    const imported = IMPORT_REASON.exec(reason);
    return imported ? t("reasons.import", { file: imported[1] }) : reason;
  };
}

/** A variant's adjustments, newest first. */
export function HistoryTable({ adjustments }: { adjustments: InventoryAdjustmentDto[] }) {
  const t = useT("inventory");
  const reasonText = useReason();
  return (
    <div className="br-table-scroll">
      <table className="br-products-table br-history-table" aria-label={t("historyPanel.table")}>
        <thead>
          <tr>
            <th style={{ width: 190 }}>{t("historyPanel.when")}</th>
            <th style={{ width: 90 }} className="br-num">
              {t("historyPanel.change")}
            </th>
            <th style={{ width: 90 }} className="br-num">
              {t("historyPanel.after")}
            </th>
            <th className="br-wide">{t("historyPanel.reason")}</th>
            <th className="br-wide">{t("historyPanel.by")}</th>
          </tr>
        </thead>
        <tbody>
          {adjustments.map((a) => (
            <tr key={a._id}>
              <td className="br-dim" style={{ whiteSpace: "nowrap" }}>
                <StoreDate value={a.createdAt} time />
              </td>
              <td className="br-num br-stock">{signed(a.delta)}</td>
              <td className="br-num">{a.quantityAfter}</td>
              <td className="br-wide">{a.reason ? reasonText(a.reason) : <span className="br-dim">—</span>}</td>
              <td className="br-wide br-ellipsis">{a.userEmail ?? <span className="br-dim">—</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
