import { Button, Text } from "@mantine/core";
import { DialogFrame } from "./DialogFrame";
import { enhance } from "~/enhance/attributes";

export const UNSAVED_CHANGES_TEXT = "If you leave this page, any unsaved changes will be lost.";

/**
 * SPEC §2 unsaved-changes warning (Cancel / I accept), rendered hidden next to a form marked
 * `enhance.dirtyGuard(id)`. The enhance script (app/enhance/unsaved-changes.ts) opens it when the user follows a
 * link or submits another form while that form has unsaved changes; closing the tab gets the browser's own prompt.
 */
export function UnsavedChangesDialog({ id }: { id: string }) {
  return (
    <DialogFrame
      id={id}
      opened={false}
      title="Leave page with unsaved changes?"
      footer={
        <>
          <Button type="button" variant="default" {...enhance.dialogClose()} {...enhance.autofocus()}>
            Cancel
          </Button>
          <Button type="button" color="red" {...enhance.leaveAccept()}>
            I accept
          </Button>
        </>
      }
    >
      <Text>{UNSAVED_CHANGES_TEXT}</Text>
    </DialogFrame>
  );
}
