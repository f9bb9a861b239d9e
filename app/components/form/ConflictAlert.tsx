import { Alert, Button, Group, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { WarningIcon } from "~/components/list/icons";
import { enhance } from "~/enhance/attributes";

/**
 * A save refused with 409 (ARCHITECTURE rule 9): the form below still holds the user's input. "Keep my changes"
 * submits it again against the newer version (`latestVersion`, intent `overwrite`); "Load latest version" drops it.
 * Plain form controls and a link, so it works without JavaScript.
 */
export function ConflictAlert({ title, message, version, latestHref }: { title: string; message: string; version: number; latestHref: string }) {
  return (
    <Alert color="orange" variant="light" icon={<WarningIcon size={20} />} title={title} role="alert">
      <Text size="sm">{message}</Text>
      <Text size="sm" c="dimmed" mt={4}>
        Your input is still in the form below.
      </Text>
      <input type="hidden" name="latestVersion" value={version} />
      <Group mt="md" gap="sm">
        <Button type="submit" name="intent" value="overwrite" color="orange">
          Keep my changes
        </Button>
        <Button component={Link} to={latestHref} variant="default" {...enhance.leaveOk()}>
          Load latest version
        </Button>
      </Group>
    </Alert>
  );
}
