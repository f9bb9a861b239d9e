import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { FilterChips, type FilterChip } from "./FilterChips";
import { FilterButton, FilterDrawer } from "./FilterDrawer";
import { PlusIcon } from "./icons";
import type { FilterValues, ListState } from "./list-state";
import { ListEmptyState, type EmptyContent } from "./ListEmptyState";
import { ListSearch } from "./ListSearch";
import { ListTabs, type ListTab } from "./ListTabs";
import { Pager, type PagerCursors } from "./Pager";
import { urlToggle } from "./url-toggle";

export interface ListScreenProps<T extends string> {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** The header's main button ("Add product"); also the first-use empty state's action unless `empty.action` says otherwise. */
  primaryAction?: { to: string; label: string };
  /** Header buttons before the primary action (the products list's Import and Export). */
  actions?: ReactNode;
  /** The primary action may go under the title on a phone (a long title and label that cannot share 390 px). */
  wrapHeader?: boolean;
  /** The URL state `loadList` read (app/components/list/load-list.server.ts). */
  list: Pick<ListState<FilterValues, T>, "tab" | "page" | "limit" | "filters" | "rejected">;
  /** Applied filters as chips, from `loadList`; shown with the filter drawer. */
  chips?: readonly FilterChip[];
  tabs?: { items: readonly ListTab<T>[]; label: string };
  search?: { label: string; placeholder?: string };
  /** The filter drawer's controls (named with `filterField`); with them come the Filters button and the chips. */
  filterFields?: ReactNode;
  /** More of the card's head, under the search (the bulk updates' refresh line). */
  toolbar?: ReactNode;
  /** The rows' table, or null when the page has no rows: then the empty state shows. */
  table: ReactNode | null;
  total: number;
  /** Plural noun for the pager and the no-match empty state: "products". */
  noun: string;
  /** What a list with nothing yet shows (first use); filters that match nothing and pages past the end are the kit's. */
  empty: EmptyContent;
  /** Whether the list is narrowed (the no-match empty state instead of first use); by default, any applied filter. */
  filtered?: boolean;
  /** The bulk bar above the rows (only when there are rows) and its dialog. */
  bulk?: { bar: ReactNode; dialog?: ReactNode };
  /** Pagination under the rows; off for a list the API does not page. */
  pager?: boolean;
  /** The API's keyset cursors for this page, for a list it pages by keyset: Next and Previous seek with them. */
  cursors?: PagerCursors;
  /** Attributes of the list's card: an id and `enhance.*` helpers (a live region, ADR 033). */
  cardProps?: { id?: string } & { [name: `data-${string}`]: string | undefined };
  /** Dialogs of the screen, after the filter drawer. */
  children?: ReactNode;
}

/**
 * SPEC §2's list screen, configured rather than assembled: title and primary action, tabs (`tab`), search and the
 * filter drawer (`_query`), chips, the rows or an empty state, the bulk bar, the pager (`page`, `limit`). Server-rendered
 * and plain HTML (ADR 006): every control is a link or a GET form, so the URL is the whole state (ARCHITECTURE rule 7).
 */
export function ListScreen<T extends string>(props: ListScreenProps<T>) {
  const { title, description, primaryAction, actions, list, chips = [], tabs, search, filterFields, toolbar, table, total, noun, empty, bulk } = props;
  const location = useLocation();
  const drawer = urlToggle(location, "filters");
  const filtered = props.filtered ?? Object.values(list.filters).some((value) => value !== undefined);
  const heading = description ? (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </div>
  ) : (
    <Title order={1} size="h2">
      {title}
    </Title>
  );
  const primary = primaryAction && (
    <Button component={Link} to={primaryAction.to} leftSection={<PlusIcon />}>
      {primaryAction.label}
    </Button>
  );

  return (
    <Stack gap="lg" maw={1200}>
      {actions || primary ? (
        <Group justify="space-between" {...(props.wrapHeader ? { gap: "sm", wrap: "wrap" } : { wrap: "nowrap" })}>
          {heading}
          {actions ? (
            <Group gap="xs" justify="flex-end">
              {actions}
              {primary}
            </Group>
          ) : (
            primary
          )}
        </Group>
      ) : (
        heading
      )}

      <Card withBorder padding={0} radius="md" className="br-list-card" {...props.cardProps}>
        {tabs && <ListTabs tabs={tabs.items} active={list.tab} label={tabs.label} />}
        {(search || filterFields) && (
          <div className="br-list-toolbar">
            {search && <ListSearch filters={list.filters} rejected={list.rejected} label={search.label} placeholder={search.placeholder ?? search.label} />}
            {filterFields && <FilterButton toggle={drawer} count={chips.length} />}
          </div>
        )}
        {toolbar}
        {filterFields && <FilterChips filters={list.filters} chips={chips} />}
        {table && bulk?.bar}
        {table || (
          <ListEmptyState
            total={total}
            filtered={filtered}
            noun={noun}
            empty={{ ...empty, action: empty.action === undefined ? primaryAction : empty.action }}
          />
        )}
        {props.pager !== false && total > 0 && <Pager page={list.page} limit={list.limit} total={total} noun={noun} cursors={props.cursors} />}
      </Card>

      {bulk?.dialog}
      {filterFields && (
        <FilterDrawer toggle={drawer} applied={chips.length > 0}>
          {filterFields}
        </FilterDrawer>
      )}
      {props.children}
    </Stack>
  );
}

/**
 * The list's own URL for a bulk bar: `listUrl` for links and the dialog's Close, `bulkAction` for its form (a plain
 * form posting to an index route names it with `?index`).
 */
export function useBulkUrls() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("index");
  return {
    listUrl: location.pathname + (params.size ? `?${params}` : ""),
    bulkAction: `${location.pathname}?${new URLSearchParams([["index", ""], ...params])}`,
  };
}
