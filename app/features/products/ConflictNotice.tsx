import { Alert, Button, Group, Table, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { PRODUCT_CONFLICT_MESSAGE, type ProductDto } from "@domain/product";
import { WarningIcon } from "~/components/list/icons";
import { conflictDifferences, PRODUCT_FORM_ID, productEditorUrl } from "./product-form";

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const clip = (s: string) => (s.length > 140 ? `${s.slice(0, 140)}…` : s) || "—";

/**
 * Rule 9 edit conflict: someone saved this product after the page was opened. The form below still holds
 * what the user typed; here they see what is saved now and choose: keep theirs (save over the newer version)
 * or load the latest (dropping their edits). Both are plain HTML: a submit button and a link.
 */
export function ConflictNotice({ current, submitted }: { current: ProductDto; submitted: Record<string, unknown> | null | undefined }) {
  const differences = conflictDifferences(current, submitted);
  return (
    <Alert color="orange" variant="light" icon={<WarningIcon size={20} />} title="Someone else saved this product" role="alert">
      <Text size="sm">{PRODUCT_CONFLICT_MESSAGE}</Text>
      <Text size="sm" c="dimmed" mt={4}>
        Saved now: version {current.version}, {dateTime.format(new Date(current.updatedAt))}. Your edits are still in the form below.
      </Text>
      {differences.length > 0 ? (
        <Table mt="sm" withTableBorder withColumnBorders fz="sm" bg="var(--mantine-color-body)" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="22%">Field</Table.Th>
              <Table.Th>Saved now</Table.Th>
              <Table.Th>Yours</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {differences.map((d) => (
              <Table.Tr key={d.field}>
                <Table.Td fw={500}>{d.label}</Table.Td>
                <Table.Td className="br-break">{clip(d.saved)}</Table.Td>
                <Table.Td className="br-break">{clip(d.yours)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" mt="sm">
          The saved version already matches your edits.
        </Text>
      )}
      <input type="hidden" name="latestVersion" value={current.version} form={PRODUCT_FORM_ID} />
      <Group mt="md" gap="sm">
        <Button type="submit" form={PRODUCT_FORM_ID} name="intent" value="overwrite" color="orange">
          Keep my changes
        </Button>
        <Button component={Link} to={productEditorUrl(current._id)} variant="default">
          Load latest version
        </Button>
      </Group>
    </Alert>
  );
}
