import { Button } from "@mantine/core";
import type { ProductTab } from "@domain/product";
import { BulkBar, BulkDeleteDialog, selectedButton, type BulkItems } from "~/components/list/BulkBar";
import { bulkEditUrl, type BulkEditFilters } from "~/features/bulk-edit/selection";
import { formatCount } from "@domain/i18n/count";
import { useLocale, useT } from "~/lib/i18n";
import { productUrls } from "./urls";
import { enhance } from "~/enhance/attributes";

export const PRODUCTS_BULK_FORM_ID = "products-bulk";
export const PRODUCTS_BULK_DELETE_DIALOG_ID = "bulk-delete-products";

/** The list's tab and filters as the bulk editor's query, so "Bulk edit selected" with nothing ticked opens the list's selection. */
function selectionFields(tab: ProductTab, filters: BulkEditFilters): Record<string, string> {
  return Object.fromEntries(new URL(bulkEditUrl({ tab, filters }), "http://localhost").searchParams);
}

/** "{n} products" in the page's language, for the bar's script and the delete sentence. */
function useItems(): BulkItems {
  const t = useT("products");
  return { one: t("bulk.itemsOne", { n: "{n}" }), other: t("bulk.itemsOther", { n: "{n}" }) };
}

/**
 * The products list's bulk bar, the same kit as the collections list's: Publish, Unpublish and Delete (after SPEC's
 * confirmation) post the ticked rows to the list; "Bulk edit selected" sends the same form by GET to the bulk editor
 * (`formmethod`/`formaction`, plain HTML), and "Bulk edit all N" opens it on the list's tab and filters.
 */
export function ProductsBulkBar({
  action,
  tab,
  filters,
  total,
  selectedCount,
  errors,
}: {
  action: string;
  tab: ProductTab;
  filters: BulkEditFilters;
  total: number;
  selectedCount: number;
  errors: string[];
}) {
  const t = useT("products");
  const locale = useLocale();
  const selected = selectedButton(PRODUCTS_BULK_FORM_ID);
  return (
    <BulkBar
      formId={PRODUCTS_BULK_FORM_ID}
      action={action}
      noun="product"
      items={useItems()}
      selectedCount={selectedCount}
      idleText={t("bulk.idle")}
      errors={errors}
      fields={selectionFields(tab, filters)}
      aside={
        <Button component="a" href={bulkEditUrl({ tab, filters })} size="compact-sm" variant="subtle">
          {t("bulk.editAll", { n: formatCount(total, locale) })}
        </Button>
      }
    >
      <Button {...selected} value="publish-selected">
        {t("bulk.publish")}
      </Button>
      <Button {...selected} value="unpublish-selected">
        {t("bulk.unpublish")}
      </Button>
      <Button {...selected} name={undefined} formMethod="get" formAction={productUrls.bulkEdit}>
        {t("bulk.edit")}
      </Button>
      <Button {...selected} value="confirm-delete" color="red" variant="light" {...enhance.dialogOpen(PRODUCTS_BULK_DELETE_DIALOG_ID)}>
        {t("bulk.delete")}
      </Button>
    </BulkBar>
  );
}

export function ProductsBulkDeleteDialog({ opened, closeHref, selectedCount }: { opened: boolean; closeHref: string; selectedCount: number }) {
  const t = useT("products");
  return (
    <BulkDeleteDialog
      id={PRODUCTS_BULK_DELETE_DIALOG_ID}
      formId={PRODUCTS_BULK_FORM_ID}
      title={t("bulk.deleteTitle")}
      noun="product"
      items={useItems()}
      opened={opened}
      closeHref={closeHref}
      selectedCount={selectedCount}
    />
  );
}
