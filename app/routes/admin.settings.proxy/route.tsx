import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getProxy } from "~/api-client/store-ops.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { proxyAction } from "~/features/store-ops/actions.server";
import { requireRestrictedSettings } from "~/lib/guards.server";
import { ProxyFields } from "~/features/store-ops/fields";
import { proxyScreen, proxyValues, type ProxyValues } from "~/features/store-ops/forms";
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

/** SPEC §2 settings/proxy: always the 404 page for everyone but operators; operators set the store's proxy (ADR 063). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireRestrictedSettings(request, context);
  const [proxy, t] = await Promise.all([getProxy(api), requestT(request, context, "ops")]);
  return { proxy, title: pageTitle(t("proxy.title")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireRestrictedSettings(request, context);
  return proxyAction(context, api, await requestT(request, context, "ops"), await request.formData());
}

export default function ProxyPage() {
  const { proxy } = useLoaderData<typeof loader>();
  const t = useT("ops");
  const screen = proxyScreen(t);
  const editor = useEditorForm<ProxyValues>(screen.formId, proxyValues(proxy), useActionData<typeof action>());
  return (
    <EditorScreen screen={screen} record={proxy} editor={editor} description={t("proxy.description")}>
      <ProxyFields editor={editor} passwordSet={proxy.passwordSet} />
    </EditorScreen>
  );
}
