import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getPreferences } from "~/api-client/store-settings.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { PreferencesFields } from "~/features/settings/PreferencesFields";
import { preferencesScreen, preferencesValues, type PreferencesValues } from "~/features/settings/preferences-form";
import { preferencesAction } from "~/features/settings/preferences.server";
import { requireStore } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
// The editor kit's title and conflict table use .br-break, which lives there.
import "~/features/products/products.css";

export const meta = titleMeta;

/** SPEC §2 preferences (ADR 061): the settings scope, in the loader and the action. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "settings");
  const [settings, t] = await Promise.all([getPreferences(api), requestT(request, context, "settings")]);
  return { settings, title: pageTitle(t("preferences.title")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "settings");
  return preferencesAction(request, context, api, await request.formData());
}

export default function PreferencesPage() {
  const { settings } = useLoaderData<typeof loader>();
  const t = useT("settings");
  const screen = preferencesScreen(t);
  const editor = useEditorForm<PreferencesValues>(screen.formId, preferencesValues(settings), useActionData<typeof action>());
  return (
    <EditorScreen screen={screen} record={settings} editor={editor} description={t("preferences.description")}>
      <PreferencesFields editor={editor} />
    </EditorScreen>
  );
}
