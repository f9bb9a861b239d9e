import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { editorAction } from "~/components/editor/actions.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { feedEditor } from "~/features/feeds/editor.server";
import { FeedFields } from "~/features/feeds/FeedFields";
import { CategorySearchDefault } from "~/features/feeds/CategoryPicker";
import { feedScreen, feedValues, type FeedValues } from "~/features/feeds/feed-form";
import { loadFeedEditor } from "~/features/feeds/loader.server";
import { requireStore } from "~/lib/guards.server";
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

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const t = await requestT(request, context, "feeds");
  return { ...(await loadFeedEditor(api, request.url, feedValues(null))), title: pageTitle(t("create")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const t = await requestT(request, context, "feeds");
  return editorAction(feedEditor(t), context, api, null, await request.formData());
}

export default function CreateFeedPage() {
  const { values, categories, collections } = useLoaderData<typeof loader>();
  const screen = feedScreen(useT("feeds"));
  const editor = useEditorForm<FeedValues>(screen.formId, values, useActionData<typeof action>());
  const url = screen.create.url;
  return (
    <EditorScreen screen={screen} record={null} editor={editor} postSearch={categories.searchQuery} before={<CategorySearchDefault action={url} />}>
      <FeedFields editor={editor} collections={collections} categories={categories} action={url} feedUrl={null} />
    </EditorScreen>
  );
}
