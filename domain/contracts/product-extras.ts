// SPEC §7 Products: checkRegistered, position in a manual collection, tracking pixels (scope `products`).
import { z } from "zod/v4";
import { AddPixelsSchema, CheckRegisteredQuerySchema, PIXEL_PROVIDERS, UpdatePositionSchema, type ProductPixelDto } from "../product-extras";
import { pathParams, safeString } from "../validation";
import { defineEndpoint, ids, IsoDate, MessageSchema } from "./endpoint";
import { sameShape } from "./type-check";

const ProductPixelDtoSchema = z.object({ provider: z.enum(PIXEL_PROVIDERS), pixelId: safeString(), createdAt: IsoDate });
sameShape<z.infer<typeof ProductPixelDtoSchema>, ProductPixelDto>(true);
const scoped = { access: "store", scope: "products" } as const;

export const productExtraEndpoints = {
  checkRegistered: defineEndpoint({
    method: "GET",
    path: "/products/checkRegistered",
    ...scoped,
    summary: "Which of the ids (`ids=a,b`, up to 300) are this store's products",
    query: CheckRegisteredQuerySchema,
    response: z.object({ registered: z.array(safeString()), missing: z.array(safeString()) }),
  }),
  updatePosition: defineEndpoint({
    method: "PUT",
    path: "/products/:id/collection/update-position",
    ...scoped,
    summary: "Move a product within a manual collection",
    params: ids("id"),
    body: UpdatePositionSchema,
    response: MessageSchema.extend({
      position: z.number().int(),
      collection: z.object({ _id: safeString(), version: z.number().int() }),
      productIds: z.array(safeString()),
    }),
  }),
  pixels: defineEndpoint({
    method: "GET",
    path: "/products/:id/pixels",
    ...scoped,
    summary: "A product's tracking pixels",
    params: ids("id"),
    response: z.object({ pixels: z.array(ProductPixelDtoSchema) }),
  }),
  addPixels: defineEndpoint({
    method: "POST",
    path: "/products/:id/add-pixels",
    ...scoped,
    summary: "Add tracking pixels to a product",
    status: 201,
    params: ids("id"),
    body: AddPixelsSchema,
    response: MessageSchema.extend({ added: z.number().int(), pixels: z.array(ProductPixelDtoSchema) }),
  }),
  removePixel: defineEndpoint({
    method: "DELETE",
    path: "/products/:id/pixels/:provider/:pixelId",
    ...scoped,
    summary: "Remove one tracking pixel",
    params: ids("id").extend(pathParams("provider", "pixelId").shape),
    response: MessageSchema,
  }),
};
