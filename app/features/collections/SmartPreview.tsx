import { Card, Text } from "@mantine/core";
import type { ProductDto } from "@domain/product";
import { productUrls } from "../products/urls";

/** The products the saved conditions select now (they are evaluated when read, so product edits show at once). */
export function SmartPreview({ products, total }: { products: ProductDto[]; total: number }) {
  return (
    <Card withBorder padding={0} radius="md" aria-labelledby="smart-preview-title" component="section">
      <div className="br-card-head">
        <Text fw={600} id="smart-preview-title">
          Products in this collection
        </Text>
        <Text size="sm" c="dimmed">
          {total === 1 ? "1 product matches" : `${total} products match`} the saved conditions
          {total > products.length ? ` (showing the newest ${products.length})` : ""}
        </Text>
      </div>
      {products.length === 0 ? (
        <Text size="sm" c="dimmed" px="lg" pb="lg">
          No product matches these conditions yet.
        </Text>
      ) : (
        <ProductRows products={products} />
      )}
    </Card>
  );
}

function ProductRows({ products }: { products: ProductDto[] }) {
  return (
    <div className="br-table-scroll">
      <table className="br-products-table br-compact-table" aria-label="Matching products">
        <thead>
          <tr>
            <th>Product</th>
            <th style={{ width: 180 }}>Vendor</th>
            <th style={{ width: 160 }} className="br-wide">Type</th>
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
