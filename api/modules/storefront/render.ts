// Renders one storefront page with a theme: the template's sections in the order settings_data gives, then the
// template, then layout/theme.liquid around it. Each part is rendered on its own, so a section that fails (a limit, a
// runtime error) costs only itself: staff see an error block naming it, shoppers see nothing of it. Never a 500,
// never a stack trace.
import type { Template } from "liquidjs";
import {
  SettingsDataSchema,
  SettingsSchemaSchema,
  type SectionSchema,
  type SettingDefinition,
  type SettingsData,
  type TemplateName,
  type ThemeFiles,
} from "../../../domain/themes";
import { compileTheme, liquidMessage, type CompiledTheme } from "../themes/liquid";

export interface ThemeForRender {
  id: string;
  version: number;
  files: ThemeFiles;
}

interface PreparedTheme {
  compiled: CompiledTheme | null;
  compileError: string | null;
  data: SettingsData;
  settings: Record<string, unknown>;
  /** The theme settings' definitions, to clean an editor's unsaved settings the same way. */
  defs: SettingDefinition[];
}

const COLOR_RE = /^#[0-9a-f]{3}([0-9a-f]{3})?([0-9a-f]{2})?$/i;

/**
 * A setting's value as a template may use it: colours must be hex colours (a value that is not falls back to the
 * default), so a merchant's or an upload's text cannot break out of a CSS context; everything else is escaped on output.
 */
function cleanSetting(def: SettingDefinition | undefined, value: unknown): unknown {
  if (!def) return value;
  const fallback = def.default ?? (def.type === "checkbox" ? false : def.type === "number" ? 0 : "");
  if (value === undefined) return fallback;
  if (def.type === "color") return typeof value === "string" && COLOR_RE.test(value) ? value : COLOR_RE.test(String(fallback)) ? fallback : "#000000";
  if (def.type === "number") return Number.isFinite(Number(value)) ? Math.max(0, Math.min(1000, Number(value))) : fallback;
  if (def.type === "checkbox") return value === true || value === "true";
  if (def.type === "select") return def.options?.some((o) => o.value === value) ? value : fallback;
  if (def.type === "url") return typeof value === "string" && /^(\/(?!\/)|https?:\/\/)/i.test(value) ? value : "";
  if (def.type === "image") return typeof value === "string" && /^(\/(?!\/)|https:\/\/)/i.test(value) ? value : "";
  return value;
}

function settingsFrom(defs: readonly SettingDefinition[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const def of defs) out[def.id] = cleanSetting(def, values[def.id]);
  return out;
}

const safeJson = (source: string | undefined): unknown => {
  try {
    return source ? JSON.parse(source) : undefined;
  } catch {
    return undefined;
  }
};

const cache = new Map<string, PreparedTheme>();
const CACHE_MAX = 64;

export const isThemePrepared = (id: string, version: number, assetBase: string) => cache.has(`${id}:${version}:${assetBase}`);

/** A theme parsed once per version (themes are stored whole and every change bumps the version). */
export function prepareTheme(theme: ThemeForRender, assetBase: string): PreparedTheme {
  const key = `${theme.id}:${theme.version}:${assetBase}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  let compiled: CompiledTheme | null = null;
  let compileError: string | null = null;
  try {
    compiled = compileTheme(theme.files, assetBase);
  } catch (error) {
    compileError = `${(error as { path?: string }).path ?? "theme"}: ${liquidMessage(error)}`;
  }
  const data = SettingsDataSchema.safeParse(safeJson(theme.files["config/settings_data.json"]) ?? {});
  const schema = SettingsSchemaSchema.safeParse(safeJson(theme.files["config/settings_schema.json"]) ?? []);
  const defs = schema.success ? schema.data.flatMap((g) => g.settings) : [];
  const settingsData = data.success ? data.data : { settings: {}, templates: {} };
  const prepared = { compiled, compileError, data: settingsData, settings: settingsFrom(defs, settingsData.settings), defs };
  cache.set(key, prepared);
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
  return prepared;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export interface RenderOptions {
  /** Staff (a preview) see what failed; shoppers never do. */
  staff: boolean;
  /** The theme editor's unsaved settings_data, rendered instead of the theme's own (ADR 071). */
  settingsData?: SettingsData;
  log?: (entry: Record<string, unknown>) => void;
}

function errorBlock(part: string, error: unknown, opts: RenderOptions): string {
  opts.log?.({ level: "warn", msg: "theme render failed", part, error: liquidMessage(error) });
  return opts.staff ? `<div class="theme-error" role="alert">Liquid error in ${escapeHtml(part)}: ${escapeHtml(liquidMessage(error))}</div>` : "";
}

/**
 * Rendered synchronously: a theme's partials are its own in-memory snippets and its filters are plain functions, so
 * nothing waits, and liquidjs's async driver (a promise per tag and output) was the renderer's largest cost (ADR 076).
 * The parse, render and memory limits hold the same way.
 */
async function renderPart(compiled: CompiledTheme, template: Template[], scope: Record<string, unknown>): Promise<string> {
  return compiled.engine.renderSync(template, scope) as string;
}

function sectionScope(id: string, instance: SettingsData["templates"][TemplateName], schema: SectionSchema) {
  const s = instance?.sections[id];
  if (!s) return null;
  const blockDefs = new Map(schema.blocks.map((b) => [b.type, b.settings]));
  return {
    id,
    type: s.type,
    settings: settingsFrom(schema.settings, s.settings),
    blocks: s.blocks.map((b, i) => ({ id: `${id}-${i}`, type: b.type, settings: settingsFrom(blockDefs.get(b.type) ?? [], b.settings) })),
  };
}

/** The page's HTML. `context` is the Liquid scope (shop, settings are added here). */
export async function renderStorefrontPage(
  theme: ThemeForRender,
  template: TemplateName,
  context: Record<string, unknown>,
  opts: RenderOptions & { assetBase: string },
): Promise<string> {
  const prepared = prepareTheme(theme, opts.assetBase);
  const compiled = prepared.compiled;
  if (!compiled) return fallbackPage(context, errorBlock("theme", new Error(prepared.compileError ?? "invalid theme"), opts));
  const data = opts.settingsData ?? prepared.data;
  const scope: Record<string, unknown> = { ...context, settings: opts.settingsData ? settingsFrom(prepared.defs, data.settings) : prepared.settings };
  const sections = data.templates[template];
  const rendered: string[] = [];
  for (const id of sections?.order ?? []) {
    const type = sections?.sections[id]?.type ?? "";
    const section = compiled.sections.get(type);
    const own = section ? sectionScope(id, sections, section.schema) : null;
    if (!section || !own) {
      rendered.push(errorBlock(`sections/${type || id}`, new Error("section not found"), opts));
      continue;
    }
    try {
      rendered.push(
        `<div id="section-${escapeHtml(id)}" class="section section-${escapeHtml(type)}">${await renderPart(compiled, section.template, { ...scope, section: own })}</div>`,
      );
    } catch (error) {
      rendered.push(errorBlock(`sections/${type}.liquid`, error, opts));
    }
  }
  const sectionsHtml = rendered.join("\n");
  const page = compiled.templates.get(template);
  let body = sectionsHtml;
  if (page) {
    try {
      body = await renderPart(compiled, page, { ...scope, content_for_sections: sectionsHtml });
    } catch (error) {
      body = errorBlock(`templates/${template}.liquid`, error, opts);
    }
  }
  try {
    return await renderPart(compiled, compiled.layout, { ...scope, content_for_layout: body });
  } catch (error) {
    return fallbackPage(context, errorBlock("layout/theme.liquid", error, opts) + body);
  }
}

/** A bare page when the theme's layout cannot render: the content still reaches the shopper. */
function fallbackPage(context: Record<string, unknown>, body: string): string {
  const shop = (context.shop ?? {}) as { name?: string; locale?: string };
  const title = escapeHtml(String(context.page_title ?? shop.name ?? ""));
  return `<!doctype html><html lang="${escapeHtml(String(shop.locale ?? "vi"))}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main>${body}</main></body></html>`;
}
