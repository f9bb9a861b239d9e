import { Button } from "@mantine/core";
import { BulkBar, BulkDeleteDialog, selectedButton } from "~/components/list/BulkBar";
import { useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

export const PAGES_BULK_FORM_ID = "pages-bulk";
const DIALOG_ID = "bulk-delete-pages";

function useItems() {
  const t = useT("pages");
  return { one: t("bulk.itemOne"), other: t("bulk.itemOther") };
}

/** The pages list's bulk bar (the list kit's): delete the ticked pages, after SPEC §2's confirmation. */
export function PagesBulkBar({ action, selectedCount, errors }: { action: string; selectedCount: number; errors: string[] }) {
  const t = useT("pages");
  return (
    <BulkBar formId={PAGES_BULK_FORM_ID} action={action} noun="page" items={useItems()} selectedCount={selectedCount} idleText={t("bulk.idle")} errors={errors}>
      <Button {...selectedButton(PAGES_BULK_FORM_ID)} value="confirm-delete" color="red" variant="light" {...enhance.dialogOpen(DIALOG_ID)}>
        {t("bulk.deleteSelected")}
      </Button>
    </BulkBar>
  );
}

export function PagesBulkDeleteDialog({ opened, closeHref, selectedCount }: { opened: boolean; closeHref: string; selectedCount: number }) {
  const t = useT("pages");
  return (
    <BulkDeleteDialog
      id={DIALOG_ID}
      formId={PAGES_BULK_FORM_ID}
      title={t("bulk.deleteTitle")}
      noun="page"
      items={useItems()}
      opened={opened}
      closeHref={closeHref}
      selectedCount={selectedCount}
    />
  );
}
