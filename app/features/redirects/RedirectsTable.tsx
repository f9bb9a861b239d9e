import { readablePath, type RedirectDto } from "@domain/redirect";
import { StoreDate } from "~/components/StoreDate";
import { useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";
import { BULK_FORM_ID } from "./BulkActions";
import { redirectUrls } from "./urls";

/** Plain table markup styled by products.css; each row's checkbox joins the bulk form (`form=`). */
export function RedirectsTable({ redirects, selected }: { redirects: RedirectDto[]; selected: ReadonlySet<string> }) {
  const t = useT("redirects");
  return (
    <div className="br-table-scroll">
      <table className="br-products-table br-redirects-table">
        <thead>
          <tr>
            <th className="br-select-cell">
              <input type="checkbox" className="br-select" {...enhance.bulkAll(BULK_FORM_ID)} aria-label={t("list.selectAll")} hidden />
            </th>
            <th>{t("list.path")}</th>
            <th>{t("list.target")}</th>
            <th style={{ width: 120 }} className="br-wide">
              {t("list.updated")}
            </th>
          </tr>
        </thead>
        <tbody>
          {redirects.map((r) => (
            <tr key={r._id}>
              <td className="br-select-cell">
                <input
                  type="checkbox"
                  className="br-select"
                  name="ids"
                  value={r._id}
                  form={BULK_FORM_ID}
                  defaultChecked={selected.has(r._id)}
                  aria-label={t("list.select", { path: readablePath(r.path) })}
                />
              </td>
              <td className="br-redirect-cell">
                <a href={redirectUrls.update(r._id)} className="br-row-link">
                  {readablePath(r.path)}
                </a>
              </td>
              <td className="br-redirect-cell br-dim">{readablePath(r.target)}</td>
              <td className="br-wide br-dim br-nowrap">
                <StoreDate value={r.updatedAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
