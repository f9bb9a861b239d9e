// Code says its messages in English: SPEC §5/§8 word for word, schemas built once at start, API answers, toasts. This
// catalogue says such a message in the reader's language at the edge (the API's error answer, a rendered field error
// or toast), by finding the entry of the `messages` namespace it came from: by its text, or by its template
// ('{{field}} required' matches "Email required"). A message it does not know passes unchanged.
// It reads only the English `messages` (the source texts); the translation comes from the translator it is given
// (the server's i18next instance, or a hydrated page's reader: reader.ts).
import type { Translator } from "./reader";
import { messages as en } from "./en/messages";

type MessageKey = keyof typeof en;

const exact = new Map<string, MessageKey>();
const templates: { key: MessageKey; pattern: RegExp; names: string[] }[] = [];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const [key, text] of Object.entries(en) as [MessageKey, string][]) {
  const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
  if (names.length === 0) exact.set(text, key);
  else
    templates.push({
      key,
      pattern: new RegExp(
        `^${text
          .split(/\{\{\w+\}\}/)
          .map(escape)
          .join("(.+?)")}$`,
        "s",
      ),
      names,
    });
}

/** The entry an English message comes from, with its values ("Email required" → required, { field: "Email" }). */
export function findMessage(text: string): { key: MessageKey; values: Record<string, string> } | null {
  const key = exact.get(text);
  if (key) return { key, values: {} };
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (match) return { key: template.key, values: Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!])) };
  }
  return null;
}

/**
 * `text` in the translator's language (which must hold the `messages` and `fields` namespaces). A field's label inside a
 * message ("Store name required") is looked up in `fields`; a label that namespace lacks stays as written.
 */
export function localizeWith(translator: Translator, text: string): string {
  if (translator.language === "en" || !text) return text;
  const found = findMessage(text);
  if (!found) return text;
  const values: Record<string, string> = { ...found.values };
  const field = values.field;
  const asLabel = { ns: "fields", keySeparator: false, nsSeparator: false } as const;
  if (field !== undefined && translator.exists(field, asLabel)) values.field = translator.t(field, asLabel);
  return translator.t(found.key, { ns: "messages", ...values });
}
