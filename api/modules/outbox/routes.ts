import { Router } from "express";
import { z } from "zod/v4";
import { isOperator } from "../../../domain/permissions";
import type { ApiDeps } from "../../deps";
import { currentUser, requireUser } from "../../http/auth";
import { forbidden, handle } from "../../http/errors";
import { parse } from "../../http/validate";
import { safeString } from "../../../domain/validation";
import { operatorPolicy } from "../users/user-info";
import { listOutbox, listOutboxReads, recordOutboxRead } from "./store";

export const OUTBOX_LIMIT = 100;
export const OUTBOX_READS_LIMIT = 20;
const OutboxQuerySchema = z.object({
  to: z.preprocess((v) => (v === "" ? undefined : v), safeString().trim().toLowerCase().max(255).optional()),
});

/**
 * The stored mail, for operators only: on a laptop without SMTP (a demo start) this is where sign-up and reset links
 * arrive; elsewhere the copies have no links (ADR 019). Every read is recorded, and the answer lists the latest reads.
 */
export function outboxRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.get(
    "/outbox",
    requireUser(deps),
    handle(async (req, res) => {
      const reader = currentUser(req);
      if (!isOperator(reader.email, operatorPolicy(deps.config))) throw forbidden();
      const { to } = parse(OutboxQuerySchema, req.query);
      const rows = await listOutbox(deps.db, { to, limit: OUTBOX_LIMIT });
      await recordOutboxRead(deps.db, { readerId: reader.id, readerEmail: reader.email, filter: to ?? "", count: rows.length, readAt: deps.clock.now() });
      const reads = await listOutboxReads(deps.db, OUTBOX_READS_LIMIT);
      res.json({
        mails: rows.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, createdAt: m.createdAt, status: m.status })),
        reads: reads.map((r) => ({ readerEmail: r.readerEmail, filter: r.filter, count: r.count, readAt: r.readAt })),
      });
    }),
  );
  return router;
}
