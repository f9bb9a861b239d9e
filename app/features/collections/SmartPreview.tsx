import { Card, Text } from "@mantine/core";
import type { ProductDto } from "@domain/product";
import { productUrls } from "../products/urls";
import { formatCount } from "@domain/i18n/count";
import { useLocale, useT } from "~/lib/i18n";

/** The products the saved conditions select now (they are evaluated when read, so product edits show at once). */
export function SmartPreview({ products, total }: { products: ProductDto[]; total: number }) {
  const t = useT("collections");
  const locale = useLocale();
  return (
    <Card withBorder padding={0} radius="md" aria-labelledby="smart-preview-title" component="section">
      <div className="br-card-head">
        <Text fw={600} id="smart-preview-title">
          {t("preview.title")}
        </Text>
        <Text size="sm" c="dimmed">
          {t("preview.matches", { count: total, n: formatCount(total, locale) })}
          {total > products.length ? ` ${t("preview.newest", { shown: products.length })}` : ""}
        </Text>
      </div>
      {products.length === 0 ? (
        <Text size="sm" c="dimmed" px="lg" pb="lg">
          {t("preview.none")}
        </Text>
      ) : (
        <ProductRows products={products} />
      )}
    </Card>
  );
}

function ProductRows({ products }: { products: ProductDto[] }) {
  const t = useT("collections");
  return (
    <div className="br-table-scroll">
      <table className="br-products-table br-compact-table" aria-label={t("preview.table")}>
        <thead>
          <tr>
            <th>{t("preview.product")}</th>
            <th style={{ width: 180 }}>{t("preview.vendor")}</th>
            <th style={{ width: 160 }} className="br-wide">
              {t("preview.type")}
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr key={p._id}>
              <td>
                <a href={productUrls.update(p._id)} className="br-row-link">
                  {p.title}
                </a>
              </td>
              <td>{p.vendor || <span className="br-dim">—</span>}</td>
              <td className="br-wide">{p.productType || <span className="br-dim">—</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
