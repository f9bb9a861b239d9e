import { ActionIcon, Anchor, AppShell, Box, Group } from "@mantine/core";
import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { StoreSummary } from "@domain/account";
import { menuFor, type MenuItem } from "@domain/menu";
import type { Scope } from "@domain/permissions";
import { useT } from "~/lib/i18n";
import { Logo, LogoMark } from "./Logo";
import { NavMenu } from "./NavMenu";
import { StoreSwitcher } from "./StoreSwitcher";
import { NotificationBell } from "./NotificationBell";
import { UserMenu } from "./UserMenu";
import { enhance } from "~/enhance/attributes";

export interface ShellData {
  user: { email: string; name: string; isOperator: boolean; scopes: Scope[] };
  stores: StoreSummary[];
  storeId: string;
  /** Unread notifications of the store this user may see, at most 100 (ADR 062). */
  unreadNotifications?: number;
}

const NAV_TOGGLE_ID = "br-nav-toggle";

function BurgerIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
      <path d="M3 5.5h14M3 10h14M3 14.5h14" />
    </svg>
  );
}

/**
 * The admin's frame (Mantine AppShell). On phones the navbar opens with a checkbox and its label, which needs
 * no JavaScript; each page starts with it closed, and the enhance script closes it on Escape (app/enhance/menus.ts).
 * The checkbox itself ("Menu") lies over the burger icon, so what is seen, touched and announced is one named control.
 */
export function AdminShell({ data, children }: { data: ShellData | null; children: ReactNode }) {
  const location = useLocation();
  const t = useT();
  // domain/menu.ts names its entries in English; common.menu has them in the page's language.
  const label = (item: MenuItem): MenuItem => ({ ...item, label: t(`menu.${item.label}` as "menu.Home"), children: item.children?.map(label) });
  const items = menuFor({ operator: data?.user.isOperator ?? false, scopes: data?.user.scopes ?? [] }).map(label);
  const storeDomain = data?.stores.find((s) => s.storeId === data.storeId)?.storeDomain;

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 248, breakpoint: "sm", collapsed: { mobile: true } }} padding={{ base: "md", sm: "lg" }}>
      <input type="checkbox" id={NAV_TOGGLE_ID} className="br-nav-toggle" {...enhance.navToggle()} aria-label={t("shell.menu")} />
      <AppShell.Header className="br-header" px={{ base: "xs", sm: "md" }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <ActionIcon
              component="label"
              htmlFor={NAV_TOGGLE_ID}
              className="br-burger"
              variant="subtle"
              color="gray"
              size="lg"
              hiddenFrom="sm"
              aria-hidden="true"
            >
              <BurgerIcon />
            </ActionIcon>
            <Link to="/admin" aria-label={t("homeLink")} style={{ textDecoration: "none", display: "inline-flex" }}>
              <Box visibleFrom="xs">
                <Logo />
              </Box>
              <Box hiddenFrom="xs" style={{ lineHeight: 0 }}>
                <LogoMark size={30} />
              </Box>
            </Link>
            {data ? (
              <Box ml={{ base: 0, sm: "lg" }} style={{ minWidth: 0 }}>
                <StoreSwitcher stores={data.stores} storeId={data.storeId} />
              </Box>
            ) : null}
          </Group>
          {data ? (
            <Group gap={4} wrap="nowrap">
              <NotificationBell unread={data.unreadNotifications ?? 0} />
              <UserMenu email={data.user.email} name={data.user.name} operator={data.user.isOperator} />
            </Group>
          ) : null}
        </Group>
      </AppShell.Header>
      <label htmlFor={NAV_TOGGLE_ID} className="br-nav-backdrop" aria-hidden="true" />
      <AppShell.Navbar className="br-navbar" p="sm">
        <AppShell.Section grow className="br-nav-scroll">
          <NavMenu items={items} pathname={location.pathname} />
        </AppShell.Section>
        {storeDomain ? (
          <AppShell.Section pt="sm" style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}>
            <Anchor
              href={`https://${storeDomain}`}
              target="_blank"
              rel="noreferrer"
              fz="sm"
              c="dimmed"
              px="xs"
              display="flex"
              style={{ alignItems: "center", gap: 6 }}
            >
              <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
                <path d="M9 3h4v4M13 3L7.5 8.5M11.5 9.5V13H3V4.5h3.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {t("shell.viewStore")}
            </Anchor>
          </AppShell.Section>
        ) : null}
      </AppShell.Navbar>
      <AppShell.Main className="br-shell-main">{children}</AppShell.Main>
    </AppShell>
  );
}
