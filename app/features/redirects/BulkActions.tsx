import { Button } from "@mantine/core";
import { BulkBar as ListBulkBar, BulkDeleteDialog as ListBulkDeleteDialog, selectedButton } from "~/components/list/BulkBar";
import { useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

export const BULK_FORM_ID = "redirects-bulk";
export const BULK_DELETE_DIALOG_ID = "bulk-delete-redirects";

/** The count's words ("{n} redirects"), for the bar and the delete dialog. */
function useItems() {
  const t = useT("redirects");
  return { one: t("bulk.itemOne", { n: "{n}" }), other: t("bulk.itemOther", { n: "{n}" }) };
}

/** The redirects list's bulk bar (the list kit's BulkBar): delete the ticked rows, after a confirmation. */
export function BulkBar({ action, selectedCount, errors }: { action: string; selectedCount: number; errors: string[] }) {
  const t = useT("redirects");
  return (
    <ListBulkBar
      formId={BULK_FORM_ID}
      action={action}
      noun="redirect"
      items={useItems()}
      selectedCount={selectedCount}
      idleText={t("bulk.idle")}
      errors={errors}
    >
      <Button {...selectedButton(BULK_FORM_ID)} value="confirm-delete" color="red" variant="light" {...enhance.dialogOpen(BULK_DELETE_DIALOG_ID)}>
        {t("bulk.deleteSelected")}
      </Button>
    </ListBulkBar>
  );
}

export function BulkDeleteDialog({ opened, closeHref, selectedCount }: { opened: boolean; closeHref: string; selectedCount: number }) {
  const t = useT("redirects");
  return (
    <ListBulkDeleteDialog
      id={BULK_DELETE_DIALOG_ID}
      formId={BULK_FORM_ID}
      title={t("bulk.deleteTitle")}
      noun="redirect"
      items={useItems()}
      opened={opened}
      closeHref={closeHref}
      selectedCount={selectedCount}
    />
  );
}
