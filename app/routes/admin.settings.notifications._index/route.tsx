import type { LoaderFunctionArgs } from "@remix-run/node";
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { Link, useLoaderData } from "@remix-run/react";
import type { TemplateGroup, TemplateKey } from "@domain/notification-templates";
import { getNotificationSettings, listTemplates } from "~/api-client/notification-templates.server";
import { settingsUrls } from "~/features/settings/urls";
import { requireOperator, requireStore } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";

export const meta = titleMeta;

const GROUPS: TemplateGroup[] = ["orders", "shipping", "abandoned", "customers", "reviews", "staff", "aftersale"];

/** SPEC §2 settings/notifications, restricted: operators only, everyone else gets the 404 page (ADR 064). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(request, context);
  const { api } = await requireStore(request, context, "settings");
  const [templates, settings, t] = await Promise.all([listTemplates(api), getNotificationSettings(api), requestT(request, context, "notifications")]);
  return { templates, recipients: settings.recipients.length, title: pageTitle(t("index.title")) };
}

export default function NotificationsPage() {
  const { templates, recipients } = useLoaderData<typeof loader>();
  const t = useT("notifications");
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t("index.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("index.description")}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder padding="md" radius="md">
          <Anchor component={Link} to={settingsUrls.notificationsCustomize} fw={600}>
            {t("index.customize")}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t("index.customizeHelp")}
          </Text>
        </Card>
        <Card withBorder padding="md" radius="md">
          <Anchor component={Link} to={settingsUrls.notificationsRecipients} fw={600}>
            {t("index.recipients")}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t("index.recipientsHelp")} · {t("index.recipientsCount", { count: recipients })}
          </Text>
        </Card>
      </SimpleGrid>
      {GROUPS.map((group) => {
        const rows = templates.filter((x) => x.group === group);
        return (
          <Card key={group} withBorder padding="md" radius="md" component="section" aria-labelledby={`group-${group}`}>
            <Title order={2} size="h4" id={`group-${group}`} mb="xs">
              {t(`index.groups.${group}`)}
            </Title>
            <Table verticalSpacing="xs">
              <Table.Tbody>
                {rows.map((x) => (
                  <Table.Tr key={x.key}>
                    <Table.Td>
                      {/* One cell that wraps: on a phone the badges go under the name instead of being cut. */}
                      <Group gap={8} wrap="wrap" justify="space-between">
                        <Anchor component={Link} to={settingsUrls.notificationTemplate(x.key)}>
                          {t(`templates.${x.key as TemplateKey}`)}
                        </Anchor>
                        <Group gap={6} wrap="nowrap">
                          <Badge variant="outline" color="gray" style={{ flexShrink: 0 }}>
                            {x.channel === "sms" ? t("index.sms") : t("index.email")}
                          </Badge>
                          <Badge variant="light" color={x.customized ? "blue" : "gray"} style={{ flexShrink: 0 }}>
                            {x.customized ? t("index.customized") : t("index.default")}
                          </Badge>
                        </Group>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        );
      })}
    </Stack>
  );
}
