import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Form, useLoaderData } from "@remix-run/react";
import { ListEmptyState, ListTabs, Pager } from "~/components/list";
import { NotificationRow } from "~/features/account/NotificationRow";
import { INBOX_TABS, inboxState, loadInbox, notificationsAction } from "~/features/account/notifications.server";
import { requireStore } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";
import "~/features/account/notifications.css";

export const meta = titleMeta;

/** SPEC §2 notification: the store's notifications this member may see (ADR 062); every member, no scope of its own. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context);
  const [inbox, t] = await Promise.all([loadInbox(api, request.url), requestT(request, context, "profile")]);
  return { inbox, tab: inboxState(request.url).tab, title: pageTitle(t("notifications.title")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context);
  return notificationsAction(request, context, api, await request.formData());
}

export default function NotificationCentrePage() {
  const { inbox, tab } = useLoaderData<typeof loader>();
  const t = useT("profile");
  const tabs = INBOX_TABS.map((value) => ({ value, label: t(`notifications.tabs.${value}`) }));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t("notifications.title")}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t("notifications.description")}
          </Text>
        </div>
        <Group gap="sm">
          <Text size="sm" c="dimmed" data-testid="inbox-unread">
            {t("notifications.unreadCount", { count: inbox.unread })}
          </Text>
          {inbox.unread > 0 ? (
            <Form method="post">
              <input type="hidden" name="intent" value="read-all" />
              <Button type="submit" variant="default" size="sm">
                {t("notifications.markAllRead")}
              </Button>
            </Form>
          ) : null}
        </Group>
      </Group>
      <Card withBorder padding={0} radius="md">
        <ListTabs tabs={tabs} active={tab} label={t("notifications.title")} />
        {inbox.notifications.length ? (
          <ul className="br-notifications">
            {inbox.notifications.map((n) => (
              <NotificationRow key={n.id} notification={n} />
            ))}
          </ul>
        ) : (
          <ListEmptyState
            total={inbox.total}
            noun={t("notifications.noun")}
            empty={{ title: tab === "unread" ? t("notifications.emptyUnread") : t("notifications.empty"), body: t("notifications.emptyBody") }}
          />
        )}
      </Card>
      <Pager page={inbox.page} limit={inbox.limit} total={inbox.total} noun={t("notifications.noun")} />
    </Stack>
  );
}
