import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ATTR, attr, enhance, sel } from "../../app/enhance/attributes";

// ADR 033: the attributes the enhance script reads are declared once (app/enhance/attributes.ts). A raw string of one
// of them anywhere else in app/ is a second spelling that a rename would leave behind.

const APP = path.resolve(import.meta.dirname, "../../app");
const REGISTRY = path.join(APP, "enhance", "attributes.ts");

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && full !== REGISTRY ? [full] : [];
  });
}

/** The code without its comments (comments may name an attribute to explain it), line numbers kept. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, " ")).replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/** Every `data-…` spelled in the code of a file, with its line. */
export function rawAttributes(text: string): { name: string; line: number }[] {
  const found: { name: string; line: number }[] = [];
  code(text)
    .split("\n")
    .forEach((line, i) => {
      for (const match of line.matchAll(/(?<![\w-])data-[a-z][a-z-]*(?![\w-])/g)) found.push({ name: match[0], line: i + 1 });
    });
  return found;
}

const read = new Set<string>(Object.values(ATTR));

describe("enhance attributes", () => {
  it("finds a raw attribute and ignores one in a comment", () => {
    expect(rawAttributes('<form data-dirty-guard="x">\n// data-validate\n/* data-menu */ <i data-status="1" />')).toEqual([
      { name: "data-dirty-guard", line: 1 },
      { name: "data-status", line: 3 },
    ]);
  });

  it("no file of app/ spells an attribute the script reads", () => {
    const offenders = sources(APP).flatMap((file) =>
      rawAttributes(fs.readFileSync(file, "utf8"))
        .filter(({ name }) => read.has(name))
        .map(({ name, line }) => `${path.relative(APP, file)}:${line} ${name}`),
    );
    expect(offenders).toEqual([]);
  });

  it("the script spells no data attribute of its own (it reads and writes them through the registry)", () => {
    const offenders = sources(path.join(APP, "enhance")).flatMap((file) => {
      const text = fs.readFileSync(file, "utf8");
      const dataset = [...code(text).matchAll(/\.dataset\b/g)].map(() => `${path.basename(file)} .dataset`);
      return [...rawAttributes(text).map(({ name, line }) => `${path.basename(file)}:${line} ${name}`), ...dataset];
    });
    expect(offenders).toEqual([]);
  });

  it("helpers write what the script selects", () => {
    expect(enhance.dirtyGuard("unsaved", true)).toEqual({ "data-dirty-guard": "unsaved", "data-unsaved": "" });
    expect(enhance.dirtyGuard("unsaved")).toEqual({ "data-dirty-guard": "unsaved", "data-unsaved": undefined });
    expect(enhance.lock(1000)).toEqual({ "data-lock-ms": "1000" });
    expect(attr("slugFollow", false)).toEqual({ "data-slug-follow": undefined });
    expect(sel("saveBar", 'a"b')).toBe('[data-save-bar="a\\"b"]');
    expect(sel("dialog")).toBe("[data-dialog]");
    // The bulk bar's words travel with its form, in the page's language (app/enhance/bulk-select.ts holds none).
    expect(enhance.bulkForm({ selected: "Đã chọn {n}", one: "{n} sản phẩm", other: "{n} sản phẩm" })).toEqual({
      "data-bulk-form": "",
      "data-bulk-selected-text": "Đã chọn {n}",
      "data-bulk-item-one": "{n} sản phẩm",
      "data-bulk-item-other": "{n} sản phẩm",
    });
  });
});

describe("enhance helpers leave out what is not given", () => {
  it("an optional rule that is undefined writes no attribute (an empty one would read as a rule)", () => {
    expect(enhance.rules({ maxLength: 255 })).toEqual({
      "data-required-message": undefined,
      "data-min-length": undefined,
      "data-max-length": "255",
      "data-pattern-message": undefined,
    });
    expect(enhance.live({ src: "/x" })).toEqual({
      "data-live-src": "/x",
      "data-live-poll": undefined,
      "data-live-on-open": undefined,
      "data-live-reload-done": undefined,
    });
  });
});
