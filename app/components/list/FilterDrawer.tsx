import { Button, CloseButton, Paper, Stack, Title } from "@mantine/core";
import { Link, useLocation } from "@remix-run/react";
import { useId } from "react";
import { HiddenParams } from "./HiddenParams";
import { FilterIcon } from "./icons";
import { FIRST_PAGE, PAGE_CURSOR_PARAMS, withParams } from "./list-state";
import type { UrlToggle } from "./url-toggle";
import { useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

/** List parameters a filter form must not copy: the filters themselves, the page and its cursor, the drawer flag. */
export const FILTER_FORM_EXCLUDES = ["_query", "page", ...PAGE_CURSOR_PARAMS, "filters"] as const;

export const FILTER_DRAWER_ID = "filter-drawer";

/**
 * The link that opens the filter drawer (`?filters=1`, which loads the option lists), with the number of applied
 * filters. Once the drawer is in the page, the enhance script reopens it in place.
 */
export function FilterButton({ toggle, count }: { toggle: UrlToggle; count: number }) {
  const t = useT();
  return (
    <Button
      component={Link}
      to={toggle.openHref}
      {...enhance.dialogOpen(FILTER_DRAWER_ID)}
      variant="default"
      leftSection={<FilterIcon />}
      rightSection={count > 0 ? <span className="br-count">{count}</span> : undefined}
      aria-haspopup="dialog"
    >
      {t("list.filters")}
    </Button>
  );
}

/**
 * SPEC §2 filter side panel: right, 350 wide, Clear and Done. A fixed panel rather than a portal, so the server
 * renders it when the URL says it is open and it works as a plain GET form without JavaScript (the loader turns the
 * `filter.*` fields into `_query`). With JavaScript (app/enhance/list-forms.ts, dialogs.ts) a select applies at once,
 * the search box a second after typing stops, and Escape or the backdrop closes it in place.
 * Children are the filter controls, named with `filterField(key)` and holding the applied values as defaults.
 */
export function FilterDrawer({
  toggle,
  applied,
  title,
  children,
}: {
  toggle: UrlToggle;
  /** Whether any filter is applied; Clear is disabled otherwise (SPEC §4). */
  applied: boolean;
  title?: string;
  children: React.ReactNode;
}) {
  const location = useLocation();
  const titleId = useId();
  const t = useT();
  if (!toggle.open) return null;
  const clearHref = location.pathname + withParams(location.search, { _query: null, ...FIRST_PAGE });

  return (
    <div id={FILTER_DRAWER_ID} className="br-drawer-root" {...enhance.dialog(toggle.closeHref)}>
      <Link to={toggle.closeHref} className="br-overlay" aria-hidden="true" tabIndex={-1} {...enhance.dialogClose()} />
      <Paper component="aside" role="dialog" aria-modal="true" aria-labelledby={titleId} className="br-drawer" shadow="xl" radius={0}>
        <form method="get" action={location.pathname} className="br-drawer-form" {...enhance.filterForm()}>
          <header className="br-drawer-header">
            <Title order={2} size="h4" id={titleId}>
              {title ?? t("list.filters")}
            </Title>
            <CloseButton component={Link} to={toggle.closeHref} {...enhance.dialogClose()} aria-label={t("list.closeFilters")} />
          </header>
          <div className="br-drawer-body">
            <HiddenParams search={location.search} exclude={FILTER_FORM_EXCLUDES} />
            <Stack gap="md">{children}</Stack>
          </div>
          <footer className="br-drawer-footer">
            {applied ? (
              <Button component={Link} to={clearHref} variant="default">
                {t("list.clear")}
              </Button>
            ) : (
              <Button variant="default" disabled>
                {t("list.clear")}
              </Button>
            )}
            <Button type="submit">{t("list.done")}</Button>
          </footer>
        </form>
      </Paper>
    </div>
  );
}
