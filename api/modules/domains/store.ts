// Domains and DNS records in the database (ADR 067). Every query names the store: another store's id finds nothing.
// `findStoreByHost` is the storefront's one indexed lookup (domain/storefront.ts).
import { and, asc, eq, sql } from "drizzle-orm";
import type { CheckReport } from "../../../domain/domains";
import type { DnsRecordForm, ZoneRecord } from "../../../domain/dns-records";
import type { StorefrontHost } from "../../../domain/storefront";
import type { Db } from "../../db/client";
import { dnsRecords, storeDomainSettings, storeDomains, stores } from "../../db/schema";
import type { Executor } from "../checkout/store";

export type DomainRow = typeof storeDomains.$inferSelect;
export type DnsRecordRow = typeof dnsRecords.$inferSelect;
export interface DomainSettingsRow {
  primaryDomainId: string | null;
  platformRedirectToPrimary: boolean;
  version: number;
}

const DEFAULT_SETTINGS: DomainSettingsRow = { primaryDomainId: null, platformRedirectToPrimary: true, version: 1 };

export async function platformDomain(db: Executor, storeId: string): Promise<string | null> {
  const [row] = await db.select({ domain: stores.domain }).from(stores).where(eq(stores.id, storeId)).limit(1);
  return row?.domain ?? null;
}

export async function domainSettings(db: Executor, storeId: string): Promise<DomainSettingsRow> {
  const [row] = await db
    .select({
      primaryDomainId: storeDomainSettings.primaryDomainId,
      platformRedirectToPrimary: storeDomainSettings.platformRedirectToPrimary,
      version: storeDomainSettings.version,
    })
    .from(storeDomainSettings)
    .where(eq(storeDomainSettings.storeId, storeId))
    .limit(1);
  return row ?? DEFAULT_SETTINGS;
}

export async function listDomains(db: Executor, storeId: string): Promise<DomainRow[]> {
  return db.select().from(storeDomains).where(eq(storeDomains.storeId, storeId)).orderBy(asc(storeDomains.createdAt), asc(storeDomains.id));
}

export async function findDomain(db: Executor, storeId: string, id: string): Promise<DomainRow | null> {
  const [row] = await db
    .select()
    .from(storeDomains)
    .where(and(eq(storeDomains.storeId, storeId), eq(storeDomains.id, id)))
    .limit(1);
  return row ?? null;
}

/** Whether any store has this host: as its platform domain or a connected or purchased one. */
export async function hostTaken(db: Executor, host: string): Promise<boolean> {
  const rows = await db.execute<{ one: number }>(
    sql`select 1 as one from ${storeDomains} where ${storeDomains.host} = ${host} union all select 1 from ${stores} where ${stores.domain} = ${host} limit 1`,
  );
  return rows.rows.length > 0;
}

const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === "23505" || err?.cause?.code === "23505";
};

/** A new connected domain, unverified; null when another store (or this one) took the host first. */
export async function connectDomain(db: Db, storeId: string, host: string, verifyToken: string, now: Date): Promise<DomainRow | null> {
  try {
    const [row] = await db.insert(storeDomains).values({ storeId, host, kind: "connected", verifyToken, createdAt: now, updatedAt: now }).returning();
    return row!;
  } catch (e) {
    if (isUniqueViolation(e)) return null;
    throw e;
  }
}

/** A bought domain, verified (the platform hosts it), with its first records; null when the host was taken meanwhile. */
export async function createPurchased(
  db: Db,
  storeId: string,
  host: string,
  records: readonly ZoneRecord[],
  ttl: number,
  now: Date,
): Promise<DomainRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(storeDomains)
        .values({ storeId, host, kind: "purchased", verifyToken: "", verifiedAt: now, createdAt: now, updatedAt: now })
        .returning();
      await tx
        .insert(dnsRecords)
        .values(records.map((r) => ({ storeId, domainId: row!.id, type: r.type, name: r.name, value: r.value, ttl, createdAt: now, updatedAt: now })));
      return row!;
    });
  } catch (e) {
    if (isUniqueViolation(e)) return null;
    throw e;
  }
}

/**
 * Keeps a check's report. A conclusive verdict sets the domain verified or not (a domain no longer verified stops being
 * primary: the platform domain is again); an undecided one (the resolver failed) changes nothing but the report.
 */
export async function saveCheck(db: Db, storeId: string, id: string, report: CheckReport, verified: boolean | null, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const verifiedAt = verified === null ? undefined : verified ? sql`coalesce(${storeDomains.verifiedAt}, ${now})` : null;
    await tx
      .update(storeDomains)
      .set({ lastCheck: report, updatedAt: now, ...(verifiedAt === undefined ? {} : { verifiedAt }) })
      .where(and(eq(storeDomains.storeId, storeId), eq(storeDomains.id, id)));
    if (verified === false)
      await tx
        .update(storeDomainSettings)
        .set({ primaryDomainId: null })
        .where(and(eq(storeDomainSettings.storeId, storeId), eq(storeDomainSettings.primaryDomainId, id)));
  });
}

async function ensureSettings(tx: Executor, storeId: string): Promise<void> {
  await tx.insert(storeDomainSettings).values({ storeId }).onConflictDoNothing();
}

export type SaveResult = "ok" | "conflict";

/** A connected or purchased domain's settings against its version; `primary` moves the store's primary here or back. */
export async function updateDomain(
  db: Db,
  storeId: string,
  id: string,
  form: { primary: boolean; redirectToPrimary: boolean; version: number },
  now: Date,
): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(storeDomains)
      .set({ redirectToPrimary: form.redirectToPrimary, version: sql`${storeDomains.version} + 1`, updatedAt: now })
      .where(and(eq(storeDomains.storeId, storeId), eq(storeDomains.id, id), eq(storeDomains.version, form.version)))
      .returning({ id: storeDomains.id });
    if (!row) return "conflict";
    await ensureSettings(tx, storeId);
    const settings = await domainSettings(tx, storeId);
    if (form.primary && settings.primaryDomainId !== id) await setPrimary(tx, storeId, id, now);
    if (!form.primary && settings.primaryDomainId === id) await setPrimary(tx, storeId, null, now);
    return "ok";
  });
}

/** The platform domain's settings (version of the store's domain settings row): primary back to it, its redirect. */
export async function updatePlatform(
  db: Db,
  storeId: string,
  form: { primary: boolean; redirectToPrimary: boolean; version: number },
  now: Date,
): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    await ensureSettings(tx, storeId);
    const [row] = await tx
      .update(storeDomainSettings)
      .set({
        platformRedirectToPrimary: form.redirectToPrimary,
        ...(form.primary ? { primaryDomainId: null } : {}),
        version: sql`${storeDomainSettings.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(storeDomainSettings.storeId, storeId), eq(storeDomainSettings.version, form.version)))
      .returning({ storeId: storeDomainSettings.storeId });
    return row ? "ok" : "conflict";
  });
}

async function setPrimary(tx: Executor, storeId: string, id: string | null, now: Date): Promise<void> {
  await tx.update(storeDomainSettings).set({ primaryDomainId: id, updatedAt: now }).where(eq(storeDomainSettings.storeId, storeId));
}

/** Deletes the store's domain (its records go with it) at `version` when given; "gone" when the store has none such. */
export async function deleteDomain(db: Db, storeId: string, id: string, version: number | undefined): Promise<"ok" | "gone" | "conflict"> {
  const rows = await db
    .delete(storeDomains)
    .where(and(eq(storeDomains.storeId, storeId), eq(storeDomains.id, id), version === undefined ? undefined : eq(storeDomains.version, version)))
    .returning({ id: storeDomains.id });
  if (rows.length > 0) return "ok";
  return (await findDomain(db, storeId, id)) ? "conflict" : "gone";
}

// DNS records

export async function listRecords(db: Executor, storeId: string, domainId: string): Promise<DnsRecordRow[]> {
  return db
    .select()
    .from(dnsRecords)
    .where(and(eq(dnsRecords.storeId, storeId), eq(dnsRecords.domainId, domainId)))
    .orderBy(asc(dnsRecords.name), asc(dnsRecords.type), asc(dnsRecords.createdAt));
}

export async function findRecord(db: Executor, storeId: string, domainId: string, id: string): Promise<DnsRecordRow | null> {
  const [row] = await db
    .select()
    .from(dnsRecords)
    .where(and(eq(dnsRecords.storeId, storeId), eq(dnsRecords.domainId, domainId), eq(dnsRecords.id, id)))
    .limit(1);
  return row ?? null;
}

const recordValues = (form: DnsRecordForm) => ({
  type: form.type,
  name: form.name,
  ttl: form.ttl,
  value: form.value,
  priority: form.priority,
  flags: form.flags,
  tag: form.tag,
});

export async function createRecord(db: Executor, storeId: string, domainId: string, form: DnsRecordForm, now: Date): Promise<DnsRecordRow> {
  const [row] = await db
    .insert(dnsRecords)
    .values({ storeId, domainId, ...recordValues(form), createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** Saves against `version` (rule 9); null when the row moved on meanwhile. */
export async function updateRecord(db: Executor, storeId: string, domainId: string, id: string, form: DnsRecordForm, now: Date): Promise<DnsRecordRow | null> {
  const [row] = await db
    .update(dnsRecords)
    .set({ ...recordValues(form), version: sql`${dnsRecords.version} + 1`, updatedAt: now })
    .where(and(eq(dnsRecords.storeId, storeId), eq(dnsRecords.domainId, domainId), eq(dnsRecords.id, id), eq(dnsRecords.version, form.version ?? 0)))
    .returning();
  return row ?? null;
}

export async function deleteRecord(db: Executor, storeId: string, domainId: string, id: string, version: number | undefined): Promise<boolean> {
  const rows = await db
    .delete(dnsRecords)
    .where(
      and(
        eq(dnsRecords.storeId, storeId),
        eq(dnsRecords.domainId, domainId),
        eq(dnsRecords.id, id),
        version === undefined ? undefined : eq(dnsRecords.version, version),
      ),
    )
    .returning({ id: dnsRecords.id });
  return rows.length > 0;
}

/**
 * The store a storefront request's host names (domain/storefront.ts): its platform domain, or a verified connected or
 * purchased one; with the primary host and whether this host redirects there. One statement: the host is looked up
 * by the unique indexes of store_domains.host and stores.domain.
 */
export async function findStoreByHost(db: Executor, host: string): Promise<StorefrontHost | null> {
  const name = host.trim().toLowerCase().replace(/\.$/, "").replace(/:\d+$/, "");
  const result = await db.execute<{ store_id: string; redirect: boolean; primary_host: string }>(sql`
    select hit.store_id, hit.redirect, coalesce(p.host, s.domain) as primary_host
    from (
      select d.store_id, d.redirect_to_primary as redirect from ${storeDomains} d where d.host = ${name} and d.verified_at is not null
      union all
      select st.id, coalesce(ps.platform_redirect_to_primary, true) from ${stores} st
        left join ${storeDomainSettings} ps on ps.store_id = st.id where st.domain = ${name}
    ) hit
    join ${stores} s on s.id = hit.store_id
    left join ${storeDomainSettings} ds on ds.store_id = hit.store_id
    left join ${storeDomains} p on p.id = ds.primary_domain_id
    limit 1`);
  const row = result.rows[0];
  return row ? { storeId: row.store_id, primaryHost: row.primary_host, redirectToPrimary: row.redirect } : null;
}
