import { Router } from "express";
import { SurveySchema } from "../../../domain/account";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { handle } from "../../http/errors";
import { parse } from "../../http/validate";
import { saveSurvey } from "./store";

export function storesRoutes(deps: ApiDeps): Router {
  const router = Router();

  // Any member may answer: the onboarding survey needs only the always-granted "store" scope.
  router.put(
    "/stores/survey",
    requireUser(deps),
    requireStore(deps, "store"),
    handle(async (req, res) => {
      const { survey } = parse(SurveySchema, req.body);
      await saveSurvey(deps.db, currentStore(req).id, survey, deps.clock.now());
      res.json({ message: "Thanks! Your answers were saved." });
    }),
  );

  return router;
}
