import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Button, Group, Text } from "@mantine/core";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { getCheckoutSettings } from "~/api-client/store-settings.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { CheckoutSettingsFields } from "~/features/settings/CheckoutSettingsFields";
import { checkoutSettingsScreen, checkoutSettingsValues, type CheckoutSettingsValues } from "~/features/settings/checkout-form";
import { checkoutSettingsAction } from "~/features/settings/checkout.server";
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

/** SPEC §2 settings/checkout (§7 GET/PUT/POST /stores/settings/checkout; ADR 060): the settings scope, in the loader and the action. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "settings");
  const [settings, t] = await Promise.all([getCheckoutSettings(api), requestT(request, context, "settings")]);
  return { settings, title: pageTitle(t("checkout.title")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "settings");
  return checkoutSettingsAction(request, context, api, await request.formData());
}

export default function CheckoutSettingsPage() {
  const { settings } = useLoaderData<typeof loader>();
  const t = useT("settings");
  const screen = checkoutSettingsScreen(t);
  const editor = useEditorForm<CheckoutSettingsValues>(screen.formId, checkoutSettingsValues(settings), useActionData<typeof action>());
  return (
    <EditorScreen
      screen={screen}
      record={settings}
      editor={editor}
      description={t("checkout.description")}
      after={
        // Its own form: a reset posts the version the page showed, never the edits above.
        <Form method="post" replace>
          <input type="hidden" name="version" value={settings.version} />
          <Group gap="sm" wrap="wrap">
            <Button type="submit" name="intent" value="reset" variant="default">
              {t("checkout.reset")}
            </Button>
            <Text size="sm" c="dimmed">
              {t("checkout.resetHelp")}
            </Text>
          </Group>
        </Form>
      }
    >
      <CheckoutSettingsFields editor={editor} />
    </EditorScreen>
  );
}
