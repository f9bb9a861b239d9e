import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { editorAction } from "~/components/editor/actions.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { CollectionFields } from "~/features/collections/CollectionFields";
import { CollectionMembers } from "~/features/collections/CollectionMembers";
import { collectionEditor, membershipIntent } from "~/features/collections/editor.server";
import { collectionScreen, collectionValues, type CollectionValues } from "~/features/collections/form";
import { loadCollectionEditor } from "~/features/collections/loader.server";
import { StatusBadge } from "~/features/products/StatusBadge";
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

export const meta = titleMeta;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, session } = await requireStore(request, context, "products");
  const productSearch = new URL(request.url).searchParams.get("productSearch")?.trim() ?? "";
  const editor = await loadCollectionEditor(api, params.id ?? "", productSearch);
  return { ...editor, storeDomain: session.get("storeDomain") ?? null, title: pageTitle(editor.collection.title) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const formData = await request.formData();
  const t = await requestT(request, context, "collections");
  return (await membershipIntent(context, t, api, params.id ?? "", formData)) ?? editorAction(collectionEditor(t), context, api, params.id ?? "", formData);
}

export default function UpdateCollectionPage() {
  const { collection, products, search, storeDomain } = useLoaderData<typeof loader>();
  const screen = collectionScreen(useT("collections"));
  const editor = useEditorForm<CollectionValues>(screen.formId, collectionValues(collection), useActionData<typeof action>());
  const after = <CollectionMembers collection={collection} products={products} search={search} />;
  return (
    <EditorScreen screen={screen} record={collection} editor={editor} badge={<StatusBadge published={collection.published} />} after={after}>
      <CollectionFields editor={editor} isNew={false} storeDomain={storeDomain} />
    </EditorScreen>
  );
}
