import type { CollectionDto } from "@domain/collection";
import { collectionEditorUrl, TYPE_LABELS } from "./list";

/** Plain table markup styled by products.css (the same list look as products). */
export function CollectionsTable({ collections }: { collections: CollectionDto[] }) {
  return (
    <div className="br-table-scroll">
      <table className="br-products-table br-collections-table">
        <thead>
          <tr>
            <th>Collection</th>
            <th style={{ width: 120 }}>Type</th>
            <th style={{ width: 220 }} className="br-wide">Conditions</th>
            <th style={{ width: 130 }}>Status</th>
          </tr>
        </thead>
        <tbody>
          {collections.map((c) => (
            <tr key={c._id}>
              <td>
                <a href={collectionEditorUrl(c._id)} className="br-row-link">
                  {c.title}
                </a>
                <div className="br-dim br-xs br-ellipsis">/collections/{c.handle}</div>
              </td>
              <td>{TYPE_LABELS[c.type]}</td>
              <td className="br-wide br-dim">
                <div className="br-ellipsis">{c.type === "smart" ? `${c.conditions.length} condition${c.conditions.length === 1 ? "" : "s"}, match ${c.match}` : "Hand-picked"}</div>
              </td>
              <td>
                <span className={c.published ? "br-badge br-badge-on" : "br-badge br-badge-off"}>{c.published ? "Published" : "Unpublished"}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
