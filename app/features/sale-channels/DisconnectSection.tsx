import { Button, Card, Group, Text } from "@mantine/core";
import { Form, Link, useLocation } from "@remix-run/react";
import { DIALOG_BUTTON_LOCK_MS, DialogFrame } from "~/components/dialogs";
import { urlToggle } from "~/components/list/url-toggle";
import { enhance } from "~/enhance/attributes";
import { useT } from "~/lib/i18n";

const DIALOG_ID = "disconnect-channel";

/**
 * A connected channel's disconnect (ADR 057): a section below the form, and its confirmation as a URL state
 * (`?confirm=disconnect`, opened in place with JavaScript). The dialog posts `intent=disconnect` with the version the
 * page showed; it is a deliberate way to leave the page, so it does not trip the unsaved-changes guard.
 */
export function DisconnectSection({ channelLabel, action, version }: { channelLabel: string; action: string; version: number }) {
  const t = useT("saleChannels");
  const tc = useT();
  const confirm = urlToggle(useLocation(), "confirm", "disconnect");
  const formId = `${DIALOG_ID}-form`;
  return (
    <>
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="channel-disconnect">
        <Text fw={600} mb={4} id="channel-disconnect">
          {t("channel.disconnectHeading")}
        </Text>
        <Text size="sm" c="dimmed" mb="sm">
          {t("channel.disconnectHelp", { channel: channelLabel })}
        </Text>
        <Group>
          <Button component={Link} to={confirm.openHref} color="red" variant="light" {...enhance.dialogOpen(DIALOG_ID)}>
            {t("channel.disconnect")}
          </Button>
        </Group>
      </Card>
      <DialogFrame
        id={DIALOG_ID}
        opened={confirm.open}
        closeHref={confirm.closeHref}
        title={t("channel.disconnectTitle", { channel: channelLabel })}
        footer={
          <>
            <Button component={Link} to={confirm.closeHref} variant="default" {...enhance.dialogClose()} {...enhance.autofocus()} autoFocus={confirm.open}>
              {tc("dialog.close")}
            </Button>
            <Button type="submit" form={formId} color="red" {...enhance.lock(DIALOG_BUTTON_LOCK_MS)}>
              {t("channel.disconnect")}
            </Button>
          </>
        }
      >
        <Form method="post" action={action} id={formId} {...enhance.leaveOk()}>
          <input type="hidden" name="intent" value="disconnect" />
          <input type="hidden" name="version" value={String(version)} />
        </Form>
        <Text>{t("channel.disconnectConfirm", { channel: channelLabel })}</Text>
      </DialogFrame>
    </>
  );
}
