import type { MenuSummaryDto } from "@domain/navigation";
import { StoreDate } from "~/components/StoreDate";
import { useT } from "~/lib/i18n";
import { menuUrls } from "./urls";

/** Plain table markup styled by products.css (the catalog's list look). */
export function MenusTable({ menus }: { menus: MenuSummaryDto[] }) {
  const t = useT("menus");
  return (
    <div className="br-table-scroll">
      <table className="br-products-table">
        <thead>
          <tr>
            <th>{t("list.menu")}</th>
            <th style={{ width: 140 }}>{t("list.items")}</th>
            <th style={{ width: 120 }} className="br-wide">
              {t("list.updated")}
            </th>
          </tr>
        </thead>
        <tbody>
          {menus.map((m) => (
            <tr key={m._id}>
              <td>
                <a href={menuUrls.update(m._id)} className="br-row-link">
                  {m.title}
                </a>
                <div className="br-dim br-xs br-ellipsis">{m.handle}</div>
              </td>
              <td className="br-dim">{t("list.itemCount", { count: m.itemCount })}</td>
              <td className="br-wide br-dim br-nowrap">
                <StoreDate value={m.updatedAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
