import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { collectionValues } from "~/features/collections/collection-form";
import { CollectionEditor } from "~/features/collections/CollectionEditor";
import { addConditionIntent, collectionIntent, createCollectionIntent } from "~/features/collections/editor.server";
import { requireStore } from "~/lib/guards.server";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/features/products/products.css";
import "~/features/collections/collections.css";

export const meta: MetaFunction = () => [{ title: "Create collection · Backroom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session } = await requireStore(request, context, "products");
  const type = new URL(request.url).searchParams.get("type") === "smart" ? "smart" : "manual";
  return { type, storeDomain: session.get("storeDomain") ?? null } as const;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const formData = await request.formData();
  switch (collectionIntent(formData)) {
    case "save":
      return createCollectionIntent(context, api, formData);
    case "add-condition":
      return addConditionIntent(formData);
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}

export default function CreateCollectionPage() {
  const { type, storeDomain } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const values = actionData?.values ?? collectionValues(null, type);
  return <CollectionEditor collection={null} values={values} actionData={actionData} storeDomain={storeDomain} products={null} search={null} />;
}
