import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getWatermark } from "~/api-client/store-settings.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { readEditorFormData } from "~/features/product-images/multipart.server";
import { WatermarkFields, WatermarkPreview } from "~/features/settings/WatermarkFields";
import { watermarkScreen, watermarkValues, type WatermarkValues } from "~/features/settings/watermark-form";
import { watermarkAction } from "~/features/settings/watermark.server";
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
import "~/features/settings/watermark.css";

export const meta = titleMeta;

/** SPEC §2 watermark (ADR 061): the settings scope, in the loader and the action. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "settings");
  const [settings, t] = await Promise.all([getWatermark(api), requestT(request, context, "settings")]);
  return { settings, title: pageTitle(t("watermark.title")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "settings");
  return watermarkAction(request, context, api, await readEditorFormData(request));
}

export default function WatermarkPage() {
  const { settings } = useLoaderData<typeof loader>();
  const t = useT("settings");
  const screen = watermarkScreen(t);
  const editor = useEditorForm<WatermarkValues>(screen.formId, watermarkValues(settings), useActionData<typeof action>());
  return (
    <EditorScreen
      screen={screen}
      record={settings}
      editor={editor}
      encType="multipart/form-data"
      description={t("watermark.description")}
      aside={<WatermarkPreview settings={settings} />}
    >
      <WatermarkFields editor={editor} settings={settings} />
    </EditorScreen>
  );
}
