import express, { Router } from "express";
import type { ApiDeps } from "./deps";
import { errorHandler, notFoundHandler } from "./http/errors";
import { productsRoutes } from "./modules/products/routes";
// Modules: each exports `xxxRoutes(deps): Router` with SPEC §7 paths relative to /api.
// (accounts helper adds: auth, users, stores, outbox; products helper adds: products)

export function createApi(deps: ApiDeps): Router {
  const router = Router();
  router.use(express.json({ limit: "1mb" }));
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  // router.use(authRoutes(deps)); router.use(usersRoutes(deps)); router.use(productsRoutes(deps)); …
  router.use(productsRoutes(deps));
  router.use(notFoundHandler);
  router.use(errorHandler(deps.log));
  return router;
}
