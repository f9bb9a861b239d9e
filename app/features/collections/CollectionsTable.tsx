import type { CollectionDto } from "@domain/collection";
import { BULK_FORM_ID } from "./BulkActions";
import { collectionUrls } from "./urls";
import { useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

/**
 * Plain table markup styled by products.css (the same list look as products). Each row's checkbox belongs to the
 * bulk form (`form=`); the header's "select all" needs JavaScript, so it starts hidden (app/enhance/bulk-select.ts).
 */
export function CollectionsTable({ collections, selected }: { collections: CollectionDto[]; selected: ReadonlySet<string> }) {
  const t = useT("collections");
  return (
    <div className="br-table-scroll">
      <table className="br-products-table br-collections-table">
        <thead>
          <tr>
            <th className="br-select-cell">
              <input type="checkbox" className="br-select" {...enhance.bulkAll(BULK_FORM_ID)} aria-label={t("list.selectAll")} hidden />
            </th>
            <th>{t("list.collection")}</th>
            <th style={{ width: 120 }} className="br-wide">
              {t("list.type")}
            </th>
            <th style={{ width: 220 }} className="br-wide">
              {t("list.conditions")}
            </th>
            <th style={{ width: 130 }}>{t("list.status")}</th>
          </tr>
        </thead>
        <tbody>
          {collections.map((c) => (
            <tr key={c._id}>
              <td className="br-select-cell">
                <input
                  type="checkbox"
                  className="br-select"
                  name="ids"
                  value={c._id}
                  form={BULK_FORM_ID}
                  defaultChecked={selected.has(c._id)}
                  aria-label={t("list.select", { title: c.title })}
                />
              </td>
              <td>
                <a href={collectionUrls.update(c._id)} className="br-row-link">
                  {c.title}
                </a>
                <div className="br-dim br-xs br-ellipsis">/collections/{c.handle}</div>
              </td>
              <td className="br-wide">{t(`type.${c.type}`)}</td>
              <td className="br-wide br-dim">
                <div className="br-ellipsis">
                  {c.type === "smart" ? t("list.rules", { count: c.conditions.length, match: t(`match.${c.match}`) }) : t("list.handPicked")}
                </div>
              </td>
              <td>
                <span className={c.published ? "br-badge br-badge-on" : "br-badge br-badge-off"}>
                  {c.published ? t("list.published") : t("list.unpublished")}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
