import { Anchor, Button, Card, Group, Table, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { formatMoney } from "@domain/money";
import type { ProductOptionsDto, VariantDto, VariantSummaryDto } from "@domain/variant";
import { CreateAllVariants } from "./CreateAllVariants";
import type { CombinationsActionData } from "./editor.server";
import { optionTitle } from "./variant-form";
import { productUrls } from "../products/urls";

export interface VariantsCardData {
  options: ProductOptionsDto;
  variants: VariantDto[];
  total: number;
  summary: VariantSummaryDto;
  page: number;
  pageSize: number;
  /** The first variant's price (the default of "Create all variants"); null without variants. */
  firstPrice: number | null;
}

function priceRange({ priceMin, priceMax }: VariantSummaryDto) {
  if (priceMin === null || priceMax === null) return "—";
  return priceMin === priceMax ? formatMoney(priceMin) : `${formatMoney(priceMin)} – ${formatMoney(priceMax)}`;
}

/**
 * The product editor's Variants card: options, "Create all variants" when combinations lack one, the summary, and
 * the first variants with links to edit them.
 */
export function VariantsCard({ productId, data, combinations }: { productId: string; data: VariantsCardData; combinations?: CombinationsActionData["combinations"] }) {
  const { options, variants, total, summary, page, pageSize } = data;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="variants-title" className="br-variants-card">
      <Group justify="space-between" mb="sm">
        <Text fw={600} id="variants-title">
          Variants
        </Text>
        <Group gap="xs">
          <Button component={Link} to={`${productUrls.addVariant(productId)}#options`} variant="default" size="xs">
            Edit options
          </Button>
          <Button component={Link} to={productUrls.addVariant(productId)} size="xs">
            Add variant
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {options.options.length > 0 ? options.options.map((o) => `${o.name}: ${o.values.join(", ")}`).join(" · ") : "No options yet."}
      </Text>
      <CreateAllVariants action={productUrls.update(productId)} options={options} variantCount={summary.variantCount} firstPrice={data.firstPrice} refused={combinations} />
      <Group gap="lg" mt="xs" className="br-variant-summary" aria-label="Variant summary">
        <Text size="sm">
          <b>{summary.variantCount}</b> {summary.variantCount === 1 ? "variant" : "variants"}
        </Text>
        <Text size="sm">Price {priceRange(summary)}</Text>
        <Text size="sm">Inventory {summary.inventoryTotal}</Text>
      </Group>
      {variants.length > 0 && (
        <Table.ScrollContainer minWidth={0} mt="sm">
          <Table verticalSpacing="xs" aria-label="Variants">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Variant</Table.Th>
                <Table.Th ta="right">Price</Table.Th>
                <Table.Th className="br-variant-sku">SKU</Table.Th>
                <Table.Th ta="right">Inventory</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {variants.map((v) => (
                <Table.Tr key={v._id}>
                  <Table.Td>
                    <Anchor component={Link} to={productUrls.variant(productId, v._id)} size="sm" className="br-break">
                      {optionTitle(v)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(v.price)}</Table.Td>
                  <Table.Td className="br-variant-sku">{v.sku}</Table.Td>
                  <Table.Td ta="right">{v.inventoryQuantity}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > pageSize && <VariantsPager page={page} pageSize={pageSize} shown={variants.length} total={total} />}
    </Card>
  );
}

/** Plain links (`?variantsPage=`), so a product with thousands of variants can be paged through with or without JavaScript. */
function VariantsPager({ page, pageSize, shown, total }: { page: number; pageSize: number; shown: number; total: number }) {
  const pages = Math.ceil(total / pageSize);
  const first = (page - 1) * pageSize + 1;
  const link = (p: number) => `?variantsPage=${p}#variants-title`;
  return (
    <Group justify="space-between" mt="xs" className="br-variants-pager">
      <Text size="sm" c="dimmed">
        {shown > 0 ? `Showing ${first}–${first + shown - 1} of ${total} variants` : `Page ${page} is past the last page (${pages}).`}
      </Text>
      <Group gap="xs">
        {page > 1 && (
          <Button component="a" href={link(Math.min(page - 1, pages))} variant="default" size="xs" rel="prev">
            Previous
          </Button>
        )}
        {page < pages && (
          <Button component="a" href={link(page + 1)} variant="default" size="xs" rel="next">
            Next
          </Button>
        )}
      </Group>
    </Group>
  );
}
