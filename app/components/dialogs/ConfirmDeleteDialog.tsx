import { Button, Text } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { DIALOG_BUTTON_LOCK_MS } from "./AppDialog";
import { DialogFrame } from "./DialogFrame";
import { useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

/**
 * SPEC §2 delete confirmation, Close / Delete. Delete posts `intent=delete` (plus `fields`) to the route's action.
 * The opener is a link to `?confirm=delete` (the server renders the dialog open there) carrying
 * `{...enhance.dialogOpen(id)}`, so with JavaScript it opens in place. Deleting is a deliberate way to leave the page,
 * so its form does not trigger the unsaved-changes warning (`data-leave-ok`).
 */
export function ConfirmDeleteDialog({
  id,
  item,
  opened,
  closeHref,
  action,
  fields = {},
  title,
}: {
  id: string;
  item: string;
  opened: boolean;
  closeHref: string;
  action?: string;
  fields?: Record<string, string | number>;
  title?: string;
}) {
  const formId = `${id}-form`;
  const t = useT();
  return (
    <DialogFrame
      id={id}
      opened={opened}
      closeHref={closeHref}
      title={title ?? t("dialog.delete")}
      footer={
        <>
          <Button component={Link} to={closeHref} variant="default" {...enhance.dialogClose()} {...enhance.autofocus()} autoFocus={opened}>
            {t("dialog.close")}
          </Button>
          <Button type="submit" form={formId} color="red" {...enhance.lock(DIALOG_BUTTON_LOCK_MS)}>
            {t("dialog.delete")}
          </Button>
        </>
      }
    >
      <Form method="post" action={action} id={formId} {...enhance.leaveOk()}>
        <input type="hidden" name="intent" value="delete" />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={String(value)} />
        ))}
      </Form>
      <Text>{t("dialog.deleteConfirm", { item })}</Text>
    </DialogFrame>
  );
}
