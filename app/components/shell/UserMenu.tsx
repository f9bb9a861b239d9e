import { Text } from "@mantine/core";
import { Form } from "@remix-run/react";
import { useT } from "~/lib/i18n";
import { ChevronDown, Dropdown } from "./Dropdown";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { accountUrls } from "~/features/account/urls";

function initials(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return (words[0]!.charAt(0) + words[words.length - 1]!.charAt(0)).toUpperCase();
  return (words[0] ?? email).charAt(0).toUpperCase();
}

/** The signed-in user: who they are, their language, and signing out (a plain POST to /logout). */
export function UserMenu({ email, name, operator }: { email: string; name: string; operator: boolean }) {
  const t = useT();
  return (
    <Dropdown
      label={t("shell.account", { email })}
      align="end"
      summary={
        <>
          <span className="br-user-initial">{initials(name, email)}</span>
          <Text component="span" fz="sm" fw={500} className="br-truncate br-hide-xs" maw={180}>
            {name || email}
          </Text>
          <ChevronDown />
        </>
      }
    >
      <div style={{ padding: "8px 10px" }}>
        {name ? (
          <Text fz="sm" fw={600} className="br-truncate">
            {name}
          </Text>
        ) : null}
        <Text fz="xs" c="dimmed" className="br-truncate">
          {email}
        </Text>
      </div>
      <div className="br-menu-divider" />
      <a href={accountUrls.profile} className="br-menu-item">
        {t("shell.profile")}
      </a>
      <a href={accountUrls.notifications} className="br-menu-item">
        {t("shell.notifications")}
      </a>
      {operator ? (
        <a href="/test" className="br-menu-item">
          {t("shell.outbox")}
        </a>
      ) : null}
      <Form method="post" action="/logout">
        <button type="submit" className="br-menu-item">
          <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
            <path d="M6 2.5H3.5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1H6M10.5 11l3-3-3-3M13.5 8H6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t("shell.signOut")}
        </button>
      </Form>
      <div className="br-menu-divider" />
      <div className="br-dropdown-label">{t("language.label")}</div>
      <LanguageSwitcher buttonClassName="br-menu-item" />
    </Dropdown>
  );
}
