import type { ProductTab } from "@domain/product";
import { bulkEditUrl, BULK_EDIT_PATH, type BulkEditFilters } from "./selection";

function selectionParams(tab: ProductTab, filters: BulkEditFilters): Record<string, string> {
  const url = new URL(bulkEditUrl({ tab, filters }), "http://localhost");
  return Object.fromEntries(url.searchParams);
}

export const BULK_SELECT_FORM_ID = "bulk-select";

/**
 * The products list's way into the bulk editor: a link with the list's tab and filters, and a GET form that the
 * rows' checkboxes belong to (`form` attribute), so "Bulk edit selected" works without JavaScript.
 */
export function BulkEditBar({ tab, filters, total }: { tab: ProductTab; filters: BulkEditFilters; total: number }) {
  return (
    <div className="br-bulk-bar">
      <form method="get" action={BULK_EDIT_PATH} id={BULK_SELECT_FORM_ID} className="br-bulk-form" data-bulk-form="" data-bulk-noun="product">
        {/* With no row ticked, the editor opens on the list's own selection. */}
        {Object.entries(selectionParams(tab, filters)).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <button type="submit" className="br-bulk-button" data-bulk-selected="">
          Bulk edit selected
        </button>
      </form>
      <a href={bulkEditUrl({ tab, filters })} className="br-bulk-link">
        Bulk edit all {total.toLocaleString("en-US")}
      </a>
    </div>
  );
}
