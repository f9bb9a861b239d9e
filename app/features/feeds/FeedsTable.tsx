import type { FeedDto } from "@domain/feed";
import { StoreDate } from "~/components/StoreDate";
import { feedUrls } from "./urls";
import { useT } from "~/lib/i18n";

export interface FeedRow {
  feed: FeedDto;
  selection: string;
  category: string;
  url: string;
}

/** Plain table markup styled by products.css (the same list look as products). */
export function FeedsTable({ rows }: { rows: FeedRow[] }) {
  const t = useT("feeds");
  return (
    <div className="br-table-scroll">
      <table className="br-products-table br-feeds-table">
        <thead>
          <tr>
            <th>{t("list.feed")}</th>
            <th style={{ width: 190 }}>{t("list.products")}</th>
            <th style={{ width: 220 }} className="br-wide">
              {t("list.category")}
            </th>
            <th style={{ width: 120 }} className="br-wide">
              {t("list.updated")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ feed, selection, category, url }) => (
            <tr key={feed._id}>
              <td>
                <a href={feedUrls.update(feed._id)} className="br-row-link">
                  {feed.name}
                </a>
                <div className="br-xs">
                  <a href={url} target="_blank" rel="noopener" className="br-feed-url br-dim" aria-label={t("list.publicUrlOf", { name: feed.name })}>
                    {url}
                  </a>
                </div>
              </td>
              <td>{selection}</td>
              <td className="br-wide br-dim">
                <div className="br-ellipsis" title={category}>
                  {category}
                </div>
              </td>
              <td className="br-wide br-dim">
                <StoreDate value={feed.updatedAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
