import { Anchor, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { fromMinor, formatMoney, type CurrencyCode } from "@domain/money";
import type { NotificationDto } from "@domain/notifications";
import { StoreDate } from "~/components/StoreDate";
import { useT } from "~/lib/i18n";

const money = (minor: string | undefined, currency: string | undefined) => {
  const code: CurrencyCode = currency === "USD" ? "USD" : "VND";
  return formatMoney(fromMinor(Number(minor ?? 0), code), code === "VND" ? "vi" : "en");
};

/** What happened, in the page's language, from the kind and its values. */
export function useNotificationText() {
  const t = useT("profile");
  return (n: NotificationDto): string => {
    const p = n.params;
    const total = money(p.totalMinor, p.currency);
    const what = t(p.what === "orders" ? "notifications.what.orders" : "notifications.what.products");
    switch (n.kind) {
      case "order_created":
        return p.customer
          ? t("notifications.kind.orderCreated", { order: p.order, customer: p.customer, total })
          : t("notifications.kind.orderNoCustomer", { order: p.order, total });
      case "import_done":
        return t("notifications.kind.importDone", { file: p.file, created: p.created, updated: p.updated, errors: p.errors });
      case "import_failed":
        return t("notifications.kind.importFailed", { file: p.file });
      case "export_done":
        return t("notifications.kind.exportDone", { what, rows: p.rows });
      case "export_failed":
        return t("notifications.kind.exportFailed", { what });
      case "bulk_update_failed":
        return t("notifications.kind.bulkUpdateFailed");
    }
  };
}

/** One notification: its sentence (a link when it has one), when, and a "Mark as read" form while unread. */
export function NotificationRow({ notification: n }: { notification: NotificationDto }) {
  const t = useT("profile");
  const text = useNotificationText()(n);
  const unread = n.readAt === null;
  return (
    <li className="br-notification" data-unread={unread ? "true" : undefined} data-testid="notification">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            {unread ? <span className="br-unread-dot" aria-label={t("notifications.unread")} role="img" /> : null}
            {n.link ? (
              <Anchor component={Link} to={n.link} fw={unread ? 600 : 400} className="br-break">
                {text}
              </Anchor>
            ) : (
              <Text fw={unread ? 600 : 400} className="br-break">
                {text}
              </Text>
            )}
          </Group>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              <StoreDate value={n.createdAt} time />
            </Text>
            {n.personal ? (
              <Badge size="xs" variant="light">
                {t("notifications.personal")}
              </Badge>
            ) : null}
          </Group>
        </Stack>
        {unread ? (
          <Form method="post">
            <input type="hidden" name="intent" value="read" />
            <input type="hidden" name="id" value={n.id} />
            <Button type="submit" variant="subtle" size="compact-sm" style={{ whiteSpace: "nowrap" }}>
              {t("notifications.markRead")}
            </Button>
          </Form>
        ) : null}
      </Group>
    </li>
  );
}
