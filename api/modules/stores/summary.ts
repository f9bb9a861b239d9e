import type { StoreSummary } from "../../../domain/account";
import type { StoreRole } from "../../../domain/permissions";

/** SPEC §3 names the same store fields twice over (storeId/id, storeDomain/domain/host); the admin reads either. */
export function toStoreSummary(row: { id: string; seq: number; name: string; domain: string; role: string }): StoreSummary {
  return {
    storeId: row.id,
    id: row.id,
    storeDomain: row.domain,
    domain: row.domain,
    host: row.domain,
    name: row.name,
    role: row.role as StoreRole,
    seq: row.seq,
  };
}
