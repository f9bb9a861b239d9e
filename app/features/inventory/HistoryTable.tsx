import type { InventoryAdjustmentDto } from "@domain/inventory";
import { StoreDate } from "~/components/StoreDate";

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : "±0");

/** A variant's adjustments, newest first. */
export function HistoryTable({ adjustments }: { adjustments: InventoryAdjustmentDto[] }) {
  return (
    <div className="br-table-scroll">
      <table className="br-products-table br-history-table" aria-label="Stock history">
        <thead>
          <tr>
            <th style={{ width: 190 }}>When</th>
            <th style={{ width: 90 }} className="br-num">
              Change
            </th>
            <th style={{ width: 90 }} className="br-num">
              After
            </th>
            <th className="br-wide">Reason</th>
            <th className="br-wide">By</th>
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
              <td className="br-wide">{a.reason || <span className="br-dim">—</span>}</td>
              <td className="br-wide br-ellipsis">{a.userEmail ?? <span className="br-dim">—</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
