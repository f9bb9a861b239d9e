import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Card } from "@mantine/core";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getNotificationSettings } from "~/api-client/notification-templates.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { TextareaField } from "~/components/form";
import { recipientsAction } from "~/features/notifications/notifications.server";
import { recipientsScreen, recipientsValues, type RecipientsValues } from "~/features/notifications/template-form";
import { requireRestrictedSettings } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";

export const meta = titleMeta;

// SPEC §2 settings/notifications/add-recipient (restricted): the staff recipients of "staff new order" (ADR 064).

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireRestrictedSettings(request, context);
  const [settings, t] = await Promise.all([getNotificationSettings(api), requestT(request, context, "notifications")]);
  return { settings, title: pageTitle(t("recipients.title")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireRestrictedSettings(request, context);
  return recipientsAction(request, context, api, await request.formData());
}

export default function NotificationsRecipientsPage() {
  const { settings } = useLoaderData<typeof loader>();
  const t = useT("notifications");
  const screen = recipientsScreen(t);
  const editor = useEditorForm<RecipientsValues>(screen.formId, recipientsValues(settings), useActionData<typeof action>());
  return (
    <EditorScreen screen={screen} record={settings} editor={editor} description={t("recipients.description")}>
      <Card withBorder padding="lg" radius="md" component="section" aria-label={t("recipients.title")}>
        <TextareaField
          field={editor.fields.recipients}
          label={t("recipients.label")}
          description={t("recipients.help")}
          rows={8}
          spellCheck={false}
          placeholder="sales@example.com"
        />
      </Card>
    </EditorScreen>
  );
}
