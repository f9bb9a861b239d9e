import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outbox } from "../../db/schema";
import type { Mail } from "../../deps";

export async function insertOutboxMail(db: Db, mail: Mail) {
  const [row] = await db.insert(outbox).values({ to: mail.to.toLowerCase(), subject: mail.subject, text: mail.text, html: mail.html }).returning({ id: outbox.id });
  return row.id;
}
export async function markOutboxMail(db: Db, id: string, status: "sent" | "failed", error?: string) {
  await db.update(outbox).set({ status, error: error ?? null }).where(eq(outbox.id, id));
}
export async function listOutbox(db: Db, opts: { to?: string; limit: number }) {
  const q = db.select().from(outbox);
  const filtered = opts.to ? q.where(eq(outbox.to, opts.to.toLowerCase())) : q;
  return filtered.orderBy(desc(outbox.createdAt), desc(outbox.seq)).limit(opts.limit);
}
