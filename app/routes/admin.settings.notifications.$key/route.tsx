import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Badge, Box, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { findTemplate, NOTIFICATION_MESSAGES, TEMPLATE_BODY_MAX, TEMPLATE_SUBJECT_MAX, type TemplateKey } from "@domain/notification-templates";
import { getTemplate } from "~/api-client/notification-templates.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { TextareaField, TextField } from "~/components/form";
import { templateAction, type TemplateActionData } from "~/features/notifications/notifications.server";
import { templateScreen, templateValues, type TemplateValues } from "~/features/notifications/template-form";
import { notFound, requireOperator, requireStore } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
// The editor kit's title and conflict table use .br-break, which lives there.
import "~/features/products/products.css";
import "~/features/settings/notification-template.css";

export const meta = titleMeta;

/** What a template may read (ADR 064); shown as it is typed, in both languages. */
const VARIABLES = [
  "{{ shop.name }} {{ shop.url }} {{ shop.email }}",
  "{{ customer.name }} {{ customer.email }}",
  "{{ order.name }} {{ order.total }} {{ order.refund_amount }} {{ order.cancel_reason }} {{ order.shipping_address }} {{ order.admin_url }}",
  "{% for item in order.items %}{{ item.quantity }} × {{ item.title }}{% endfor %}",
  "{{ tracking.company }} {{ tracking.number }} {{ tracking.url }}",
  "{{ checkout.total }} {{ checkout.url }} {% for item in checkout.items %}{{ item.quantity }} × {{ item.title }}{% endfor %}",
  "{{ account.url }} {{ review.url }}",
].join("\n");

/** SPEC §2 settings/notifications/{template}, restricted: operators only (404 for everyone else), in loader and action. */
async function guard(request: Request, context: LoaderFunctionArgs["context"], key: string | undefined) {
  const { user } = await requireOperator(request, context);
  const info = key ? findTemplate(key) : undefined;
  if (!info) throw notFound();
  const { api } = await requireStore(request, context, "settings");
  return { api, user, key: info.key as TemplateKey };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, user, key } = await guard(request, context, params.key);
  const [template, t] = await Promise.all([getTemplate(api, key), requestT(request, context, "notifications")]);
  return { template, email: user.email, title: pageTitle(t(`templates.${key}`)) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, key } = await guard(request, context, params.key);
  return templateAction(request, context, api, key, await request.formData());
}

export default function NotificationTemplatePage() {
  const { template, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as TemplateActionData | undefined;
  const t = useT("notifications");
  const screen = templateScreen(t, template.key);
  const editor = useEditorForm<TemplateValues>(screen.formId, templateValues(template), actionData);
  const sms = template.channel === "sms";
  const preview = actionData?.intent === "preview" ? actionData.preview : undefined;
  const badge = (
    <Badge variant="light" color={template.customized ? "blue" : "gray"} style={{ flexShrink: 0 }}>
      {template.customized ? t("template.customized") : t("template.default")}
    </Badge>
  );
  return (
    <EditorScreen
      screen={screen}
      record={template}
      editor={editor}
      badge={badge}
      description={t("template.description")}
      after={
        <Card withBorder padding="lg" radius="md" component="section" aria-label={t("template.sendTest")}>
          <Stack gap="md">
            <Form method="post" replace>
              <Group gap="sm" wrap="wrap">
                <Button type="submit" name="intent" value="send-test" variant="default">
                  {t("template.sendTest")}
                </Button>
                <Text size="sm" c="dimmed">
                  {t("template.sendTestHelp", { email })}
                </Text>
              </Group>
            </Form>
            {template.customized && (
              // Its own form: a reset posts the version the page showed, never the edits above.
              <Form method="post" replace>
                <input type="hidden" name="version" value={template.version} />
                <Group gap="sm" wrap="wrap">
                  <Button type="submit" name="intent" value="reset" variant="default" color="red">
                    {t("template.reset")}
                  </Button>
                  <Text size="sm" c="dimmed">
                    {t("template.resetHelp")}
                  </Text>
                </Group>
              </Form>
            )}
          </Stack>
        </Card>
      }
    >
      <Card withBorder padding="lg" radius="md" component="section" aria-label={t(`templates.${template.key as TemplateKey}`)}>
        <Stack gap="md">
          {sms ? (
            <Text size="sm" c="dimmed">
              {t("template.smsNote")}
            </Text>
          ) : (
            <TextField
              field={editor.fields.subject}
              label={t("template.subject")}
              rule={{ requiredMessage: NOTIFICATION_MESSAGES.subjectRequired, maxLength: TEMPLATE_SUBJECT_MAX }}
            />
          )}
          <TextareaField
            field={editor.fields.body}
            label={sms ? t("template.smsBody") : t("template.body")}
            rule={{ requiredMessage: NOTIFICATION_MESSAGES.bodyRequired, maxLength: TEMPLATE_BODY_MAX }}
            // Rows, not autosize: the page has no React in the browser (ADR 006), and a template needs room.
            rows={14}
            spellCheck={false}
          />
          <details>
            <summary style={{ cursor: "pointer", fontSize: "var(--mantine-font-size-sm)" }}>{t("template.variables")}</summary>
            <Box component="pre" className="br-break br-code-block">
              {VARIABLES}
            </Box>
          </details>
          <Group>
            {/* Renders the typed text on the server; nothing is saved and the input stays as typed. */}
            <Button type="submit" name="intent" value="preview" variant="light" formNoValidate>
              {t("template.preview")}
            </Button>
          </Group>
        </Stack>
      </Card>
      {preview && (
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="template-preview-title" id="template-preview">
          <Stack gap="sm">
            <Title order={2} size="h4" id="template-preview-title">
              {t("template.previewTitle")}
            </Title>
            {!sms && (
              <Text fw={600} className="br-break" data-testid="preview-subject">
                {t("template.previewSubject", { subject: preview.subject })}
              </Text>
            )}
            {preview.html && (
              // A sandboxed frame: the mail's HTML (escaped by the API) cannot script or navigate the admin.
              <iframe
                title={t("template.previewHtml")}
                sandbox=""
                srcDoc={preview.html}
                style={{ width: "100%", height: 420, border: "1px solid var(--mantine-color-gray-3)", borderRadius: 4, background: "#fff" }}
              />
            )}
            <Text size="sm" fw={500}>
              {t("template.previewText")}
            </Text>
            <pre className="br-break" data-testid="preview-text" style={{ whiteSpace: "pre-wrap", margin: 0, fontSize: 14, fontFamily: "inherit" }}>
              {preview.text}
            </pre>
          </Stack>
        </Card>
      )}
    </EditorScreen>
  );
}
