import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Card, Stack } from "@mantine/core";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NOTIFICATION_MESSAGES } from "@domain/notification-templates";
import { getNotificationSettings } from "~/api-client/notification-templates.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { TextField } from "~/components/form";
import { brandingAction } from "~/features/notifications/notifications.server";
import { brandingScreen, brandingValues, type BrandingValues } from "~/features/notifications/template-form";
import { requireRestrictedSettings } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";

export const meta = titleMeta;

// SPEC §2 settings/notifications/customize (restricted: operators only, 404 for others): the mail layout's branding.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireRestrictedSettings(request, context);
  const [settings, t] = await Promise.all([getNotificationSettings(api), requestT(request, context, "notifications")]);
  return { settings, title: pageTitle(t("customize.title")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireRestrictedSettings(request, context);
  return brandingAction(request, context, api, await request.formData());
}

export default function NotificationsCustomizePage() {
  const { settings } = useLoaderData<typeof loader>();
  const t = useT("notifications");
  const screen = brandingScreen(t);
  const editor = useEditorForm<BrandingValues>(screen.formId, brandingValues(settings), useActionData<typeof action>());
  const accent = /^#[0-9a-f]{6}$/i.test(String(editor.values.accentColor ?? "")) ? String(editor.values.accentColor) : settings.accentColor;
  return (
    <EditorScreen screen={screen} record={settings} editor={editor} description={t("customize.description")}>
      <Card withBorder padding="lg" radius="md" component="section" aria-label={t("customize.title")}>
        <Stack gap="md">
          <TextField field={editor.fields.logoUrl} type="url" label={t("customize.logoUrl")} description={t("customize.logoHelp")} rule={{ maxLength: 2000 }} />
          <TextField
            field={editor.fields.accentColor}
            label={t("customize.accentColor")}
            description={t("customize.accentHelp")}
            rule={{ requiredMessage: NOTIFICATION_MESSAGES.accentColor, pattern: "#[0-9a-fA-F]{6}", patternMessage: NOTIFICATION_MESSAGES.accentColor }}
            leftSection={<span aria-hidden style={{ width: 16, height: 16, borderRadius: 3, background: accent, display: "inline-block" }} />}
            maw={260}
          />
        </Stack>
      </Card>
    </EditorScreen>
  );
}
