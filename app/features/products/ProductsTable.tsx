import type { ProductRow } from "./list.server";
import { productUrls } from "./urls";
import { useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

const MAX_TAGS = 3;

/**
 * Plain table markup styled by products.css. A page holds up to 200 rows; as Mantine components
 * (≈17 per row) they were most of the list's server render time, for no behaviour they add here.
 */
export function ProductsTable({
  products,
  selectForm,
  selected,
}: {
  products: ProductRow[];
  /** Rows get checkboxes belonging to this form (the bulk bar). */
  selectForm?: string;
  /** Rows ticked before a post without JavaScript, ticked again. */
  selected?: ReadonlySet<string>;
}) {
  const t = useT("products");
  const published = t("status.published");
  const unpublished = t("status.unpublished");
  return (
    <div className="br-table-scroll">
      <table className="br-products-table br-product-list">
        <thead>
          <tr>
            {selectForm && (
              <th className="br-select-cell">
                <input type="checkbox" className="br-select" aria-label={t("list.selectAll")} {...enhance.bulkAll(selectForm)} hidden />
              </th>
            )}
            <th>{t("list.columns.product")}</th>
            <th style={{ width: 124 }}>{t("list.columns.status")}</th>
            <th style={{ width: 190 }} className="br-wide">
              {t("list.columns.inventory")}
            </th>
            <th style={{ width: 130 }} className="br-wide br-xl">
              {t("list.columns.type")}
            </th>
            <th style={{ width: 130 }} className="br-wide">
              {t("list.columns.vendor")}
            </th>
            <th style={{ width: 170 }} className="br-wide">
              {t("list.columns.tags")}
            </th>
            <th style={{ width: 116 }} className="br-wide">
              {t("list.columns.updated")}
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr key={p.id}>
              {selectForm && (
                <td className="br-select-cell">
                  <input
                    type="checkbox"
                    className="br-select"
                    name="ids"
                    value={p.id}
                    form={selectForm}
                    defaultChecked={selected?.has(p.id)}
                    aria-label={t("list.selectOne", { title: p.title })}
                  />
                </td>
              )}
              <td>
                <a href={productUrls.update(p.id)} className="br-row-link" title={p.title}>
                  {p.title}
                </a>
                <div className="br-dim br-xs br-ellipsis">/products/{p.handle}</div>
              </td>
              <td data-col="status">
                <span className={p.published ? "br-badge br-badge-on" : "br-badge br-badge-off"}>{p.published ? published : unpublished}</span>
              </td>
              <td className="br-wide" data-col="inventory">
                {p.inventory ? (
                  <>
                    <div>{p.inventory}</div>
                    {p.price && <div className="br-dim br-xs br-ellipsis">{p.price}</div>}
                  </>
                ) : (
                  <Cell value="" />
                )}
              </td>
              <td className="br-wide br-xl" data-col="type">
                <Cell value={p.productType} />
              </td>
              <td className="br-wide" data-col="vendor">
                <Cell value={p.vendor} />
              </td>
              <td className="br-wide">
                {p.tags.length === 0 ? (
                  <Cell value="" />
                ) : (
                  <div className="br-tags">
                    {p.tags.slice(0, MAX_TAGS).map((tag) => (
                      <span key={tag} className="br-badge br-tag br-ellipsis">
                        {tag}
                      </span>
                    ))}
                    {p.tags.length > MAX_TAGS && (
                      <span className="br-dim br-xs" title={p.tags.slice(MAX_TAGS).join(", ")}>
                        +{p.tags.length - MAX_TAGS}
                      </span>
                    )}
                  </div>
                )}
              </td>
              <td className="br-wide br-dim br-nowrap">{p.updated}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Cell({ value }: { value: string }) {
  return value ? (
    <div className="br-ellipsis" title={value}>
      {value}
    </div>
  ) : (
    <span className="br-dim">—</span>
  );
}
