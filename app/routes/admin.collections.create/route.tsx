import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { editorAction } from "~/components/editor/actions.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { CollectionFields } from "~/features/collections/CollectionFields";
import { addConditionIntent, collectionEditor } from "~/features/collections/editor.server";
import { collectionScreen, collectionValues, type CollectionValues } from "~/features/collections/form";
import { requireStore } from "~/lib/guards.server";
import { collectionUrls } from "~/features/collections/urls";
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

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session } = await requireStore(request, context, "products");
  const type = new URL(request.url).searchParams.get("type") === "smart" ? "smart" : "manual";
  const t = await requestT(request, context, "collections");
  return { type, storeDomain: session.get("storeDomain") ?? null, title: pageTitle(t("create")) } as const;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const formData = await request.formData();
  if (formData.get("intent") === "add-condition") return addConditionIntent(formData);
  return editorAction(collectionEditor(await requestT(request, context, "collections")), context, api, null, formData);
}

export default function CreateCollectionPage() {
  const { type, storeDomain } = useLoaderData<typeof loader>();
  const screen = collectionScreen(useT("collections"));
  const editor = useEditorForm<CollectionValues>(screen.formId, collectionValues(null, type), useActionData<typeof action>());
  const shown = editor.values.type === "smart" ? "smart" : type;
  return (
    <EditorScreen screen={screen} record={null} editor={editor} action={collectionUrls.createOfType(shown)}>
      <CollectionFields editor={editor} isNew storeDomain={storeDomain} />
    </EditorScreen>
  );
}
