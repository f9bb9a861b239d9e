// Mantine's per-component stylesheets (@mantine/core/styles/<Component>.css), as a replacement for the whole
// @mantine/core/styles.css (https://mantine.dev/styles/css-files-list/).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** Mantine's global styles, needed by every component, in the order its docs import them (https://mantine.dev/styles/global-styles/). */
export const MANTINE_GLOBALS = ["baseline.css", "default-css-variables.css", "global.css"] as const;

export interface MantineStyles {
  /** The directory of the per-component files. */
  dir: string;
  /** Every component stylesheet, in the order @mantine/core/styles.css holds them: the parts other components are
   * built on first (ScrollArea, UnstyledButton, Paper, Popover, Input …), then A to Z. A page keeps this order, so a
   * component's rules still come after those of the components it is made of. */
  order: string[];
  /** The stylesheet that holds each of Mantine's hashed class and keyframes names (`m_77c9d27d` → `Button.css`). */
  classFile: Map<string, string>;
}

const NAME = /(?:\.|@keyframes\s+)(m_[0-9a-f]+)\b/g;

/** Reads the installed @mantine/core's stylesheets (`root`: the directory whose node_modules holds it). */
export function loadMantineStyles(root: string): MantineStyles {
  const whole = createRequire(path.join(root, "package.json")).resolve("@mantine/core/styles.css");
  const dir = path.join(path.dirname(whole), "styles");
  const all = fs.readFileSync(whole, "utf8");
  const globals = new Set<string>(MANTINE_GLOBALS);
  const classFile = new Map<string, string>();
  const position = new Map<string, number>();
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith(".css") || file.endsWith(".layer.css") || globals.has(file)) continue;
    const css = fs.readFileSync(path.join(dir, file), "utf8");
    const classes = [...css.matchAll(NAME)].map((m) => m[1]);
    if (classes.length === 0) throw new Error(`@mantine/core/styles/${file} has no m_ name: this script does not know this Mantine version's layout.`);
    for (const name of classes) classFile.set(name, file);
    // The whole stylesheet is these files joined (formatted differently): a file's first name places it.
    const at = all.indexOf(classes[0]);
    if (at < 0) throw new Error(`@mantine/core/styles.css does not hold ${file}'s ${classes[0]}.`);
    position.set(file, at);
  }
  for (const file of MANTINE_GLOBALS) {
    if (!fs.existsSync(path.join(dir, file))) throw new Error(`@mantine/core/styles/${file} is missing.`);
  }
  const order = [...position.keys()].sort((a, b) => position.get(a)! - position.get(b)!);
  return { dir, order, classFile };
}

/**
 * The stylesheet of a Mantine module that a bundle kept: every styled component imports its classes from
 * `esm/components/…/<Name>.module.css.mjs`, and its CSS is `styles/<Name>.css`. Null for any other module.
 */
export function stylesheetOfModule(mantine: MantineStyles, modulePath: string): string | null {
  const m = /@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.css\.mjs$/.exec(modulePath);
  if (!m) return null;
  const file = `${m[1]}.css`;
  if (!mantine.order.includes(file)) throw new Error(`${modulePath} has no @mantine/core/styles/${file}.`);
  return file;
}

/** Mantine's hashed class names written out in a source file (markup that copies a component's, e.g. NavMenu.tsx). */
export function literalMantineClasses(source: string): string[] {
  return [...new Set([...source.matchAll(/\bm_[0-9a-f]{6,8}\b/g)].map((m) => m[0]))];
}
