import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { dialogStylesHref } from "~/components/dialogs";
import { formStylesHref } from "~/components/form";
import { collectionStylesHref } from "~/features/collections";
import { feedStylesHref } from "~/features/feeds";
import { createFeedIntent, feedIntent } from "~/features/feeds/editor.server";
import { FeedEditor } from "~/features/feeds/FeedEditor";
import { feedValues } from "~/features/feeds/feed-form";
import { loadFeedEditor } from "~/features/feeds/loader.server";
import { productStylesHref } from "~/features/products";
import { requireStore } from "~/lib/guards.server";

export const links: LinksFunction = () => [formStylesHref, dialogStylesHref, productStylesHref, collectionStylesHref, feedStylesHref].map((href) => ({ rel: "stylesheet", href }));
export const meta: MetaFunction = () => [{ title: "Create feed · Backroom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  return loadFeedEditor(api, request.url, feedValues(null));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const formData = await request.formData();
  if (feedIntent(formData) !== "save") throw new Response("Unknown intent", { status: 400 });
  return createFeedIntent(context, api, formData);
}

export default function CreateFeedPage() {
  const { values, categories, collections } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <FeedEditor feed={null} feedUrl={null} values={actionData?.values ?? values} actionData={actionData} collections={collections} categories={categories} />;
}
