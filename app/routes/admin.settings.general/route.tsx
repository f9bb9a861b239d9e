import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getGeneralSettings } from "~/api-client/store-settings.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { GeneralSettingsFields } from "~/features/settings/GeneralSettingsFields";
import { generalSettingsScreen, generalSettingsValues, type GeneralSettingsValues } from "~/features/settings/general-form";
import { generalSettingsAction } from "~/features/settings/general.server";
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

/** SPEC §2 settings/general (SPEC §3 Store general settings): the settings scope, in the loader and the action. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "settings");
  const [settings, t] = await Promise.all([getGeneralSettings(api), requestT(request, context, "settings")]);
  return { settings, title: pageTitle(t("general.title")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "settings");
  return generalSettingsAction(request, context, api, await request.formData());
}

export default function GeneralSettingsPage() {
  const { settings } = useLoaderData<typeof loader>();
  const t = useT("settings");
  const screen = generalSettingsScreen(t);
  const editor = useEditorForm<GeneralSettingsValues>(screen.formId, generalSettingsValues(settings), useActionData<typeof action>());
  return (
    <EditorScreen screen={screen} record={settings} editor={editor} description={t("general.description")}>
      <GeneralSettingsFields editor={editor} settings={settings} />
    </EditorScreen>
  );
}
