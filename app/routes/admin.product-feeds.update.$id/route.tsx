import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getFeed } from "~/api-client/feeds.server";
import { deleteFeedIntent, feedIntent, saveFeedIntent } from "~/features/feeds/editor.server";
import { FeedEditor } from "~/features/feeds/FeedEditor";
import { feedValues, publicFeedUrl } from "~/features/feeds/feed-form";
import { loadFeedEditor } from "~/features/feeds/loader.server";
import { requireStore, throwRouteError } from "~/lib/guards.server";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/features/products/products.css";
import "~/features/collections/collections.css";
import "~/features/feeds/feeds.css";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.feed.name ?? "Feed"} · Backroom` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const feed = await getFeed(api, params.id ?? "").catch(throwRouteError);
  const editor = await loadFeedEditor(api, request.url, feedValues(feed));
  return { ...editor, feed, feedUrl: publicFeedUrl(context.config.apiBaseUrl, request.url, feed.xmlPath) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const id = params.id ?? "";
  const formData = await request.formData();
  const intent = feedIntent(formData);
  switch (intent) {
    case "save":
    case "overwrite":
      return saveFeedIntent(context, api, id, formData, intent);
    case "delete":
      return deleteFeedIntent(context, api, id, formData);
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}

export default function UpdateFeedPage() {
  const { feed, feedUrl, values, categories, collections } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <FeedEditor feed={feed} feedUrl={feedUrl} values={actionData?.values ?? values} actionData={actionData} collections={collections} categories={categories} />;
}
