import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { collectionValues } from "~/features/collections/collection-form";
import { CollectionEditor } from "~/features/collections/CollectionEditor";
import {
  addConditionIntent,
  addProductsIntent,
  collectionIntent,
  deleteCollectionIntent,
  removeProductIntent,
  reorderIntent,
  saveCollectionIntent,
} from "~/features/collections/editor.server";
import { loadCollectionEditor } from "~/features/collections/loader.server";
import { requireStore } from "~/lib/guards.server";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/features/products/products.css";
import "~/features/collections/collections.css";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.collection.title ?? "Collection"} · Backroom` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, session } = await requireStore(request, context, "products");
  const productSearch = new URL(request.url).searchParams.get("productSearch")?.trim() ?? "";
  const editor = await loadCollectionEditor(api, params.id ?? "", productSearch);
  return { ...editor, storeDomain: session.get("storeDomain") ?? null };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const id = params.id ?? "";
  const formData = await request.formData();
  const intent = collectionIntent(formData);
  switch (intent) {
    case "save":
    case "overwrite":
      return saveCollectionIntent(context, api, id, formData, intent);
    case "add-condition":
      return addConditionIntent(formData);
    case "delete":
      return deleteCollectionIntent(context, api, id, formData);
    case "add-products":
      return addProductsIntent(context, api, id, formData);
    case "remove-product":
      return removeProductIntent(context, api, id, formData);
    case "reorder":
      return reorderIntent(context, api, id, formData);
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}

export default function UpdateCollectionPage() {
  const { collection, products, search, storeDomain } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const values = actionData?.values ?? collectionValues(collection);
  return <CollectionEditor collection={collection} values={values} actionData={actionData} storeDomain={storeDomain} products={products} search={search} />;
}
