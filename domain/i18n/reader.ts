// What a component needs to say a text: `t` and `exists` over one language's resources. On the server the request's
// i18next instance is the translator (translatorOf); in the browser of a hydrated page it is this reader over the
// resources the page carried (ADR 034). The reader covers the part of i18next the texts use (nested keys, `ns:` prefixes,
// {{values}}, plurals by count), so the browser renders what the server rendered without i18next's 20 KB:
// tests/domain/i18n-reader.test.ts says every text of every namespace through both and compares.
import type { I18n } from "./core";

export interface TOptions {
  ns?: string;
  count?: number;
  keySeparator?: false | string;
  nsSeparator?: false | string;
  [value: string]: unknown;
}

export interface Translator {
  readonly language: string;
  t(key: string, options?: TOptions): string;
  exists(key: string, options?: TOptions): boolean;
  /** A namespace's resources in this language (what a hydrated page carries). */
  bundle(ns: string): unknown;
}

type Tree = { [key: string]: unknown };

/** The request's i18next instance as a translator (the server). */
export function translatorOf(i18n: I18n): Translator {
  const t = i18n.t as unknown as (key: string, options?: TOptions) => string;
  return {
    language: i18n.language,
    t: (key, options) => t(key, options),
    exists: (key, options) => i18n.exists(key, options as never),
    bundle: (ns) => i18n.getResourceBundle(i18n.language, ns) as unknown,
  };
}

/** A translator over one language's resources, by namespace (the browser of a hydrated page). */
export function createReader(language: string, resources: Partial<Record<string, unknown>>): Translator {
  const plurals = new Intl.PluralRules(language);

  function split(key: string, options: TOptions): { ns: string; rest: string; path: string[] } {
    const nsSeparator = options.nsSeparator ?? ":";
    const at = nsSeparator === false ? -1 : key.indexOf(nsSeparator);
    const ns = at > 0 ? key.slice(0, at) : (options.ns ?? "common");
    const rest = at > 0 ? key.slice(at + (nsSeparator as string).length) : key;
    const keySeparator = options.keySeparator ?? ".";
    return { ns, rest, path: keySeparator === false ? [rest] : rest.split(keySeparator) };
  }

  function find(ns: string, path: string[]): string | undefined {
    let node: unknown = resources[ns];
    for (const part of path) node = node && typeof node === "object" ? (node as Tree)[part] : undefined;
    return typeof node === "string" ? node : undefined;
  }

  function lookup(key: string, options: TOptions): string | undefined {
    const { ns, path } = split(key, options);
    if (typeof options.count === "number") {
      const last = path.length - 1;
      const suffixed = (suffix: string) => find(ns, [...path.slice(0, last), `${path[last]}_${suffix}`]);
      const text = (options.count === 0 ? suffixed("zero") : undefined) ?? suffixed(plurals.select(options.count));
      if (text !== undefined) return text;
    }
    return find(ns, path);
  }

  function interpolate(text: string, values: TOptions): string {
    // A value not given stays as its placeholder, as i18next leaves it.
    return text.replace(/\{\{-?\s*([^}]+?)\s*\}\}/g, (placeholder, name: string) => {
      const value = name.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Tree)[part] : undefined), values);
      return value === undefined ? placeholder : String(value);
    });
  }

  return {
    language,
    t: (key, options = {}) => {
      const text = lookup(key, options);
      return text === undefined ? split(key, options).rest : interpolate(text, options);
    },
    exists: (key, options = {}) => lookup(key, options) !== undefined,
    bundle: (ns) => resources[ns],
  };
}

/**
 * The request's translator, remembering which keys of the flat catalogue namespaces (`messages`, `fields`) its render
 * said; its bundle of those holds only them. A hydrated page's texts are all rendered on the server first (its forms
 * post as documents, ADR 033), so the browser needs the catalogue entries the render used, not the whole catalogue
 * (3.4 KB gzip of every hydrated page's HTML). The root writes the payload after the page's content, so the render has
 * asked for them by then.
 */
export function keepingUsed(translator: Translator, flat: readonly string[]): Translator {
  const used = new Map(flat.map((ns) => [ns, new Set<string>()]));
  const note = (key: string, options?: TOptions) => {
    const at = options?.nsSeparator === false ? -1 : key.indexOf(":");
    const [ns, name] = at > 0 ? [key.slice(0, at), key.slice(at + 1)] : [options?.ns ?? "common", key];
    used.get(ns)?.add(name);
  };
  return {
    language: translator.language,
    t: (key, options) => {
      note(key, options);
      return translator.t(key, options);
    },
    exists: (key, options) => {
      const found = translator.exists(key, options);
      if (found) note(key, options);
      return found;
    },
    bundle: (ns) => {
      const full = translator.bundle(ns) as Record<string, unknown> | undefined;
      const keys = used.get(ns);
      return keys && full ? Object.fromEntries([...keys].filter((key) => key in full).map((key) => [key, full[key]])) : full;
    },
  };
}
