// The islands a page can mark with `data-island="<name>"` (ADR 049). The enhance script only knows this table, not
// what any island is: each entry is a dynamic import, so each island is a chunk of its own that nothing else loads.
export type IslandModule = { mount: (el: HTMLElement) => void };

export const ISLANDS: Record<string, () => Promise<IslandModule>> = {
  "report-chart": () => import("./report-chart"),
  "report-range": () => import("./report-range"),
  "page-body": () => import("./page-body"),
};
