import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { productTypes, productVendors } from "~/api-client/products.server";
import { editorAction } from "~/components/editor/actions.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { productEditor } from "~/features/products/editor.server";
import { PRODUCT_FORM_ID, productDefaults, productScreen, type ProductFormDefaults } from "~/features/products/product-form";
import { ProductFields } from "~/features/products/ProductFields";
import { requireStore } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";

export const meta = titleMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, session } = await requireStore(request, context, "products");
  const [types, vendors, t] = await Promise.all([productTypes(api), productVendors(api), requestT(request, context, "products")]);
  return { types, vendors, storeDomain: session.get("storeDomain") ?? null, title: pageTitle(t("editor.add")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  return editorAction(await productEditor(request, context), context, api, null, await request.formData());
}

export default function CreateProductPage() {
  const { types, vendors, storeDomain } = useLoaderData<typeof loader>();
  const t = useT("products");
  const editor = useEditorForm<ProductFormDefaults>(PRODUCT_FORM_ID, productDefaults(null), useActionData<typeof action>());
  return (
    <EditorScreen screen={productScreen(t)} record={null} editor={editor}>
      <ProductFields editor={editor} isNew types={types} vendors={vendors} storeDomain={storeDomain} />
    </EditorScreen>
  );
}
