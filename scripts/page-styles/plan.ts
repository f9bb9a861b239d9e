// Which stylesheet files to make and which routes link them: two per page. The first is its layout's (every route
// above the page: the root, the admin shell and its error pages, with Mantine's variables, baseline and global
// styles), shared by all pages under that layout so a browser caches it once; the second is the page's own (the
// Mantine components and app stylesheets the layout does not have), shared by pages that need the same.
import { MANTINE_GLOBALS, type MantineStyles } from "./mantine";
import type { ModuleStyles, RouteModule } from "./analyze";

export interface Sheet {
  /** Names the file: its layout, or the first page it was made for. */
  name: string;
  /** Mantine stylesheets (file names in @mantine/core/styles): the globals first in a layout's, then in Mantine's order. */
  mantine: string[];
  /** The app's stylesheets (absolute paths), after Mantine's so their overrides win, in cascade order. */
  app: string[];
}

export interface StylePlan {
  sheets: Sheet[];
  /** Each route's sheets (indexes into `sheets`) in link order: its layout's, then its own when it has one. */
  routes: Map<string, number[]>;
}

/** The route and those above it, root first. */
export function chainOf(byId: Map<string, RouteModule>, id: string): RouteModule[] {
  const chain: RouteModule[] = [];
  for (let route = byId.get(id); route; route = route.parentId ? byId.get(route.parentId) : undefined) chain.unshift(route);
  return chain;
}

/** What a chain of route modules renders together: the union of their Mantine components, their stylesheets in route order. */
export function mergeStyles(list: ModuleStyles[]): { mantine: Set<string>; app: string[] } {
  const mantine = new Set<string>();
  const app: string[] = [];
  for (const styles of list) {
    styles.mantine.forEach((sheet) => mantine.add(sheet));
    for (const file of styles.app) if (!app.includes(file)) app.push(file);
  }
  return { mantine, app };
}

const fileName = (id: string) => id.replace(/^routes\//, "").replace(/[^A-Za-z0-9_.-]/g, "_");

export function planPageStyles(routes: RouteModule[], styles: Map<string, ModuleStyles>, mantine: MantineStyles): StylePlan {
  const byId = new Map(routes.map((r) => [r.id, r]));
  const layouts = new Set(routes.flatMap((r) => (r.parentId ? [r.parentId] : [])));
  const sheets: Sheet[] = [];
  const known = new Map<string, number>();
  const add = (sheet: Sheet): number => {
    const key = JSON.stringify([sheet.mantine, sheet.app]);
    if (!known.has(key)) known.set(key, sheets.push(sheet) - 1);
    return known.get(key)!;
  };
  const merged = (chain: RouteModule[]) => mergeStyles(chain.map((r) => styles.get(r.id)!));
  const inOrder = (set: Set<string>) => mantine.order.filter((sheet) => set.has(sheet));

  const plan = new Map<string, number[]>();
  for (const route of routes) {
    const chain = chainOf(byId, route.id);
    // A layout rendered as the deepest route (an error its own boundary shows) gets its own base and nothing more.
    const layoutChain = layouts.has(route.id) || chain.length === 1 ? chain : chain.slice(0, -1);
    const layout = merged(layoutChain);
    const base = add({ name: fileName(layoutChain.at(-1)!.id), mantine: [...MANTINE_GLOBALS, ...inOrder(layout.mantine)], app: layout.app });
    const all = merged(chain);
    const own: Sheet = {
      name: fileName(route.id),
      mantine: inOrder(new Set([...all.mantine].filter((sheet) => !layout.mantine.has(sheet)))),
      app: all.app.filter((file) => !layout.app.includes(file)),
    };
    plan.set(route.id, own.mantine.length || own.app.length ? [base, add(own)] : [base]);
  }
  return { sheets, routes: plan };
}
