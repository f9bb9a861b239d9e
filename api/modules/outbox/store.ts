import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outbox, outboxReads } from "../../db/schema";
import type { Mail } from "../../deps";

/** status: stored (the mailbox, or waiting for SMTP) | undelivered (no SMTP outside a demo start) | sent | failed. */
export async function insertOutboxMail(db: Db, mail: Mail, status: "stored" | "undelivered" = "stored") {
  const [row] = await db
    .insert(outbox)
    .values({ to: mail.to.toLowerCase(), subject: mail.subject, text: mail.text, html: mail.html, status })
    .returning({ id: outbox.id });
  return row.id;
}
/** An SMS (api/sms), before the provider sends it: `to` is the phone number, no subject. Statuses as for mail. */
export async function insertOutboxSms(db: Db, sms: { to: string; text: string }, status: "stored" | "undelivered") {
  const [row] = await db.insert(outbox).values({ to: sms.to, subject: "", text: sms.text, channel: "sms", status }).returning({ id: outbox.id });
  return row.id;
}
/** A mail's or an SMS's outcome. */
export async function markOutboxMail(db: Db, id: string, status: "sent" | "failed", error?: string) {
  await db
    .update(outbox)
    .set({ status, error: error ?? null })
    .where(eq(outbox.id, id));
}
export async function listOutbox(db: Db, opts: { to?: string; limit: number }) {
  const q = db.select().from(outbox);
  const filtered = opts.to ? q.where(eq(outbox.to, opts.to.toLowerCase())) : q;
  return filtered.orderBy(desc(outbox.createdAt), desc(outbox.seq)).limit(opts.limit);
}

export async function recordOutboxRead(db: Db, read: { readerId: string; readerEmail: string; filter: string; count: number; readAt: Date }) {
  await db.insert(outboxReads).values(read);
}
/** The latest reads of the outbox, newest first. */
export async function listOutboxReads(db: Db, limit: number) {
  return db.select().from(outboxReads).orderBy(desc(outboxReads.readAt)).limit(limit);
}
