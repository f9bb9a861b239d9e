import { Anchor, Button, Card, Group, Table, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { formatMoney } from "@domain/money";
import type { ProductOptionsDto, VariantDto, VariantSummaryDto } from "@domain/variant";
import { Trans, useT } from "~/lib/i18n";
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
export function VariantsCard({
  productId,
  data,
  combinations,
}: {
  productId: string;
  data: VariantsCardData;
  combinations?: CombinationsActionData["combinations"];
}) {
  const { options, variants, total, summary, page, pageSize } = data;
  const t = useT("products");
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="variants-title" className="br-variants-card">
      <Group justify="space-between" mb="sm">
        <Text fw={600} id="variants-title">
          {t("variants.title")}
        </Text>
        <Group gap="xs">
          <Button component={Link} to={`${productUrls.addVariant(productId)}#options`} variant="default" size="xs">
            {t("variants.editOptions")}
          </Button>
          <Button component={Link} to={productUrls.addVariant(productId)} size="xs">
            {t("variants.add")}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {options.options.length > 0 ? options.options.map((o) => `${o.name}: ${o.values.join(", ")}`).join(" · ") : t("variants.noOptions")}
      </Text>
      <CreateAllVariants
        action={productUrls.update(productId)}
        options={options}
        variantCount={summary.variantCount}
        firstPrice={data.firstPrice}
        refused={combinations}
      />
      <Group gap="lg" mt="xs" className="br-variant-summary" aria-label={t("variants.summary")}>
        <Text size="sm">
          <Trans t={t} i18nKey="variants.count" values={{ count: summary.variantCount }} components={{ b: <b /> }} />
        </Text>
        <Text size="sm">{t("variants.price", { range: priceRange(summary) })}</Text>
        <Text size="sm">{t("variants.inventory", { n: summary.inventoryTotal })}</Text>
      </Group>
      {variants.length > 0 && (
        <Table.ScrollContainer minWidth={0} mt="sm">
          <Table verticalSpacing="xs" aria-label={t("variants.title")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("variants.variant")}</Table.Th>
                <Table.Th ta="right">{t("variants.priceColumn")}</Table.Th>
                <Table.Th className="br-variant-sku">{t("variants.sku")}</Table.Th>
                <Table.Th ta="right">{t("variants.inventoryColumn")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {variants.map((v) => (
                <Table.Tr key={v._id}>
                  <Table.Td>
                    <Anchor component={Link} to={productUrls.variant(productId, v._id)} size="sm" className="br-break">
                      {optionTitle(v, t("variants.defaultTitle"))}
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
  const t = useT("products");
  return (
    <Group justify="space-between" mt="xs" className="br-variants-pager">
      <Text size="sm" c="dimmed">
        {shown > 0 ? t("variants.showing", { first, last: first + shown - 1, total }) : t("variants.pastEnd", { page, pages })}
      </Text>
      <Group gap="xs">
        {page > 1 && (
          <Button component="a" href={link(Math.min(page - 1, pages))} variant="default" size="xs" rel="prev">
            {t("variants.previous")}
          </Button>
        )}
        {page < pages && (
          <Button component="a" href={link(page + 1)} variant="default" size="xs" rel="next">
            {t("variants.next")}
          </Button>
        )}
      </Group>
    </Group>
  );
}
