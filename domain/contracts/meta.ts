// The API describing itself.
import { z } from "zod/v4";
import { safeString } from "../validation";
import { defineEndpoint } from "./endpoint";

export const metaEndpoints = {
  openApi: defineEndpoint({
    method: "GET",
    path: "/openapi.json",
    access: "public",
    summary: "This document: OpenAPI 3.1, generated from domain/contracts",
    response: z
      .object({ openapi: z.literal("3.1.0"), info: z.object({ title: safeString(), version: safeString() }), paths: z.record(safeString(), z.unknown()) })
      .loose(),
  }),
};
