import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getRedirect } from "~/api-client/redirects.server";
import { editorAction } from "~/components/editor/actions.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { redirectEditor } from "~/features/redirects/editor.server";
import { redirectScreen, redirectValues, type RedirectValues } from "~/features/redirects/redirect-form";
import { RedirectFields } from "~/features/redirects/RedirectFields";
import { readablePath } from "@domain/redirect";
import { requireStore, throwRouteError } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";

export const meta = titleMeta;

/** SPEC §2 redirects/{id}: one redirect's editor. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "navigations");
  const redirect = await getRedirect(api, params.id ?? "").catch(throwRouteError);
  return { redirect, title: pageTitle(readablePath(redirect.path)) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "navigations");
  return editorAction(redirectEditor(await requestT(request, context, "redirects")), context, api, params.id ?? "", await request.formData());
}

export default function UpdateRedirectPage() {
  const { redirect } = useLoaderData<typeof loader>();
  const screen = redirectScreen(useT("redirects"));
  const editor = useEditorForm<RedirectValues>(screen.formId, redirectValues(redirect), useActionData<typeof action>());
  return (
    <EditorScreen screen={screen} record={redirect} editor={editor}>
      <RedirectFields editor={editor} />
    </EditorScreen>
  );
}
