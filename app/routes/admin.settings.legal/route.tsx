import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getLegalPolicies } from "~/api-client/store-settings.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { LegalPoliciesFields } from "~/features/settings/LegalPoliciesFields";
import { legalPoliciesScreen, legalPoliciesValues, type LegalPoliciesValues } from "~/features/settings/legal-form";
import { legalPoliciesAction } from "~/features/settings/legal.server";
import { requireRestrictedSettings } from "~/lib/guards.server";
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

// SPEC §2 settings/legal, a restricted screen: everyone but operators gets the 404 page, in the loader and the action.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireRestrictedSettings(request, context);
  const [settings, t] = await Promise.all([getLegalPolicies(api), requestT(request, context, "settings")]);
  return { settings, title: pageTitle(t("legal.title")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireRestrictedSettings(request, context);
  return legalPoliciesAction(request, context, api, await request.formData());
}

export default function LegalPoliciesPage() {
  const { settings } = useLoaderData<typeof loader>();
  const t = useT("settings");
  const screen = legalPoliciesScreen(t);
  const editor = useEditorForm<LegalPoliciesValues>(screen.formId, legalPoliciesValues(settings), useActionData<typeof action>());
  return (
    <EditorScreen screen={screen} record={settings} editor={editor} description={t("legal.description")}>
      <LegalPoliciesFields editor={editor} />
    </EditorScreen>
  );
}
