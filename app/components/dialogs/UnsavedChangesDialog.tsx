import { Button, Text } from "@mantine/core";
import { DialogFrame } from "./DialogFrame";
import { useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

/**
 * SPEC §2 unsaved-changes warning (Cancel / I accept), rendered hidden next to a form marked
 * `enhance.dirtyGuard(id)`. The enhance script (app/enhance/unsaved-changes.ts) opens it when the user follows a
 * link or submits another form while that form has unsaved changes; closing the tab gets the browser's own prompt.
 */
export function UnsavedChangesDialog({ id }: { id: string }) {
  const t = useT();
  return (
    <DialogFrame
      id={id}
      opened={false}
      title={t("dialog.unsavedTitle")}
      footer={
        <>
          <Button type="button" variant="default" {...enhance.dialogClose()} {...enhance.autofocus()}>
            {t("dialog.cancel")}
          </Button>
          <Button type="button" color="red" {...enhance.leaveAccept()}>
            {t("dialog.accept")}
          </Button>
        </>
      }
    >
      <Text>{t("dialog.unsavedBody")}</Text>
    </DialogFrame>
  );
}
