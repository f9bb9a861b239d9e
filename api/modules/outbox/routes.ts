import { Router } from "express";
import { accountEndpoints } from "../../../domain/contracts/accounts";
import type { ApiDeps } from "../../deps";
import { currentUser, requireOperator, requireUser } from "../../http/auth";
import { mount } from "../../http/mount";
import { listOutbox, listOutboxReads, recordOutboxRead } from "./store";

export const OUTBOX_LIMIT = 100;
export const OUTBOX_READS_LIMIT = 20;

/**
 * The stored mail and SMS (`channel`), for operators only: on a laptop without SMTP (a demo start) this is where sign-up and reset links
 * arrive; elsewhere the copies have no links (ADR 019). Every read is recorded, and the answer lists the latest reads.
 */
export function outboxRoutes(deps: ApiDeps): Router {
  const router = Router();
  mount(router, accountEndpoints.outbox, requireUser(deps), requireOperator(deps), async ({ query: { to }, req }) => {
    const reader = currentUser(req);
    const rows = await listOutbox(deps.db, { to, limit: OUTBOX_LIMIT });
    await recordOutboxRead(deps.db, { readerId: reader.id, readerEmail: reader.email, filter: to ?? "", count: rows.length, readAt: deps.clock.now() });
    const reads = await listOutboxReads(deps.db, OUTBOX_READS_LIMIT);
    return {
      mails: rows.map((m) => ({
        id: m.id,
        channel: m.channel,
        to: m.to,
        subject: m.subject,
        text: m.text,
        createdAt: m.createdAt.toISOString(),
        status: m.status,
      })),
      reads: reads.map((r) => ({ readerEmail: r.readerEmail, filter: r.filter, count: r.count, readAt: r.readAt.toISOString() })),
    };
  });
  return router;
}
