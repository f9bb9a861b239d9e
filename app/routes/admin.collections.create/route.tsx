import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { dialogStylesHref } from "~/components/dialogs";
import { formStylesHref } from "~/components/form";
import { collectionStylesHref } from "~/features/collections";
import { collectionValues } from "~/features/collections/collection-form";
import { CollectionEditor } from "~/features/collections/CollectionEditor";
import { addConditionIntent, collectionIntent, createCollectionIntent } from "~/features/collections/editor.server";
import { productStylesHref } from "~/features/products";
import { requireStore } from "~/lib/guards.server";

export const links: LinksFunction = () => [formStylesHref, dialogStylesHref, productStylesHref, collectionStylesHref].map((href) => ({ rel: "stylesheet", href }));
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
