import type { InventoryItemDto } from "@domain/inventory";
import { LOW_STOCK_THRESHOLD } from "@domain/inventory";
import type { AdjustActionData } from "./actions.server";
import { productUrls } from "../products/urls";
import { inventoryUrls } from "./urls";
import { useMessage, useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

export type InventoryRow = InventoryItemDto & { idempotencyKey: string };

/**
 * One row a variant, each with its own plain POST form (a form may sit inside a cell). The hidden
 * idempotency key was made when the page was rendered, so submitting the same form twice (a double
 * click, a resubmit) is counted once by the API. With JavaScript, Adjust is locked for a second after a click and
 * the row updates in place (app/enhance/row-forms.ts).
 */
export function InventoryTable({ rows, failed }: { rows: InventoryRow[]; failed: AdjustActionData | undefined }) {
  const t = useT("inventory");
  return (
    <div className="br-table-scroll">
      <table className="br-products-table br-inventory-table">
        <thead>
          <tr>
            <th>{t("table.product")}</th>
            <th className="br-wide" style={{ width: 160 }}>
              {t("table.sku")}
            </th>
            <th style={{ width: 110 }} className="br-num">
              {t("table.inStock")}
            </th>
            {/* Wide enough for the mode, the number and the button on one line in either language. */}
            <th style={{ width: 360 }}>{t("table.adjust")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.variantId} row={row} failed={failed?.variantId === row.variantId ? failed : undefined} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Row({ row, failed }: { row: InventoryRow; failed: AdjustActionData | undefined }) {
  const t = useT("inventory");
  const localize = useMessage();
  const id = `adjust-${row.variantId}`;
  const name = `${row.productTitle}${row.options ? ` (${row.options})` : ""}`;
  const failure = failed?.errors.quantity?.[0] ?? failed?.errors.form?.[0];
  const error = failure ? localize(failure) : undefined;
  const stockClass = row.inventoryQuantity <= 0 ? "br-stock br-stock-out" : row.inventoryQuantity <= LOW_STOCK_THRESHOLD ? "br-stock br-stock-low" : "br-stock";
  return (
    <tr data-variant-id={row.variantId} {...enhance.rowId(row.variantId)}>
      <td>
        <a href={productUrls.variant(row.productId, row.variantId)} className="br-row-link">
          {row.productTitle}
        </a>
        <div className="br-dim br-xs br-ellipsis">
          {row.options || t("defaultVariant")}
          <span className="br-narrow">{row.sku ? ` · ${row.sku}` : ""}</span>
          {" · "}
          <a href={inventoryUrls.history(row.variantId)} className="br-history-link" aria-label={t("historyOf", { name })}>
            {t("history")}
          </a>
        </div>
      </td>
      <td className="br-wide br-ellipsis">{row.sku || <span className="br-dim">—</span>}</td>
      <td className="br-num">
        <span className={stockClass} aria-label={t("inStockCount", { n: row.inventoryQuantity })}>
          {row.inventoryQuantity}
        </span>
        <span className="br-narrow br-dim br-xs">{t("inStockNarrow")}</span>
      </td>
      <td>
        <form method="post" className="br-adjust" aria-label={t("adjustOf", { name })} {...enhance.rowForm()}>
          <input type="hidden" name="intent" value="adjust" />
          <input type="hidden" name="variantId" value={row.variantId} />
          <input type="hidden" name="idempotencyKey" value={failed?.values.idempotencyKey || row.idempotencyKey} />
          <select name="mode" className="br-adjust-mode" aria-label={t("modeOf", { name })} defaultValue={failed?.values.mode || "delta"}>
            <option value="delta">{t("modes.delta")}</option>
            <option value="set">{t("modes.set")}</option>
          </select>
          <input
            id={`${id}-quantity`}
            name="quantity"
            type="number"
            step={1}
            required
            inputMode="numeric"
            className="br-adjust-quantity"
            aria-label={t("quantityOf", { name })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            defaultValue={failed?.values.quantity ?? ""}
            placeholder="0"
          />
          <button type="submit" className="br-adjust-button" {...enhance.lock(1000)}>
            {t("adjust")}
          </button>
          {error && (
            <div id={`${id}-error`} className="br-adjust-error" role="alert">
              {error}
            </div>
          )}
        </form>
      </td>
    </tr>
  );
}
