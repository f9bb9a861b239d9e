import { Anchor, Badge, Group, Table, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { ProductRow } from "./list.server";
import { productEditorUrl } from "./product-form";

const MAX_TAGS = 3;

export function ProductsTable({ products }: { products: ProductRow[] }) {
  return (
    <div className="br-table-scroll">
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover className="br-products-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th w={130}>Status</Table.Th>
            <Table.Th w={150} className="br-wide">Type</Table.Th>
            <Table.Th w={150} className="br-wide">Vendor</Table.Th>
            <Table.Th w={220} className="br-wide">Tags</Table.Th>
            <Table.Th w={110} className="br-wide">Updated</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                <Anchor component={Link} to={productEditorUrl(p.id)} fw={600} c="var(--mantine-color-text)" className="br-row-link">
                  {p.title}
                </Anchor>
                <Text size="xs" c="dimmed" className="br-ellipsis">
                  /products/{p.handle}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={p.published ? "teal" : "gray"} variant="light" radius="sm" tt="none" fw={600} className="br-status">
                  {p.published ? "Published" : "Unpublished"}
                </Badge>
              </Table.Td>
              <Table.Td className="br-wide">
                <Cell value={p.productType} />
              </Table.Td>
              <Table.Td className="br-wide">
                <Cell value={p.vendor} />
              </Table.Td>
              <Table.Td className="br-wide">
                {p.tags.length === 0 ? (
                  <Cell value="" />
                ) : (
                  <Group gap={4}>
                    {p.tags.slice(0, MAX_TAGS).map((tag) => (
                      <Badge key={tag} variant="default" radius="sm" tt="none" fw={500} size="sm" className="br-tag">
                        {tag}
                      </Badge>
                    ))}
                    {p.tags.length > MAX_TAGS && (
                      <Text size="xs" c="dimmed" title={p.tags.slice(MAX_TAGS).join(", ")}>
                        +{p.tags.length - MAX_TAGS}
                      </Text>
                    )}
                  </Group>
                )}
              </Table.Td>
              <Table.Td className="br-wide">
                <Text size="sm" c="dimmed">
                  {p.updated}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function Cell({ value }: { value: string }) {
  return value ? (
    <Text size="sm" className="br-ellipsis" title={value}>
      {value}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
}
