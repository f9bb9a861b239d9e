import { Alert, Button, Group, Table, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { WarningIcon } from "~/components/list/icons";
import { StoreDate } from "~/components/StoreDate";
import type { EditorConflict } from "./types";

/**
 * The one view of an edit conflict (ARCHITECTURE rule 9, ADR 007): someone saved the record after the page was
 * opened. The form below still holds the user's input (with a merge, fields only the other person changed carry
 * their value). "Keep my changes" submits it against the version saved now (`latestVersion`, intent `overwrite`);
 * "Load latest version" drops it (a deliberate discard: no unsaved-changes question). Plain HTML, no JavaScript needed.
 */
export function ConflictView({ noun, conflict, formId, latestHref }: { noun: string; conflict: EditorConflict; formId: string; latestHref: string }) {
  const { clashes, taken, merged } = conflict;
  return (
    <Alert color="orange" variant="light" icon={<WarningIcon size={20} />} title={`Someone else saved this ${noun}`} role="alert">
      <Text size="sm">{conflict.message}</Text>
      <Text size="sm" c="dimmed" mt={4}>
        Saved now: version {conflict.version}, <StoreDate value={conflict.updatedAt} time />. Your input is still in the form below.
      </Text>
      {clashes.length > 0 && (
        <Table mt="sm" withTableBorder withColumnBorders fz="sm" bg="var(--mantine-color-body)" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="22%">Changed by both</Table.Th>
              <Table.Th>Saved now</Table.Th>
              <Table.Th>Yours (in the form)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {clashes.map((clash) => (
              <Table.Tr key={clash.label}>
                <Table.Td fw={500}>{clash.label}</Table.Td>
                <Table.Td className="br-break">{clash.saved}</Table.Td>
                <Table.Td className="br-break">{clash.yours}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {taken.length > 0 && (
        <Text size="sm" mt="sm">
          Their changes to {taken.join(", ")} are now in the form too.
        </Text>
      )}
      {merged && clashes.length === 0 && taken.length === 0 && (
        <Text size="sm" mt="sm">
          Their changes do not touch the fields you edited. Save again to keep both.
        </Text>
      )}
      <input type="hidden" name="latestVersion" value={conflict.version} form={formId} />
      <Group mt="md" gap="sm">
        <Button type="submit" form={formId} name="intent" value="overwrite" color="orange">
          Keep my changes
        </Button>
        <Button component={Link} to={latestHref} variant="default" data-leave-ok="">
          Load latest version
        </Button>
      </Group>
    </Alert>
  );
}
