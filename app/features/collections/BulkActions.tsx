import { Alert, Button, Group, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { DIALOG_BUTTON_LOCK_MS, DialogFrame, deleteConfirmText } from "~/components/dialogs";

export const BULK_FORM_ID = "collections-bulk";
export const BULK_DELETE_DIALOG_ID = "bulk-delete-collections";
const noun = (n: number) => `${n} collection${n === 1 ? "" : "s"}`;

/**
 * The list's bulk bar: an empty POST form that the row checkboxes join (`form=`), and its buttons. Selected-row
 * actions and "all matching" actions (the list's search and type filters) work as plain forms; with JavaScript
 * (app/enhance/bulk-select.ts) the count follows the ticks and the selected-row buttons wait for one.
 */
export function BulkBar({ action, total, selectedCount, errors }: { action: string; total: number; selectedCount: number; errors: string[] }) {
  const selectedButton = { type: "submit" as const, form: BULK_FORM_ID, name: "intent", size: "compact-sm", variant: "default", "data-bulk-needs-selection": "" };
  return (
    <>
      <form method="post" action={action} id={BULK_FORM_ID} data-bulk-form="" data-bulk-noun="collection" />
      {errors.length > 0 && (
        <Alert color="red" variant="light" role="alert" mx="md" mb="sm" title="Nothing was changed">
          {errors.join(" ")}
        </Alert>
      )}
      <div className="br-bulk-bar" role="region" aria-label="Bulk actions">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={500} data-bulk-count={BULK_FORM_ID} aria-live="polite" className="br-bulk-count">
            {selectedCount > 0 ? `${selectedCount} selected` : "Tick collections to act on them"}
          </Text>
          <Button {...selectedButton} value="publish-selected">
            Publish selected
          </Button>
          <Button {...selectedButton} value="unpublish-selected">
            Unpublish selected
          </Button>
          <Button {...selectedButton} value="confirm-delete" color="red" variant="light" data-dialog-open={BULK_DELETE_DIALOG_ID}>
            Delete selected
          </Button>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            All {total} matching:
          </Text>
          <Button type="submit" form={BULK_FORM_ID} name="intent" value="publish-all" size="compact-sm" variant="subtle">
            Publish all
          </Button>
          <Button type="submit" form={BULK_FORM_ID} name="intent" value="unpublish-all" size="compact-sm" variant="subtle">
            Unpublish all
          </Button>
        </Group>
      </div>
    </>
  );
}

/**
 * SPEC §2 delete confirmation for the ticked rows (Close / Delete). Delete submits the bulk form, so it deletes what
 * is ticked at that moment; the enhance script keeps the count in the sentence current.
 */
export function BulkDeleteDialog({ opened, closeHref, selectedCount }: { opened: boolean; closeHref: string; selectedCount: number }) {
  const [before, after] = deleteConfirmText("{item}").split("{item}");
  return (
    <DialogFrame
      id={BULK_DELETE_DIALOG_ID}
      opened={opened}
      closeHref={closeHref}
      title="Delete collections?"
      footer={
        <>
          <Button component={Link} to={closeHref} variant="default" data-dialog-close="" data-autofocus="" autoFocus={opened}>
            Close
          </Button>
          <Button type="submit" form={BULK_FORM_ID} name="intent" value="delete" color="red" data-lock-ms={DIALOG_BUTTON_LOCK_MS} data-leave-ok="">
            Delete
          </Button>
        </>
      }
    >
      <Text>
        {before}
        <span data-bulk-item={BULK_FORM_ID}>{noun(selectedCount)}</span>
        {after}
      </Text>
    </DialogFrame>
  );
}
