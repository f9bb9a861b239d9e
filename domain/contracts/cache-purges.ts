// SPEC §7 Cache (scope `products`): purges of the storefront's cache, each recorded with the provider's answer.
import { z } from "zod/v4";
import { safeString } from "../validation";
import { ClearCacheUrlsSchema, PurgeListQuerySchema, type CachePurgeDto } from "../cache";
import { defineEndpoint, IsoDate, MessageSchema } from "./endpoint";
import { sameShape } from "./type-check";

const CachePurgeDtoSchema = z.object({
  _id: safeString(),
  scope: z.enum(["urls", "all"]),
  urls: z.array(safeString()),
  provider: safeString(),
  status: z.enum(["done", "failed"]),
  error: safeString().nullable(),
  userEmail: safeString().nullable(),
  createdAt: IsoDate,
});
sameShape<z.infer<typeof CachePurgeDtoSchema>, CachePurgeDto>(true);
const scoped = { access: "store", scope: "products" } as const;
/** A provider failure is a 502 carrying the recorded purge; a retry is always safe. */
const PurgeAnswer = MessageSchema.extend({ purge: CachePurgeDtoSchema, localDropped: z.number().int() });

export const cachePurgeEndpoints = {
  clearUrls: defineEndpoint({
    method: "POST",
    path: "/stores/cloudflare/clearCacheUrls",
    ...scoped,
    summary: "Purge the given URLs (502 `{ purge }` when the provider fails)",
    body: ClearCacheUrlsSchema,
    response: PurgeAnswer,
  }),
  clearAll: defineEndpoint({
    method: "POST",
    path: "/stores/cloudflare/clearCache",
    ...scoped,
    summary: "Purge the store's whole cache (502 `{ purge }` when the provider fails)",
    response: PurgeAnswer,
  }),
  purges: defineEndpoint({
    method: "GET",
    path: "/stores/cloudflare/purges",
    ...scoped,
    summary: "The latest purges and the provider's name",
    query: PurgeListQuerySchema,
    response: z.object({ purges: z.array(CachePurgeDtoSchema), provider: safeString() }),
  }),
};
