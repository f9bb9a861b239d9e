// The product editor's kit configuration (ADR 031): schemas, API calls, the conflict merge (ADR 007).
import type { AppLoadContext } from "@remix-run/node";
import { PRODUCT_CONFLICT_MESSAGE, ProductFormSchema, ProductUpdateSchema, type ProductDto } from "@domain/product";
import { conflictingProduct, createProduct, deleteProduct, updateProduct } from "~/api-client/products.server";
import type { EditorConfig } from "~/components/editor/actions.server";
import { requestT } from "~/lib/locale.server";
import { PRODUCT_FIELDS, productMerge } from "./product-form";
import { productUrls } from "./urls";

/** The product editor as the request's reader is answered: toasts and the conflict view's labels in their language. */
export async function productEditor(request: Request, context: AppLoadContext): Promise<EditorConfig<ProductDto>> {
  const t = await requestT(request, context, "products");
  return {
    noun: "Product",
    toasts: { created: t("editor.created"), updated: t("editor.updated"), deleted: t("editor.deleted") },
    schemas: { create: ProductFormSchema, update: ProductUpdateSchema },
    fields: PRODUCT_FIELDS,
    create: createProduct,
    update: updateProduct,
    remove: deleteProduct,
    conflicting: conflictingProduct,
    conflictMessage: PRODUCT_CONFLICT_MESSAGE,
    editorUrl: productUrls.update,
    listUrl: productUrls.list,
    merge: productMerge(t) as EditorConfig<ProductDto>["merge"],
  };
}
