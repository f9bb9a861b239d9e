import { Router } from "express";
import { z } from "zod/v4";
import { isOperator } from "../../../domain/permissions";
import type { ApiDeps } from "../../deps";
import { currentUser, requireUser } from "../../http/auth";
import { forbidden, handle } from "../../http/errors";
import { parse } from "../../http/validate";
import { operatorPolicy } from "../users/user-info";
import { listOutbox } from "./store";

export const OUTBOX_LIMIT = 100;
const OutboxQuerySchema = z.object({
  to: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().toLowerCase().max(255).optional()),
});

/** The stored mail, for operators only: on a laptop without SMTP this is where sign-up and reset links arrive. */
export function outboxRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.get(
    "/outbox",
    requireUser(deps),
    handle(async (req, res) => {
      if (!isOperator(currentUser(req).email, operatorPolicy(deps.config))) throw forbidden();
      const { to } = parse(OutboxQuerySchema, req.query);
      const rows = await listOutbox(deps.db, { to, limit: OUTBOX_LIMIT });
      res.json({ mails: rows.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, createdAt: m.createdAt, status: m.status })) });
    }),
  );
  return router;
}
