import type { CachePurgeDto } from "@domain/cache";
import { EmptyState } from "~/components/EmptyState";
import { StoreDate } from "~/components/StoreDate";

const MAX_URLS_SHOWN = 3;

/** The store's recent purges, newest first: what was purged, by whom, through which provider, and how it went. */
export function PurgeHistory({ purges }: { purges: CachePurgeDto[] }) {
  if (purges.length === 0) return <EmptyState size="sm" title="No cache purges yet" body="Each purge is listed here with what it cleared and how it went." />;
  return (
    <div className="br-table-scroll">
      <table className="br-products-table br-purge-table" aria-label="Recent purges">
        <thead>
          <tr>
            <th>What</th>
            <th style={{ width: 110 }}>Result</th>
            <th style={{ width: 190 }} className="br-wide">
              When
            </th>
          </tr>
        </thead>
        <tbody>
          {purges.map((p) => (
            <tr key={p._id}>
              <td>
                {p.scope === "all" ? (
                  <strong>All cache</strong>
                ) : (
                  <ul className="br-purge-urls">
                    {p.urls.slice(0, MAX_URLS_SHOWN).map((u) => (
                      <li key={u} className="br-ellipsis">
                        {u}
                      </li>
                    ))}
                    {p.urls.length > MAX_URLS_SHOWN && <li className="br-dim">and {p.urls.length - MAX_URLS_SHOWN} more</li>}
                  </ul>
                )}
                <div className="br-dim br-xs">
                  {p.userEmail ?? "Someone"} · {p.provider === "cloudflare" ? "Cloudflare" : "App cache"}
                  <span className="br-narrow"> · <StoreDate value={p.createdAt} time /></span>
                </div>
                {p.error && <div className="br-purge-error br-xs">{p.error}</div>}
              </td>
              <td>
                <span className={p.status === "done" ? "br-badge br-badge-on" : "br-badge br-badge-failed"}>{p.status === "done" ? "Cleared" : "Failed"}</span>
              </td>
              <td className="br-wide br-dim" style={{ whiteSpace: "nowrap" }}><StoreDate value={p.createdAt} time /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
