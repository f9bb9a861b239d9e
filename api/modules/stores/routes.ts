import { Router } from "express";
import { accountEndpoints } from "../../../domain/contracts/accounts";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { mount } from "../../http/mount";
import { saveSurvey } from "./store";

export function storesRoutes(deps: ApiDeps): Router {
  const router = Router();

  // Any member may answer: the onboarding survey needs only the always-granted "store" scope.
  mount(router, accountEndpoints.survey, requireUser(deps), requireStore(deps, "store"), async ({ body: { survey }, req }) => {
    await saveSurvey(deps.db, currentStore(req).id, survey, deps.clock.now());
    return { message: "Thanks! Your answers were saved." };
  });

  return router;
}
