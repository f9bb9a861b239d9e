import { Alert, Button, Group, Table, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { ProductDto } from "@domain/product";
import { WarningIcon } from "~/components/list/icons";
import { StoreDate } from "~/components/StoreDate";
import { canonicalValue, FIELD_LABELS, PRODUCT_FORM_ID, productFormValues, type ProductField } from "./product-form";
import { productUrls } from "./urls";

export interface ProductConflict {
  current: ProductDto;
  taken: ProductField[];
  clashes: ProductField[];
}

const shown = (field: ProductField, raw: unknown) => {
  const value = canonicalValue(field, raw);
  if (field === "published") return value ? "Published" : "Unpublished";
  return (value.length > 140 ? `${value.slice(0, 140)}…` : value) || "—";
};
const listOf = (fields: ProductField[]) => fields.map((f) => FIELD_LABELS[f]).join(", ");

/**
 * Rule 9 edit conflict: someone saved this product after the page was opened. The form holds the user's edits
 * on top of what is saved now (fields only the other person changed already carry their value). The user
 * chooses: save that ("Keep my changes", against the newer version) or "Load latest version" (drop their edits).
 * Both are plain HTML: a submit button and a link (a deliberate discard, so it does not ask about unsaved changes).
 */
export function ConflictNotice({ conflict, message, mine }: { conflict: ProductConflict; message: string; mine: Record<string, unknown> | null | undefined }) {
  const { current, taken, clashes } = conflict;
  const theirs = productFormValues(current);
  return (
    <Alert color="orange" variant="light" icon={<WarningIcon size={20} />} title="Someone else saved this product" role="alert">
      <Text size="sm">{message}</Text>
      <Text size="sm" c="dimmed" mt={4}>
        Saved now: version {current.version}, <StoreDate value={current.updatedAt} time />. Your edits are still in the form below.
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
            {clashes.map((field) => (
              <Table.Tr key={field}>
                <Table.Td fw={500}>{FIELD_LABELS[field]}</Table.Td>
                <Table.Td className="br-break">{shown(field, theirs[field])}</Table.Td>
                <Table.Td className="br-break">{shown(field, mine?.[field])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {taken.length > 0 && (
        <Text size="sm" mt="sm">
          Their changes to {listOf(taken)} are now in the form too.
        </Text>
      )}
      {clashes.length === 0 && taken.length === 0 && (
        <Text size="sm" mt="sm">
          Their changes do not touch the fields you edited. Save again to keep both.
        </Text>
      )}
      <input type="hidden" name="latestVersion" value={current.version} form={PRODUCT_FORM_ID} />
      <Group mt="md" gap="sm">
        <Button type="submit" form={PRODUCT_FORM_ID} name="intent" value="overwrite" color="orange">
          Keep my changes
        </Button>
        <Button component={Link} to={productUrls.update(current._id)} variant="default" data-leave-ok="">
          Load latest version
        </Button>
      </Group>
    </Alert>
  );
}
