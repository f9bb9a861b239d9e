import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getPage } from "~/api-client/pages.server";
import { editorAction } from "~/components/editor/actions.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { pageEditor } from "~/features/pages/editor.server";
import { pageScreen, pageValues, type PageValues } from "~/features/pages/page-form";
import { PageFields } from "~/features/pages/PageFields";
import { storeTimezone } from "~/lib/dates";
import { requireStore, throwRouteError } from "~/lib/guards.server";
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

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, user, session } = await requireStore(request, context, "pages");
  const page = await getPage(api, params.id ?? "").catch(throwRouteError);
  return { page, timezone: storeTimezone(user), storeDomain: session.get("storeDomain") ?? null, title: pageTitle(page.title) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "pages");
  return editorAction(pageEditor(await requestT(request, context, "pages")), context, api, params.id ?? "", await request.formData());
}

export default function UpdatePagePage() {
  const { page, timezone, storeDomain } = useLoaderData<typeof loader>();
  const screen = pageScreen(useT("pages"));
  const editor = useEditorForm<PageValues>(screen.formId, pageValues(page, timezone), useActionData<typeof action>());
  return (
    <EditorScreen screen={screen} record={page} editor={editor}>
      <PageFields editor={editor} isNew={false} storeDomain={storeDomain} timezone={timezone} />
    </EditorScreen>
  );
}
