import { Button, CloseButton, Paper, Stack, Title } from "@mantine/core";
import { useFocusReturn, useFocusTrap } from "@mantine/hooks";
import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { HiddenParams } from "./HiddenParams";
import { FilterIcon } from "./icons";
import { withParams } from "./list-state";
import { useFilterForm } from "./use-filter-form";
import type { UrlToggle } from "./use-url-toggle";

/** List parameters a filter form must not copy: the filters themselves, the page, the drawer flag. */
export const FILTER_FORM_EXCLUDES = ["_query", "page", "filters"] as const;

/** The link that opens the filter drawer (`?filters=1`), with the number of applied filters. */
export function FilterButton({ toggle, count }: { toggle: UrlToggle; count: number }) {
  return (
    <Button
      component={Link}
      {...toggle.openLinkProps}
      preventScrollReset
      variant="default"
      leftSection={<FilterIcon />}
      rightSection={count > 0 ? <span className="br-count">{count}</span> : undefined}
      aria-haspopup="dialog"
    >
      Filters
    </Button>
  );
}

/**
 * SPEC §2 filter side panel: right, 350 wide, Clear and Done. A fixed panel rather than a portal, so the
 * server renders it when the URL says it is open and it works as a plain GET form without JavaScript.
 * Children are the filter controls, named with `filterField(key)` and holding the applied values as defaults.
 */
export function FilterDrawer({
  toggle,
  applied,
  title = "Filters",
  children,
}: {
  toggle: UrlToggle;
  /** Whether any filter is applied; Clear is disabled otherwise (SPEC §4). */
  applied: boolean;
  title?: string;
  children: React.ReactNode;
}) {
  const { open, close, closeHref } = toggle;
  const location = useLocation();
  const navigate = useNavigate();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const trapRef = useFocusTrap(open);
  useFocusReturn({ opened: open });
  // Done navigates to the applied URL (which drops `filters`), so closing must not navigate as well.
  const filterForm = useFilterForm({ onDone: toggle.hide });

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, close]);

  if (!open) return null;

  const clearHref = location.pathname + withParams(location.search, { _query: null, page: null });
  const onClear = (e: React.MouseEvent) => {
    e.preventDefault();
    filterForm.cancel();
    formRef.current?.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input:not([type=hidden]), select").forEach((el) => {
      el.value = "";
    });
    navigate(clearHref, { replace: true, preventScrollReset: true });
  };
  const onClose = (e: React.MouseEvent) => {
    e.preventDefault();
    close();
  };

  return (
    <>
      <Link to={closeHref} className="br-overlay" aria-hidden="true" tabIndex={-1} onClick={onClose} preventScrollReset />
      <Paper
        ref={trapRef}
        component="aside"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="br-drawer"
        shadow="xl"
        radius={0}
      >
        <form
          ref={formRef}
          method="get"
          action={location.pathname}
          className="br-drawer-form"
          onSubmit={filterForm.onSubmit}
          onChange={filterForm.onChange}
        >
          <header className="br-drawer-header">
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            <CloseButton component={Link} to={closeHref} onClick={onClose} aria-label="Close filters" preventScrollReset />
          </header>
          <div className="br-drawer-body">
            <HiddenParams search={location.search} exclude={FILTER_FORM_EXCLUDES} />
            <Stack gap="md">{children}</Stack>
          </div>
          <footer className="br-drawer-footer">
            {applied ? (
              <Button component={Link} to={clearHref} onClick={onClear} variant="default" preventScrollReset>
                Clear
              </Button>
            ) : (
              <Button variant="default" disabled>
                Clear
              </Button>
            )}
            <Button type="submit">Done</Button>
          </footer>
        </form>
      </Paper>
    </>
  );
}
