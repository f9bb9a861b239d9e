import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getFeed } from "~/api-client/feeds.server";
import { editorAction } from "~/components/editor/actions.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { CategorySearchDefault } from "~/features/feeds/CategoryPicker";
import { feedEditor } from "~/features/feeds/editor.server";
import { FeedFields } from "~/features/feeds/FeedFields";
import { feedScreen, feedValues, type FeedValues, publicFeedUrl } from "~/features/feeds/feed-form";
import { loadFeedEditor } from "~/features/feeds/loader.server";
import { requireStore, throwRouteError } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";
import "~/features/collections/collections.css";
import "~/features/feeds/feeds.css";

export const meta = titleMeta;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const feed = await getFeed(api, params.id ?? "").catch(throwRouteError);
  const editor = await loadFeedEditor(api, request.url, feedValues(feed));
  return { ...editor, feed, feedUrl: publicFeedUrl(context.config.apiBaseUrl, request.url, feed.xmlPath), title: pageTitle(feed.name) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const t = await requestT(request, context, "feeds");
  return editorAction(feedEditor(t), context, api, params.id ?? "", await request.formData());
}

export default function UpdateFeedPage() {
  const { feed, feedUrl, values, categories, collections } = useLoaderData<typeof loader>();
  const screen = feedScreen(useT("feeds"));
  const editor = useEditorForm<FeedValues>(screen.formId, values, useActionData<typeof action>());
  const url = screen.url(feed);
  return (
    <EditorScreen screen={screen} record={feed} editor={editor} postSearch={categories.searchQuery} before={<CategorySearchDefault action={url} />}>
      <FeedFields editor={editor} collections={collections} categories={categories} action={url} feedUrl={feedUrl} />
    </EditorScreen>
  );
}
