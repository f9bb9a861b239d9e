// Product options and variants (docs/api-contract.md "Variants and product options", scope `products`).
import { z } from "zod/v4";
import { safeString } from "../validation";
import {
  CreateCombinationsSchema,
  ProductOptionsFormSchema,
  VariantBulkSchema,
  VariantFormSchema,
  VariantListQuerySchema,
  VariantUpdateSchema,
} from "../variant";
import { ProductOptionsDtoSchema, VariantDtoSchema, VariantSummaryDtoSchema } from "./catalog-dtos";
import { defineEndpoint, DeleteVersionQuery, ids, MessageSchema, paged } from "./endpoint";

const scoped = { access: "store", scope: "products" } as const;
const variant = z.object({ variant: VariantDtoSchema });

export const variantEndpoints = {
  optionTemplates: defineEndpoint({
    method: "GET",
    path: "/products/options/template",
    ...scoped,
    summary: "Ready-made options (Size, Color…)",
    response: z.object({ templates: z.array(z.object({ name: safeString(), label: safeString(), values: z.array(safeString()) })) }),
  }),
  options: defineEndpoint({
    method: "GET",
    path: "/products/:id/options",
    ...scoped,
    summary: "A product's options (version 0: never saved)",
    params: ids("id"),
    response: z.object({ options: ProductOptionsDtoSchema }),
  }),
  saveOptions: defineEndpoint({
    method: "PUT",
    path: "/products/:id/options",
    ...scoped,
    summary: "Save a product's options; variants they would orphan answer 400 `{ orphanedVariants }` unless deleteOrphanedVariants",
    params: ids("id"),
    body: ProductOptionsFormSchema,
    response: z.object({ options: ProductOptionsDtoSchema, deletedVariants: z.number().int() }),
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/products/:id/variants",
    ...scoped,
    summary: "A product's variants in order",
    params: ids("id"),
    query: VariantListQuerySchema,
    response: paged({ variants: z.array(VariantDtoSchema) }),
  }),
  summary: defineEndpoint({
    method: "GET",
    path: "/products/:id/variants/summary",
    ...scoped,
    summary: "Count, price range and stock of a product's variants",
    params: ids("id"),
    response: z.object({ summary: VariantSummaryDtoSchema }),
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/products/:id/variants",
    ...scoped,
    summary: "Add a variant",
    status: 201,
    params: ids("id"),
    body: VariantFormSchema,
    envelope: { key: "variant" },
    response: variant,
  }),
  createMany: defineEndpoint({
    method: "POST",
    path: "/products/:id/variants/bulk",
    ...scoped,
    summary: "Add several variants at once",
    status: 201,
    params: ids("id"),
    body: VariantBulkSchema,
    response: z.object({ variants: z.array(VariantDtoSchema), count: z.number().int() }),
  }),
  combinations: defineEndpoint({
    method: "POST",
    path: "/products/:id/variants/combinations",
    ...scoped,
    summary: "Create every missing combination of the options (201 when some were made, 200 when none; ADR 024)",
    params: ids("id"),
    body: CreateCombinationsSchema,
    status: 201,
    response: z.object({ created: z.number().int(), kept: z.number().int(), message: safeString() }),
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/products/:id/variants/:variantId",
    ...scoped,
    summary: "One variant",
    params: ids("id", "variantId"),
    response: variant,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/products/:id/variants/:variantId",
    ...scoped,
    summary: "Update a variant against its version (409 `{ current }` when stale)",
    params: ids("id", "variantId"),
    body: VariantUpdateSchema,
    envelope: { key: "variant" },
    response: variant,
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: "/products/:id/variants/:variantId",
    ...scoped,
    summary: "Delete a variant (409 `{ current }` on a stale `version`)",
    params: ids("id", "variantId"),
    query: DeleteVersionQuery,
    response: MessageSchema,
  }),
};
