import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { productTypes, productVendors } from "~/api-client/products.server";
import { editorAction } from "~/components/editor/actions.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { productEditor } from "~/features/products/editor.server";
import { PRODUCT_SCREEN, productDefaults, type ProductFormDefaults } from "~/features/products/product-form";
import { ProductFields } from "~/features/products/ProductFields";
import { requireStore } from "~/lib/guards.server";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";

export const meta: MetaFunction = () => [{ title: "Add product · Backroom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, session } = await requireStore(request, context, "products");
  const [types, vendors] = await Promise.all([productTypes(api), productVendors(api)]);
  return { types, vendors, storeDomain: session.get("storeDomain") ?? null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  return editorAction(productEditor, context, api, null, await request.formData());
}

export default function CreateProductPage() {
  const { types, vendors, storeDomain } = useLoaderData<typeof loader>();
  const editor = useEditorForm<ProductFormDefaults>(PRODUCT_SCREEN.formId, productDefaults(null), useActionData<typeof action>());
  return (
    <EditorScreen screen={PRODUCT_SCREEN} record={null} editor={editor}>
      <ProductFields editor={editor} isNew types={types} vendors={vendors} storeDomain={storeDomain} />
    </EditorScreen>
  );
}
