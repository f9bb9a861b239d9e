import { Button, Text } from "@mantine/core";
import { BulkBar as ListBulkBar, BulkDeleteDialog as ListBulkDeleteDialog, selectedButton } from "~/components/list/BulkBar";
import { enhance } from "~/enhance/attributes";

export const BULK_FORM_ID = "collections-bulk";
export const BULK_DELETE_DIALOG_ID = "bulk-delete-collections";

/**
 * The collections list's bulk bar (the list kit's BulkBar): selected-row actions, and "all matching" actions on the
 * list's search and type filters.
 */
export function BulkBar({ action, total, selectedCount, errors }: { action: string; total: number; selectedCount: number; errors: string[] }) {
  const selected = selectedButton(BULK_FORM_ID);
  return (
    <ListBulkBar
      formId={BULK_FORM_ID}
      action={action}
      noun="collection"
      selectedCount={selectedCount}
      idleText="Tick collections to act on them"
      errors={errors}
      aside={
        <>
          <Text size="sm" c="dimmed">
            All {total} matching:
          </Text>
          <Button type="submit" form={BULK_FORM_ID} name="intent" value="publish-all" size="compact-sm" variant="subtle">
            Publish all
          </Button>
          <Button type="submit" form={BULK_FORM_ID} name="intent" value="unpublish-all" size="compact-sm" variant="subtle">
            Unpublish all
          </Button>
        </>
      }
    >
      <Button {...selected} value="publish-selected">
        Publish selected
      </Button>
      <Button {...selected} value="unpublish-selected">
        Unpublish selected
      </Button>
      <Button {...selected} value="confirm-delete" color="red" variant="light" {...enhance.dialogOpen(BULK_DELETE_DIALOG_ID)}>
        Delete selected
      </Button>
    </ListBulkBar>
  );
}

export function BulkDeleteDialog({ opened, closeHref, selectedCount }: { opened: boolean; closeHref: string; selectedCount: number }) {
  return <ListBulkDeleteDialog id={BULK_DELETE_DIALOG_ID} formId={BULK_FORM_ID} title="Delete collections?" noun="collection" opened={opened} closeHref={closeHref} selectedCount={selectedCount} />;
}
