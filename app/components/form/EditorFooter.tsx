import { Button, Group } from "@mantine/core";
import { Link } from "@remix-run/react";
import { enhance } from "~/enhance/attributes";

/**
 * The bottom of every record editor: Delete (a link to `?confirm=delete` that the enhance script opens in place,
 * so it works without JavaScript) and the form's submit. A new record has only the submit.
 */
export function EditorFooter({
  formId,
  submitLabel,
  intent = "save",
  remove,
}: {
  formId: string;
  submitLabel: string;
  intent?: string;
  remove?: { label: string; href: string; dialogId: string };
}) {
  return (
    <Group justify={remove ? "space-between" : "flex-end"} className="br-editor-footer">
      {remove && (
        <Button component={Link} to={remove.href} {...enhance.dialogOpen(remove.dialogId)} color="red" variant="outline">
          {remove.label}
        </Button>
      )}
      <Button type="submit" form={formId} name="intent" value={intent}>
        {submitLabel}
      </Button>
    </Group>
  );
}
