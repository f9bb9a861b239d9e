import { Text } from "@mantine/core";
import { Form, Link, useLocation } from "@remix-run/react";
import type { StoreSummary } from "@domain/account";
import { useT } from "~/lib/i18n";
import { ChevronDown, Dropdown } from "./Dropdown";

const initial = (name: string) => name.trim().charAt(0).toUpperCase() || "S";

/** The current store; switching posts the chosen store id to the admin layout's action (works without JavaScript). */
export function StoreSwitcher({ stores, storeId }: { stores: StoreSummary[]; storeId: string }) {
  const location = useLocation();
  const t = useT();
  const current = stores.find((s) => s.storeId === storeId);
  const name = current?.name ?? t("shell.yourStore");
  return (
    <Dropdown
      label={t("shell.storeLabel", { name })}
      summary={
        <>
          <span className="br-store-initial">{initial(name)}</span>
          <span className="br-truncate" style={{ maxWidth: 220 }}>
            <Text component="span" fz="sm" fw={600} display="block" className="br-truncate" lh={1.25}>
              {name}
            </Text>
            {current ? (
              <Text component="span" fz="xs" c="dimmed" display="block" className="br-truncate br-hide-xs" lh={1.25}>
                {current.storeDomain}
              </Text>
            ) : null}
          </span>
          <ChevronDown />
        </>
      }
    >
      <div className="br-dropdown-label">{t("shell.yourStores")}</div>
      <Form method="post" action="/admin">
        <input type="hidden" name="intent" value="switch-store" />
        <input type="hidden" name="redirectTo" value={location.pathname} />
        {stores.map((store) => (
          <button key={store.storeId} type="submit" name="storeId" value={store.storeId} className="br-menu-item" aria-current={store.storeId === storeId}>
            <span className="br-store-initial">{initial(store.name)}</span>
            <span className="br-truncate">
              <span className="br-truncate" style={{ display: "block" }}>
                {store.name}
              </span>
              <Text component="span" fz="xs" c="dimmed" display="block" className="br-truncate">
                {store.storeDomain}
              </Text>
            </span>
          </button>
        ))}
      </Form>
      <div className="br-menu-divider" />
      <Link to="/shop/add/survey" className="br-menu-item">
        <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <path d="M8 3v10M3 8h10" strokeLinecap="round" />
        </svg>
        {t("shell.addStore")}
      </Link>
    </Dropdown>
  );
}
