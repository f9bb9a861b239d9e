// The product editor's kit configuration (ADR 031): schemas, API calls, the conflict merge (ADR 007).
import { PRODUCT_CONFLICT_MESSAGE, ProductFormSchema, ProductUpdateSchema, type ProductDto } from "@domain/product";
import { conflictingProduct, createProduct, deleteProduct, updateProduct } from "~/api-client/products.server";
import type { EditorConfig } from "~/components/editor/actions.server";
import { PRODUCT_FIELDS, PRODUCT_MERGE } from "./product-form";
import { productUrls } from "./urls";

export const productEditor: EditorConfig<ProductDto> = {
  noun: "Product",
  schemas: { create: ProductFormSchema, update: ProductUpdateSchema },
  fields: PRODUCT_FIELDS,
  create: createProduct,
  update: updateProduct,
  remove: deleteProduct,
  conflicting: conflictingProduct,
  conflictMessage: PRODUCT_CONFLICT_MESSAGE,
  editorUrl: productUrls.update,
  listUrl: productUrls.list,
  merge: PRODUCT_MERGE as EditorConfig<ProductDto>["merge"],
};
