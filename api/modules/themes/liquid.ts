// The theme engine (ADR 068): liquidjs, sandboxed like the notification templates (ADR 064). Templates come only from
// the theme's own files (an in-memory map: `render`/`include` find its snippets and nothing else, no file system),
// every {{ }} is HTML-escaped unless the theme says `| raw`, unknown filters are refused at parse time, own properties
// only, and parse/render/memory limits stop a template that tries to loop forever or build a huge string.
import { Liquid, type Template, type TagToken, type TopLevelToken } from "liquidjs";
import { formatMoney, type StoreLanguage } from "../../../domain/money";
import { SectionSchemaSchema, type SectionSchema, type ThemeFiles } from "../../../domain/themes";

export const THEME_LIQUID_LIMITS = { parseLimit: 300_000, renderLimit: 200, memoryLimit: 4_000_000 } as const;

const SCHEMA_RE = /{%-?\s*schema\s*-?%}([\s\S]*?){%-?\s*endschema\s*-?%}/;

export class ThemeTemplateError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

/** liquidjs's message without its stack, position kept: "tag "iff" not found, line:3, col:1". */
export const liquidMessage = (error: unknown): string => (error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error)).slice(0, 300);

export interface CompiledSection {
  template: Template[];
  schema: SectionSchema;
}
export interface CompiledTheme {
  engine: Liquid;
  layout: Template[];
  templates: Map<string, Template[]>;
  sections: Map<string, CompiledSection>;
}

/** Reads a section's {% schema %} JSON; null when absent, an error message when it does not validate. */
export function sectionSchemaOf(source: string): { schema: SectionSchema } | { error: string } {
  const match = SCHEMA_RE.exec(source);
  if (!match) return { schema: { name: "", settings: [], blocks: [] } };
  let json: unknown;
  try {
    json = JSON.parse(match[1] ?? "");
  } catch {
    return { error: "The {% schema %} is not valid JSON" };
  }
  const parsed = SectionSchemaSchema.safeParse(json);
  return parsed.success ? { schema: parsed.data } : { error: `The {% schema %} is not valid: ${parsed.error.issues[0]?.message ?? ""}` };
}

const lookup = (source: unknown, key: string): unknown =>
  key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" && Object.hasOwn(node, part) ? (node as Record<string, unknown>)[part] : undefined),
      source,
    );

/** An engine for one theme: its snippets as the only partials, its translations behind `t`, its assets behind `asset_url`. */
export function themeEngine(files: ThemeFiles, assetBase: string): Liquid {
  const snippets: Record<string, string> = {};
  for (const [path, source] of Object.entries(files)) {
    const m = /^snippets\/([a-z0-9_-]+)\.liquid$/.exec(path);
    if (m) snippets[`${m[1]}.liquid`] = source;
  }
  const engine = new Liquid({
    templates: snippets,
    extname: ".liquid",
    outputEscape: "escape",
    strictFilters: true,
    strictVariables: false,
    ownPropertyOnly: true,
    cache: true,
    ...THEME_LIQUID_LIMITS,
  });
  engine.registerTag("schema", {
    parse(_token: TagToken, remain: TopLevelToken[]) {
      // Skips to {% endschema %}: the JSON is read from the source, not rendered.
      while (remain.length) {
        const next = remain.shift() as TopLevelToken & { name?: string };
        if (next.name === "endschema") return;
      }
      throw new Error("tag {% schema %} not closed");
    },
    render() {
      return "";
    },
  });
  const locales: Record<string, unknown> = {};
  for (const lang of ["vi", "en"]) {
    const source = files[`locales/${lang}.json`];
    if (source) locales[lang] = JSON.parse(source) as unknown;
  }
  engine.registerFilter("t", function (this: { context: { environments: Record<string, unknown> } }, key: unknown) {
    const lang = String(lookup(this.context.environments, "shop.locale") ?? "vi");
    const found = lookup(locales[lang], String(key)) ?? lookup(locales.en, String(key));
    return typeof found === "string" ? found : String(key);
  });
  engine.registerFilter("money", function (this: { context: { environments: Record<string, unknown> } }, amount: unknown) {
    const lang = lookup(this.context.environments, "shop.locale") === "en" ? "en" : "vi";
    const n = Number(amount);
    return Number.isFinite(n) ? formatMoney(n, lang as StoreLanguage) : "";
  });
  engine.registerFilter("asset_url", (name: unknown) => `${assetBase}/${encodeURIComponent(String(name))}`);
  // An image setting's link as a page can load it (ADR 074): the store's media are root-relative `/api/media/…` links,
  // which the storefront (on another host) must load from the admin's origin; https links pass; anything else is "".
  const imageUrl = function (this: { context: { environments: Record<string, unknown> } }, value: unknown) {
    const link = typeof value === "string" ? value : "";
    if (/^\/api\/media\//.test(link)) return `${String(lookup(this.context.environments, "request.media_origin") ?? "")}${link}`;
    return /^https:\/\//i.test(link) ? link : "";
  };
  engine.registerFilter("image_url", imageUrl);
  engine.registerFilter("img_url", imageUrl);
  engine.registerFilter("url_param", (value: unknown) => encodeURIComponent(String(value ?? "")));
  return engine;
}

/** Parses every Liquid file of a theme (and each section's schema); a file that fails throws naming it. */
export function compileTheme(files: ThemeFiles, assetBase: string): CompiledTheme {
  const engine = themeEngine(files, assetBase);
  const parse = (path: string) => {
    try {
      return engine.parse(files[path] ?? "", path);
    } catch (error) {
      throw new ThemeTemplateError(path, liquidMessage(error));
    }
  };
  const templates = new Map<string, Template[]>();
  const sections = new Map<string, CompiledSection>();
  for (const path of Object.keys(files)) {
    const template = /^templates\/([a-z0-9]+)\.liquid$/.exec(path);
    if (template) templates.set(template[1] ?? "", parse(path));
    const section = /^sections\/([a-z0-9_-]+)\.liquid$/.exec(path);
    if (section) {
      const schema = sectionSchemaOf(files[path] ?? "");
      if ("error" in schema) throw new ThemeTemplateError(path, schema.error);
      sections.set(section[1] ?? "", { template: parse(path), schema: schema.schema });
    }
    if (/^snippets\/.+\.liquid$/.test(path)) parse(path);
  }
  return { engine, layout: parse("layout/theme.liquid"), templates, sections };
}
