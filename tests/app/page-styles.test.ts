// ADR 027: each page gets the stylesheets of what it renders, in two files (its layout's and its own). These checks
// run the build's analysis (scripts/page-styles) on the real routes and fail when a route's stylesheets miss a Mantine
// component or an app stylesheet that the route's modules use. e2e/page-styles.spec.ts checks the rendered pages.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { analyzePageStyles, chainOf, renderSheet, type PageStyles, type RouteModule } from "../../scripts/page-styles";
import { analyzeRouteModules } from "../../scripts/page-styles/analyze";
import { MANTINE_GLOBALS } from "../../scripts/page-styles/mantine";

const root = path.resolve(import.meta.dirname, "../..");
let styles: PageStyles;
let byId: Map<string, RouteModule>;

beforeAll(async () => {
  styles = await analyzePageStyles(root);
  byId = new Map(styles.routes.map((r) => [r.id, r]));
}, 60_000);

/** The files a route links, in order: Mantine's stylesheets (file names) and the app's (absolute paths). */
function linked(id: string) {
  const sheets = styles.plan.routes.get(id)!.map((i) => styles.plan.sheets[i]);
  return { sheets, mantine: sheets.flatMap((s) => s.mantine), app: sheets.flatMap((s) => s.app) };
}

/** The app's source files a route and its layouts keep after tree shaking. */
const sourcesOf = (id: string) => [...new Set(chainOf(byId, id).flatMap((r) => styles.modules.get(r.id)!.sources))];
const read = (file: string) => fs.readFileSync(file, "utf8");
const rel = (file: string) => path.relative(root, file);
const pages = () => styles.routes.filter((r) => r.id !== "root");

describe("page stylesheets", () => {
  it("every route links at most two: its layout's, shared by every page under that layout, then its own", () => {
    expect(styles.plan.routes.size).toBe(styles.routes.length);
    const adminPages = styles.routes.filter((r) => r.parentId === "routes/admin");
    expect(adminPages.length).toBeGreaterThan(20);
    const adminBase = styles.plan.routes.get("routes/admin")![0];
    for (const route of styles.routes) {
      const sheets = styles.plan.routes.get(route.id)!;
      expect(sheets.length, route.id).toBeGreaterThanOrEqual(1);
      expect(sheets.length, route.id).toBeLessThanOrEqual(2);
    }
    for (const route of adminPages) expect(styles.plan.routes.get(route.id)![0], route.id).toBe(adminBase);
    // The sign-in page shares the root's, not the admin shell's.
    expect(styles.plan.routes.get("routes/auth.($authPage)")![0]).toBe(styles.plan.routes.get("root")![0]);
  });

  it("a layout's file starts with Mantine's globals; Mantine's stylesheets keep Mantine's order, and the app's come after", () => {
    const { sheets } = linked("routes/admin.products._index");
    expect(sheets[0].mantine.slice(0, 3)).toEqual([...MANTINE_GLOBALS]);
    for (const sheet of sheets) {
      const components = sheet.mantine.filter((file) => !(MANTINE_GLOBALS as readonly string[]).includes(file));
      const positions = components.map((file) => styles.mantine.order.indexOf(file));
      expect(positions, sheet.name).toEqual([...positions].sort((a, b) => a - b));
    }
    const { mantine, app } = linked("routes/admin.products._index");
    // Button is built on UnstyledButton: its rules must come after.
    expect(mantine.indexOf("UnstyledButton.css")).toBeLessThan(mantine.indexOf("Button.css"));
    // The page's app stylesheets in the order its route imports them, after the shell's.
    expect(app.map((file) => path.basename(file))).toEqual([
      "toast.css",
      "shell.css",
      "list.css",
      "products.css",
      "products-list.css",
      "bulk-bar.css",
      "dialogs.css",
      "csv.css",
    ]);
  });

  it("every Mantine class in the code a route renders, its layouts' included, has its rules in the route's stylesheets", () => {
    // The bundled code, read as text: components' class maps and the app's hand-written Mantine markup (NavMenu.tsx),
    // after tree shaking. A second way to the same answer as the analysis, which goes by module paths.
    for (const route of pages()) {
      const { mantine } = linked(route.id);
      const classes = new Set(chainOf(byId, route.id).flatMap((r) => [...styles.modules.get(r.id)!.classes]));
      for (const name of classes) {
        const file = styles.mantine.classFile.get(name);
        expect(file, `${route.id}: ${name} is in no stylesheet of @mantine/core`).toBeDefined();
        expect(mantine, `${route.id} renders ${name}`).toContain(file);
      }
    }
    // The shell writes NavLink's markup out with NavLink.classes, without the component (ADR 032).
    expect(linked("routes/admin._index").sheets[0].mantine).toContain("NavLink.css");
    expect(linked("routes/admin.products._index").mantine).toEqual(
      expect.arrayContaining(["Button.css", "UnstyledButton.css", "Input.css", "Combobox.css", "Card.css"]),
    );
  });

  it("a route's stylesheets define every app class its modules use (br-…) that an app stylesheet defines", () => {
    const classesOf = (file: string) => new Set([...read(file).matchAll(/\.(br-[\w-]+)/g)].map((m) => m[1]));
    const everyAppSheet = [...new Set([...styles.modules.values()].flatMap((m) => m.app))];
    const defined = new Set(everyAppSheet.flatMap((file) => [...classesOf(file)]));
    for (const route of pages()) {
      const own = new Set(linked(route.id).app.flatMap((file) => [...classesOf(file)]));
      for (const source of sourcesOf(route.id)) {
        for (const [name] of read(source).matchAll(/\bbr-[a-z0-9-]*[a-z0-9]\b/g)) {
          if (defined.has(name)) expect(own.has(name), `${route.id}: ${rel(source)} uses .${name}, which none of its stylesheets defines`).toBe(true);
        }
      }
    }
  });

  it("the error pages the admin layout's boundary renders (404, no access) are styled by the layout's file alone", () => {
    const base = styles.plan.sheets[styles.plan.routes.get("routes/admin")![0]];
    expect(styles.plan.routes.get("routes/admin")).toHaveLength(1);
    for (const file of ["Button.css", "Title.css", "Text.css", "Stack.css", "AppShell.css"]) expect(base.mantine).toContain(file);
    expect(base.app.map((file) => path.basename(file))).toEqual(["toast.css", "shell.css"]);
  });

  it("a written file holds the rules of each of its stylesheets, minified, and no other component's", async () => {
    const { sheets } = linked("routes/admin.products._index");
    const css = await renderSheet(sheets[1], styles.mantine);
    expect(css).not.toMatch(/\n\s/);
    const classes = [...styles.mantine.classFile].filter(([, file]) => sheets[1].mantine.includes(file));
    for (const file of sheets[1].mantine)
      expect(
        classes.some(([name, of]) => of === file && css.includes(`.${name}`)),
        file,
      ).toBe(true);
    const button = [...styles.mantine.classFile].find(([, file]) => file === "Button.css")![0];
    expect(css, "Button is the layout's").not.toContain(`.${button}`);
    expect(css).toContain(".br-csv-task");
  });
});

describe("the analysis", () => {
  it("finds the components a component is built on (Select: Combobox, Input, Popover, ScrollArea; Drawer: ModalBase, Overlay, CloseButton)", async () => {
    const file = path.join(root, "tests/fixtures/page-styles/select-in-drawer.tsx");
    const found = (await analyzeRouteModules(root, [{ id: "probe", file }], styles.mantine)).get("probe")!;
    for (const sheet of [
      "Combobox.css",
      "Input.css",
      "Popover.css",
      "ScrollArea.css",
      "Drawer.css",
      "ModalBase.css",
      "Overlay.css",
      "CloseButton.css",
      "Paper.css",
    ]) {
      expect([...found.mantine]).toContain(sheet);
    }
    // Tree shaking: what the module does not render is not there.
    expect([...found.mantine]).not.toContain("Button.css");
    expect([...found.mantine]).not.toContain("Table.css");
  });

  it("refuses Mantine's whole stylesheet", async () => {
    const dir = fs.mkdtempSync(path.join(root, "tests/fixtures/page-styles/tmp-"));
    try {
      const file = path.join(dir, "whole.tsx");
      fs.writeFileSync(file, 'import "@mantine/core/styles.css";\nexport default function Whole() { return null; }\n');
      await expect(analyzeRouteModules(root, [{ id: "whole", file }], styles.mantine)).rejects.toThrow(/imports all of Mantine's styles/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
