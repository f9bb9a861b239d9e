import { ActionIcon } from "@mantine/core";
import { Link } from "@remix-run/react";
import { UNREAD_COUNT_CAP } from "@domain/notification-limits";
import { accountUrls } from "~/features/account/urls";
import { useT } from "~/lib/i18n";

/** The top bar's link to the notification centre, with the unread count (ADR 062): a plain link, no JavaScript. */
export function NotificationBell({ unread }: { unread: number }) {
  const t = useT();
  const shown = unread >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP - 1}+` : String(unread);
  return (
    <ActionIcon
      component={Link}
      to={accountUrls.notifications}
      variant="subtle"
      color="gray"
      size="lg"
      className="br-bell"
      aria-label={unread > 0 ? t("shell.unreadNotifications", { shown }) : t("shell.notifications")}
      data-testid="notification-bell"
    >
      <svg width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
        <path d="M5 8a5 5 0 0 1 10 0c0 4 1.5 5.5 1.5 5.5h-13S5 12 5 8zM8.5 16.5a1.6 1.6 0 0 0 3 0" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {unread > 0 ? (
        <span className="br-bell-count" data-testid="notification-count">
          {shown}
        </span>
      ) : null}
    </ActionIcon>
  );
}
