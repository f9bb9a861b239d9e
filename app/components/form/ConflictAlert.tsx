import { Alert, Button, Group, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { WarningIcon } from "~/components/list/icons";
import { useMessage, useT } from "~/lib/i18n";

/**
 * A save refused with 409 (ARCHITECTURE rule 9): the form below still holds the user's input. "Keep my changes"
 * submits it again against the newer version (`latestVersion`, intent `overwrite`); "Load latest version" drops it.
 * Plain form controls and a link, so it works without JavaScript.
 */
export function ConflictAlert({ title, message, version, latestHref }: { title: string; message: string; version: number; latestHref: string }) {
  const t = useT();
  const localize = useMessage();
  return (
    <Alert color="orange" variant="light" icon={<WarningIcon size={20} />} title={title} role="alert">
      <Text size="sm">{localize(message)}</Text>
      <Text size="sm" c="dimmed" mt={4}>
        {t("form.inputKept")}
      </Text>
      <input type="hidden" name="latestVersion" value={version} />
      <Group mt="md" gap="sm">
        <Button type="submit" name="intent" value="overwrite" color="orange">
          {t("form.keepMine")}
        </Button>
        <Button component={Link} to={latestHref} variant="default" data-leave-ok="">
          {t("form.loadLatest")}
        </Button>
      </Group>
    </Alert>
  );
}
