import { Badge } from "@mantine/core";
import { pageStatus, type PageSummaryDto } from "@domain/page";
import { StoreDate } from "~/components/StoreDate";
import { useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";
import { PAGES_BULK_FORM_ID } from "./BulkActions";
import { pageUrls } from "./urls";

const STATUS_COLOR = { visible: "green", scheduled: "blue", hidden: "gray" } as const;

/** Plain table markup styled by products.css (the list look of the catalog); each row's tick joins the bulk form. */
export function PagesTable({ pages, selected, now }: { pages: PageSummaryDto[]; selected: ReadonlySet<string>; now: string }) {
  const t = useT("pages");
  return (
    <div className="br-table-scroll">
      <table className="br-products-table br-pages-table">
        <thead>
          <tr>
            <th className="br-select-cell">
              <input type="checkbox" className="br-select" {...enhance.bulkAll(PAGES_BULK_FORM_ID)} aria-label={t("list.selectAll")} hidden />
            </th>
            <th>{t("list.page")}</th>
            <th style={{ width: 130 }}>{t("list.status")}</th>
            <th style={{ width: 120 }} className="br-wide">
              {t("list.updated")}
            </th>
          </tr>
        </thead>
        <tbody>
          {pages.map((p) => {
            const status = pageStatus(p.visible, p.publishedAt, new Date(now));
            return (
              <tr key={p._id}>
                <td className="br-select-cell">
                  <input
                    type="checkbox"
                    className="br-select"
                    name="ids"
                    value={p._id}
                    form={PAGES_BULK_FORM_ID}
                    defaultChecked={selected.has(p._id)}
                    aria-label={t("list.select", { title: p.title })}
                  />
                </td>
                <td>
                  <a href={pageUrls.update(p._id)} className="br-row-link">
                    {p.title}
                  </a>
                  <div className="br-dim br-xs br-ellipsis">/pages/{p.handle}</div>
                </td>
                <td>
                  <Badge color={STATUS_COLOR[status]} variant="light">
                    {t(`status.${status}`)}
                  </Badge>
                  {status === "scheduled" && p.publishedAt && (
                    <div className="br-dim br-xs">
                      <StoreDate value={p.publishedAt} time />
                    </div>
                  )}
                </td>
                <td className="br-wide br-dim br-nowrap">
                  <StoreDate value={p.updatedAt} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
