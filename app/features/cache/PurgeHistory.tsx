import type { CachePurgeDto } from "@domain/cache";
import { EmptyState } from "~/components/EmptyState";
import { StoreDate } from "~/components/StoreDate";
import { useT } from "~/lib/i18n";

const MAX_URLS_SHOWN = 3;

/** The store's recent purges, newest first: what was purged, by whom, through which provider, and how it went. */
export function PurgeHistory({ purges }: { purges: CachePurgeDto[] }) {
  const t = useT("cache");
  if (purges.length === 0) return <EmptyState size="sm" title={t("history.emptyTitle")} body={t("history.emptyBody")} />;
  return (
    <div className="br-table-scroll">
      <table className="br-products-table br-purge-table" aria-label={t("history.title")}>
        <thead>
          <tr>
            <th>{t("history.what")}</th>
            <th style={{ width: 110 }}>{t("history.result")}</th>
            <th style={{ width: 190 }} className="br-wide">
              {t("history.when")}
            </th>
          </tr>
        </thead>
        <tbody>
          {purges.map((p) => (
            <tr key={p._id}>
              <td>
                {p.scope === "all" ? (
                  <strong>{t("history.allCache")}</strong>
                ) : (
                  <ul className="br-purge-urls">
                    {p.urls.slice(0, MAX_URLS_SHOWN).map((u) => (
                      <li key={u} className="br-ellipsis">
                        {u}
                      </li>
                    ))}
                    {p.urls.length > MAX_URLS_SHOWN && <li className="br-dim">{t("history.more", { n: p.urls.length - MAX_URLS_SHOWN })}</li>}
                  </ul>
                )}
                <div className="br-dim br-xs">
                  {p.userEmail ?? t("history.someone")} · {p.provider === "cloudflare" ? "Cloudflare" : t("history.appCache")}
                  <span className="br-narrow">
                    {" "}
                    · <StoreDate value={p.createdAt} time />
                  </span>
                </div>
                {p.error && <div className="br-purge-error br-xs">{p.error}</div>}
              </td>
              <td>
                <span className={p.status === "done" ? "br-badge br-badge-on" : "br-badge br-badge-failed"}>
                  {p.status === "done" ? t("history.cleared") : t("history.failed")}
                </span>
              </td>
              <td className="br-wide br-dim" style={{ whiteSpace: "nowrap" }}>
                <StoreDate value={p.createdAt} time />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
