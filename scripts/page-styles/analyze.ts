// Which stylesheets a route's markup needs, found by bundling what the route renders with esbuild (tree shaking on)
// and reading the metafile: the Mantine modules that survive name the component stylesheets (a component's own
// building blocks included: Select brings Combobox, Input, Popover …), and the .css files its modules import, in
// esbuild's order (the order a browser would apply them), are the app's own.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build, type Metafile, type Plugin } from "esbuild";
import { literalMantineClasses, stylesheetOfModule, type MantineStyles } from "./mantine";

export interface RouteModule {
  id: string;
  parentId?: string;
  /** Absolute path of the route module. */
  file: string;
}

export interface ModuleStyles {
  /** Mantine component stylesheets (file names in @mantine/core/styles) the module's markup uses. */
  mantine: Set<string>;
  /** The stylesheets the module and what it renders import (absolute paths), in cascade order. */
  app: string[];
  /** The app's own source files the rendering code keeps after tree shaking (absolute paths). */
  sources: string[];
  /** Mantine's hashed classes in the bundled code (its components' class maps, the app's hand-written markup): for the checks. */
  classes: Set<string>;
}

const ENTRY_NAMESPACE = "page-styles-route";

/**
 * What Remix renders of a route module: the component, its error boundary, the root's Layout and a hydrating page's
 * fallback. loader, action, links, meta and handle render nothing, so tree shaking drops them and the server code
 * they reach.
 */
function entrySource(file: string): string {
  return `import * as route from ${JSON.stringify(file)};\nexport default [route.default, route.ErrorBoundary, route.Layout, route.HydrateFallback];\n`;
}

/**
 * Bundles Mantine's packages (to see which @mantine/core modules survive, also those @mantine/dates or charts would
 * render) and the app's own modules; every other package stays external (what it renders is not styled by our
 * stylesheets). A .css import is kept even though package.json says `"sideEffects": false`: its side effect is the
 * point (a package's own stylesheet, e.g. @mantine/dates/styles.css, comes in as the app's).
 */
function routesPlugin(root: string, routes: RouteModule[]): Plugin {
  const byId = new Map(routes.map((r) => [r.id, r]));
  const appDir = path.join(root, "app");
  return {
    name: "page-styles",
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => (args.kind === "entry-point" ? { path: args.path, namespace: ENTRY_NAMESPACE } : undefined));
      b.onLoad({ filter: /.*/, namespace: ENTRY_NAMESPACE }, (args) => ({ contents: entrySource(byId.get(args.path)!.file), resolveDir: root, loader: "js" }));
      // Build outputs (the enhance script's URL, these stylesheets' own list) hold data, not markup, and may not exist yet.
      b.onResolve({ filter: /\.generated$/ }, (args) => ({ path: args.path, external: true }));
      b.onResolve({ filter: /\.css$/ }, (args) => {
        const file = args.path.startsWith("~/")
          ? path.join(appDir, args.path.slice(2))
          : args.path.startsWith(".")
            ? path.resolve(args.resolveDir, args.path)
            : createRequire(path.join(args.resolveDir, "index.js")).resolve(args.path);
        if (/@mantine[\\/]core[\\/]styles(\.layer)?\.css$/.test(file)) {
          throw new Error(`${args.importer} imports all of Mantine's styles: the build gives each page the component stylesheets it renders (ADR 027).`);
        }
        return { path: file, sideEffects: true };
      });
      b.onResolve({ filter: /^[^./~]/ }, (args) => {
        if (args.path.startsWith("@domain/") || args.path.startsWith("@mantine/")) return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}

/** One esbuild run over every route module; the styles of each, by route id. */
export async function analyzeRouteModules(root: string, routes: RouteModule[], mantine: MantineStyles): Promise<Map<string, ModuleStyles>> {
  const result = await build({
    absWorkingDir: root,
    // Output names of their own: ids like routes/admin.products._index would lose "._index" as an extension.
    entryPoints: Object.fromEntries(routes.map((r, i) => [`route-${i}`, r.id])),
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    platform: "node",
    outdir: "page-styles-analysis",
    jsx: "automatic",
    // Its errors are in the error it throws.
    logLevel: "silent",
    plugins: [routesPlugin(root, routes)],
  });
  const { outputs } = result.metafile as Metafile;
  const code = new Map(result.outputFiles.map((file) => [path.relative(root, file.path), file.text]));
  const styles = new Map<string, ModuleStyles>();
  for (const [outputPath, output] of Object.entries(outputs)) {
    if (!output.entryPoint?.startsWith(`${ENTRY_NAMESPACE}:`)) continue;
    const id = output.entryPoint.slice(ENTRY_NAMESPACE.length + 1);
    const kept = Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([file]) => file);
    const sources = kept.filter((file) => /^(app|domain)\/.*\.(tsx?|jsx?)$/.test(file)).map((file) => path.join(root, file));
    const found = new Set<string>();
    for (const file of kept) {
      const sheet = stylesheetOfModule(mantine, file);
      if (sheet) found.add(sheet);
    }
    for (const source of sources) {
      for (const name of literalMantineClasses(fs.readFileSync(source, "utf8"))) {
        const sheet = mantine.classFile.get(name);
        if (!sheet)
          throw new Error(
            `${path.relative(root, source)} writes Mantine's class ${name}, which no stylesheet of the installed @mantine/core holds (renamed by an upgrade?).`,
          );
        found.add(sheet);
      }
    }
    const css = output.cssBundle ? Object.keys(outputs[output.cssBundle].inputs).map((file) => path.join(root, file)) : [];
    styles.set(id, { mantine: found, app: css, sources, classes: new Set(literalMantineClasses(code.get(outputPath) ?? "")) });
  }
  const missing = routes.filter((r) => !styles.has(r.id));
  if (missing.length) throw new Error(`No bundle for ${missing.map((r) => r.id).join(", ")}.`);
  return styles;
}
