import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { createFeedIntent, feedIntent } from "~/features/feeds/editor.server";
import { FeedEditor } from "~/features/feeds/FeedEditor";
import { feedValues } from "~/features/feeds/feed-form";
import { loadFeedEditor } from "~/features/feeds/loader.server";
import { requireStore } from "~/lib/guards.server";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/features/products/products.css";
import "~/features/collections/collections.css";
import "~/features/feeds/feeds.css";

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
