import { Button, Text } from "@mantine/core";
import { Form, Link, useNavigation } from "@remix-run/react";
import { DialogFrame } from "./DialogFrame";

export const deleteConfirmText = (item: string) => `Are you sure you want to delete ${item}. This action cannot be reversed.`;

/**
 * SPEC §2 delete confirmation, Close / Delete. Delete posts `intent=delete` (plus `fields`) to the route's
 * action. Open it with a link to `?confirm=delete` (see useUrlToggle) so it also works without JavaScript.
 */
export function ConfirmDeleteDialog({
  item,
  opened,
  onClose,
  closeHref,
  action,
  fields = {},
  title = "Delete",
}: {
  item: string;
  opened: boolean;
  onClose: () => void;
  closeHref: string;
  action?: string;
  fields?: Record<string, string | number>;
  title?: string;
}) {
  const navigation = useNavigation();
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  const formId = "confirm-delete-form";
  return (
    <DialogFrame
      opened={opened}
      onClose={onClose}
      closeHref={closeHref}
      title={title}
      footer={
        <>
          <Button
            component={Link}
            to={closeHref}
            replace
            preventScrollReset
            variant="default"
            data-autofocus
            onClick={(e: React.MouseEvent) => {
              e.preventDefault();
              onClose();
            }}
          >
            Close
          </Button>
          <Button type="submit" form={formId} color="red" loading={deleting}>
            Delete
          </Button>
        </>
      }
    >
      <Form method="post" action={action} id={formId}>
        <input type="hidden" name="intent" value="delete" />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={String(value)} />
        ))}
      </Form>
      <Text>{deleteConfirmText(item)}</Text>
    </DialogFrame>
  );
}
