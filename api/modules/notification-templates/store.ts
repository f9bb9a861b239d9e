// The store's notification templates and settings (ADR 064). Only templates a merchant changed have a row; the rest
// are the defaults at version 1. A save of version 1 inserts at 2; later saves and resets update against the version.
import { and, eq, sql } from "drizzle-orm";
import { DEFAULT_ACCENT, type NotificationSettingsDto, type TemplateKey } from "../../../domain/notification-templates";
import type { Db } from "../../db/client";
import { prebuilt } from "../../db/prepared";
import { notificationSettings, notificationTemplates, stores } from "../../db/schema";

export type TemplateRow = typeof notificationTemplates.$inferSelect;
export type Saved<T> = { kind: "ok"; row: T } | { kind: "conflict"; current: T | null };

export async function listTemplateRows(db: Db, storeId: string): Promise<TemplateRow[]> {
  return db.select().from(notificationTemplates).where(eq(notificationTemplates.storeId, storeId));
}

export async function findTemplateRow(db: Db, storeId: string, key: TemplateKey): Promise<TemplateRow | null> {
  const [row] = await db
    .select()
    .from(notificationTemplates)
    .where(and(eq(notificationTemplates.storeId, storeId), eq(notificationTemplates.key, key)))
    .limit(1);
  return row ?? null;
}

export async function saveTemplateRow(
  db: Db,
  storeId: string,
  key: TemplateKey,
  form: { subject: string; body: string; version: number },
  now: Date,
): Promise<Saved<TemplateRow>> {
  const values = { subject: form.subject, body: form.body, updatedAt: now };
  const rows =
    form.version === 1
      ? await db
          .insert(notificationTemplates)
          .values({ storeId, key, ...values, version: 2 })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(notificationTemplates)
          .set({ ...values, version: sql`${notificationTemplates.version} + 1` })
          .where(and(eq(notificationTemplates.storeId, storeId), eq(notificationTemplates.key, key), eq(notificationTemplates.version, form.version)))
          .returning();
  if (rows[0]) return { kind: "ok", row: rows[0] };
  return { kind: "conflict", current: await findTemplateRow(db, storeId, key) };
}

/** Back to the default: the row keeps its place with no text, one version on. Without `version`, whatever is saved. */
export async function resetTemplateRow(db: Db, storeId: string, key: TemplateKey, version: number | undefined, now: Date): Promise<Saved<TemplateRow | null>> {
  const current = await findTemplateRow(db, storeId, key);
  if (!current) return version === undefined || version === 1 ? { kind: "ok", row: null } : { kind: "conflict", current: null };
  const [row] = await db
    .update(notificationTemplates)
    .set({ subject: null, body: null, version: sql`${notificationTemplates.version} + 1`, updatedAt: now })
    .where(and(eq(notificationTemplates.storeId, storeId), eq(notificationTemplates.key, key), eq(notificationTemplates.version, version ?? current.version)))
    .returning();
  return row ? { kind: "ok", row } : { kind: "conflict", current: await findTemplateRow(db, storeId, key) };
}

// ---- Settings --------------------------------------------------------------------------------------------------------

const settingsDto = (row: typeof notificationSettings.$inferSelect | undefined): NotificationSettingsDto => ({
  logoUrl: row?.logoUrl ?? "",
  accentColor: row?.accentColor ?? DEFAULT_ACCENT,
  recipients: row?.recipients ?? [],
  version: row?.version ?? 1,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

export async function getSettings(db: Db, storeId: string): Promise<NotificationSettingsDto> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.storeId, storeId)).limit(1);
  return settingsDto(row);
}

export async function saveSettings(
  db: Db,
  storeId: string,
  values: Partial<{ logoUrl: string; accentColor: string; recipients: string[] }>,
  version: number,
  now: Date,
): Promise<{ kind: "ok"; settings: NotificationSettingsDto } | { kind: "conflict"; current: NotificationSettingsDto }> {
  const rows =
    version === 1
      ? await db
          .insert(notificationSettings)
          .values({ storeId, ...values, version: 2, updatedAt: now })
          .onConflictDoNothing({ target: notificationSettings.storeId })
          .returning()
      : await db
          .update(notificationSettings)
          .set({ ...values, version: sql`${notificationSettings.version} + 1`, updatedAt: now })
          .where(and(eq(notificationSettings.storeId, storeId), eq(notificationSettings.version, version)))
          .returning();
  if (rows[0]) return { kind: "ok", settings: settingsDto(rows[0]) };
  return { kind: "conflict", current: await getSettings(db, storeId) };
}

// ---- What a mail needs, in one read ----------------------------------------------------------------------------------

export interface MailStore {
  name: string;
  domain: string;
  language: string;
  subject: string | null;
  body: string | null;
  logoUrl: string | null;
  accentColor: string | null;
  recipients: string[] | null;
}

const mailStoreQuery = prebuilt("backroom_notification_mail_store", (db) =>
  db
    .select({
      name: stores.name,
      domain: stores.domain,
      language: stores.language,
      subject: notificationTemplates.subject,
      body: notificationTemplates.body,
      logoUrl: notificationSettings.logoUrl,
      accentColor: notificationSettings.accentColor,
      recipients: notificationSettings.recipients,
    })
    .from(stores)
    .leftJoin(notificationTemplates, and(eq(notificationTemplates.storeId, stores.id), eq(notificationTemplates.key, sql.placeholder("key"))))
    .leftJoin(notificationSettings, eq(notificationSettings.storeId, stores.id))
    .where(eq(stores.id, sql.placeholder("storeId")))
    .limit(1),
);

/**
 * The store's name and language, its text of `key` (null: the default) and its branding and recipients: one indexed
 * read (the store by id, the template and settings by primary key) per mail, on the checkout's path too.
 */
export async function mailStore(db: Db, storeId: string, key: TemplateKey): Promise<MailStore | null> {
  const [row] = await mailStoreQuery(db).execute({ storeId, key });
  return (row as MailStore | undefined) ?? null;
}
