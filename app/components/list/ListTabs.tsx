import { Link, useLocation } from "@remix-run/react";
import { FIRST_PAGE, withParams } from "./list-state";

export interface ListTab<T extends string> {
  value: T;
  label: string;
}

/**
 * Tabs synced to `tab` (SPEC §2). Each tab is a link that keeps the other parameters (filters, page size)
 * and goes back to page 1.
 */
export function ListTabs<T extends string>({ tabs, active, label }: { tabs: readonly ListTab<T>[]; active: T; label: string }) {
  const location = useLocation();
  return (
    <nav className="br-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.value}
          className="br-tab"
          to={location.pathname + withParams(location.search, { tab: tab.value, ...FIRST_PAGE, filters: null })}
          aria-current={tab.value === active ? "page" : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
