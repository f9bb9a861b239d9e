// Per-page stylesheets (ADR 027): each route's Mantine components and app stylesheets, found at build time, made into
// two files per page. scripts/build-styles.ts writes them; tests/app/page-styles.test.ts checks them.
import fs from "node:fs";
import path from "node:path";
import { readConfig } from "@remix-run/dev/dist/config.js";
import { transform } from "esbuild";
import { analyzeRouteModules, type ModuleStyles, type RouteModule } from "./analyze";
import { loadMantineStyles, type MantineStyles } from "./mantine";
import { planPageStyles, type Sheet, type StylePlan } from "./plan";

export type { ModuleStyles, RouteModule, MantineStyles, Sheet, StylePlan };
export { chainOf, mergeStyles } from "./plan";

/** The app's routes as Remix builds them (remix.config.js: flat routes, ignored files). */
export async function readRoutes(root: string): Promise<RouteModule[]> {
  const config = await readConfig(root);
  return Object.values(config.routes).map((r) => ({ id: r.id, parentId: r.parentId, file: path.join(config.appDirectory, r.file) }));
}

export interface PageStyles {
  routes: RouteModule[];
  mantine: MantineStyles;
  /** What each route module renders, by route id. */
  modules: Map<string, ModuleStyles>;
  plan: StylePlan;
}

export async function analyzePageStyles(root: string): Promise<PageStyles> {
  const routes = await readRoutes(root);
  const mantine = loadMantineStyles(root);
  const modules = await analyzeRouteModules(root, routes, mantine);
  return { routes, mantine, modules, plan: planPageStyles(routes, modules, mantine) };
}

/** A sheet's CSS: its files joined in order, minified. The app's stylesheets may not @import (nothing would follow it). */
export async function renderSheet(sheet: Sheet, mantine: MantineStyles): Promise<string> {
  const parts = [...sheet.mantine.map((file) => path.join(mantine.dir, file)), ...sheet.app].map((file) => {
    const css = fs.readFileSync(file, "utf8");
    if (/@import\b/.test(css)) throw new Error(`${file} uses @import: list the stylesheet as an import of the module that needs it instead.`);
    return css;
  });
  const { code } = await transform(parts.join("\n"), { loader: "css", minify: true, logLevel: "error" });
  return code;
}
