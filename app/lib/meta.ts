import type { MetaFunction } from "@remix-run/node";

// A page's <title> is said in the page's language, so it comes from the loader (meta functions cannot use hooks):
// the loader returns `title: pageTitle(t("…"))`, and the route exports `meta = titleMeta`.

/** "Products · Backroom": the app's name is the same in both languages. */
export const pageTitle = (page: string): string => `${page} · Backroom`;

/** The route's <title>: its loader's `title`, else the app's name (a loader that threw, an error page). */
export const titleMeta: MetaFunction = ({ data }) => [{ title: (data as { title?: string } | undefined)?.title ?? "Backroom" }];
