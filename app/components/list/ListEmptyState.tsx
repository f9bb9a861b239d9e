import { useLocation } from "@remix-run/react";
import { EmptyState } from "../EmptyState";
import { FIRST_PAGE, withParams } from "./list-state";
import { useT } from "~/lib/i18n";

export interface EmptyContent {
  title: string;
  body: string;
  action?: { to: string; label: string } | null;
}

/**
 * What a list shows with no rows. Two cases are the same for every list (a page past the end; filters that match
 * nothing); the list's own `empty` content covers a list that has nothing yet.
 */
export function ListEmptyState({ total, filtered = false, noun, empty }: { total: number; filtered?: boolean; noun: string; empty: EmptyContent }) {
  const location = useLocation();
  const t = useT();
  const content: EmptyContent =
    total > 0
      ? {
          title: t("list.pastEndTitle"),
          body: t("list.pastEndBody"),
          action: { to: location.pathname + withParams(location.search, FIRST_PAGE), label: t("list.firstPage") },
        }
      : filtered
        ? {
            title: t("list.noMatchTitle", { noun }),
            body: t("list.noMatchBody"),
            action: { to: location.pathname + withParams(location.search, { _query: null, ...FIRST_PAGE }), label: t("list.clearFilters") },
          }
        : empty;
  return <EmptyState {...content} />;
}
