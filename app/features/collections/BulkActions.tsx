import { Button, Text } from "@mantine/core";
import { BulkBar as ListBulkBar, BulkDeleteDialog as ListBulkDeleteDialog, selectedButton } from "~/components/list/BulkBar";
import { formatCount } from "@domain/i18n/count";
import { useLocale, useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

export const BULK_FORM_ID = "collections-bulk";
export const BULK_DELETE_DIALOG_ID = "bulk-delete-collections";

/**
 * The collections list's bulk bar (the list kit's BulkBar): selected-row actions, and "all matching" actions on the
 * list's search and type filters.
 */
/** The count's words ("{n} collections"), for the bar and the delete dialog. */
function useItems() {
  const t = useT("collections");
  return { one: t("bulk.itemOne", { n: "{n}" }), other: t("bulk.itemOther", { n: "{n}" }) };
}

export function BulkBar({ action, total, selectedCount, errors }: { action: string; total: number; selectedCount: number; errors: string[] }) {
  const t = useT("collections");
  const locale = useLocale();
  const items = useItems();
  const selected = selectedButton(BULK_FORM_ID);
  return (
    <ListBulkBar
      formId={BULK_FORM_ID}
      action={action}
      noun="collection"
      items={items}
      selectedCount={selectedCount}
      idleText={t("bulk.idle")}
      errors={errors}
      aside={
        <>
          <Text size="sm" c="dimmed">
            {t("bulk.allMatching", { n: formatCount(total, locale) })}
          </Text>
          <Button type="submit" form={BULK_FORM_ID} name="intent" value="publish-all" size="compact-sm" variant="subtle">
            {t("bulk.publishAll")}
          </Button>
          <Button type="submit" form={BULK_FORM_ID} name="intent" value="unpublish-all" size="compact-sm" variant="subtle">
            {t("bulk.unpublishAll")}
          </Button>
        </>
      }
    >
      <Button {...selected} value="publish-selected">
        {t("bulk.publishSelected")}
      </Button>
      <Button {...selected} value="unpublish-selected">
        {t("bulk.unpublishSelected")}
      </Button>
      <Button {...selected} value="confirm-delete" color="red" variant="light" {...enhance.dialogOpen(BULK_DELETE_DIALOG_ID)}>
        {t("bulk.deleteSelected")}
      </Button>
    </ListBulkBar>
  );
}

export function BulkDeleteDialog({ opened, closeHref, selectedCount }: { opened: boolean; closeHref: string; selectedCount: number }) {
  const t = useT("collections");
  const items = useItems();
  return (
    <ListBulkDeleteDialog
      id={BULK_DELETE_DIALOG_ID}
      formId={BULK_FORM_ID}
      title={t("bulk.deleteTitle")}
      noun="collection"
      items={items}
      opened={opened}
      closeHref={closeHref}
      selectedCount={selectedCount}
    />
  );
}
