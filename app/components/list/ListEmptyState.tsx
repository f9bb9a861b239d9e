import { useLocation } from "@remix-run/react";
import { EmptyState } from "../EmptyState";
import { withParams } from "./list-state";

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
  const content: EmptyContent =
    total > 0
      ? { title: "This page is past the end of the list", body: "Go back to the first page.", action: { to: location.pathname + withParams(location.search, { page: null }), label: "First page" } }
      : filtered
        ? {
            title: `No ${noun} match these filters`,
            body: "Try another search or clear the filters.",
            action: { to: location.pathname + withParams(location.search, { _query: null, page: null }), label: "Clear filters" },
          }
        : empty;
  return <EmptyState {...content} />;
}
