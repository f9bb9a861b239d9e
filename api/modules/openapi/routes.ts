import { Router } from "express";
import { allEndpoints } from "../../../domain/contracts";
import { metaEndpoints } from "../../../domain/contracts/meta";
import { openApiDocument } from "../../../domain/contracts/openapi";
import { mount } from "../../http/mount";

/** GET /openapi.json: public, and the same until the next deploy, so caches may keep it for an hour. */
export function openApiRoutes(): Router {
  const r = Router();
  let document: ReturnType<typeof openApiDocument> | null = null;
  mount(r, metaEndpoints.openApi, async ({ res }) => {
    document ??= openApiDocument(allEndpoints, { title: "Backroom API", version: "1" });
    res.setHeader("Cache-Control", "public, max-age=3600");
    return document;
  });
  return r;
}
