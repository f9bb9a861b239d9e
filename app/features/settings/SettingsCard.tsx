import { Card, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A titled card of a settings page (a section labelled by its title): the title, an optional line of help, the fields. */
export function SettingsCard({ id, title, help, children }: { id: string; title: string; help?: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={id}>
      <Text fw={600} id={id} mb={help ? 0 : "sm"}>
        {title}
      </Text>
      {help ? (
        <Text size="sm" c="dimmed" mb="sm">
          {help}
        </Text>
      ) : null}
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}
