import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { editorAction } from "~/components/editor/actions.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { redirectEditor } from "~/features/redirects/editor.server";
import { redirectScreen, redirectValues, type RedirectValues } from "~/features/redirects/redirect-form";
import { RedirectFields } from "~/features/redirects/RedirectFields";
import { requireStore } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";

export const meta = titleMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStore(request, context, "navigations");
  const t = await requestT(request, context, "redirects");
  return { title: pageTitle(t("create")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "navigations");
  return editorAction(redirectEditor(await requestT(request, context, "redirects")), context, api, null, await request.formData());
}

export default function CreateRedirectPage() {
  const screen = redirectScreen(useT("redirects"));
  const editor = useEditorForm<RedirectValues>(screen.formId, redirectValues(null), useActionData<typeof action>());
  return (
    <EditorScreen screen={screen} record={null} editor={editor}>
      <RedirectFields editor={editor} />
    </EditorScreen>
  );
}
