import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { editorAction } from "~/components/editor/actions.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { pageEditor } from "~/features/pages/editor.server";
import { pageScreen, pageValues, type PageValues } from "~/features/pages/page-form";
import { PageFields } from "~/features/pages/PageFields";
import { storeTimezone } from "~/lib/dates";
import { requireStore } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";
import "~/features/pages/pages.css";

export const meta = titleMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, session } = await requireStore(request, context, "pages");
  const t = await requestT(request, context, "pages");
  return { timezone: storeTimezone(user), storeDomain: session.get("storeDomain") ?? null, title: pageTitle(t("create")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "pages");
  return editorAction(pageEditor(await requestT(request, context, "pages")), context, api, null, await request.formData());
}

export default function CreatePagePage() {
  const { timezone, storeDomain } = useLoaderData<typeof loader>();
  const screen = pageScreen(useT("pages"));
  const editor = useEditorForm<PageValues>(screen.formId, pageValues(null, timezone), useActionData<typeof action>());
  return (
    <EditorScreen screen={screen} record={null} editor={editor}>
      <PageFields editor={editor} isNew storeDomain={storeDomain} timezone={timezone} />
    </EditorScreen>
  );
}
