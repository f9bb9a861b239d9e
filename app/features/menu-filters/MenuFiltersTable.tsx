import type { MenuFilterDto } from "@domain/menu-filter";
import { StoreDate } from "~/components/StoreDate";
import { useT } from "~/lib/i18n";
import { menuFilterUrls } from "./urls";

/** Plain table markup styled by products.css (the catalog's list look). */
export function MenuFiltersTable({ menuFilters }: { menuFilters: MenuFilterDto[] }) {
  const t = useT("menuFilters");
  return (
    <div className="br-table-scroll">
      <table className="br-products-table">
        <thead>
          <tr>
            <th>{t("list.filter")}</th>
            <th style={{ width: 160 }}>{t("list.shownOn")}</th>
            <th style={{ width: 120 }} className="br-wide">
              {t("list.updated")}
            </th>
          </tr>
        </thead>
        <tbody>
          {menuFilters.map((f) => (
            <tr key={f._id}>
              <td>
                <a href={menuFilterUrls.update(f._id)} className="br-row-link">
                  {f.name}
                </a>
                <div className="br-dim br-xs br-ellipsis">{f.conditions.map((c) => c.nameDislay).join(" · ") || t("list.noChoices")}</div>
              </td>
              <td className="br-dim">{f.scoped ? t("list.collectionCount", { count: f.collectionIds.length }) : t("list.allCollections")}</td>
              <td className="br-wide br-dim br-nowrap">
                <StoreDate value={f.updatedAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
