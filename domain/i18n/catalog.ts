// Code says its messages in English: SPEC §5/§8 word for word, schemas built once at start, API answers, toasts. This
// catalogue says such a message in the reader's language at the edge (the API's error answer, a rendered field error
// or toast), by finding the entry of the `messages` namespace it came from: by its text, or by its template
// ('{{field}} required' matches "Email required"). A message it does not know passes unchanged.
// It reads only the English `messages` (the source texts); the translation comes from the instance it is given.
import type { I18n } from "./core";
import { messages as en } from "./en/messages";

type MessageKey = keyof typeof en;

const exact = new Map<string, MessageKey>();
const templates: { key: MessageKey; pattern: RegExp; names: string[] }[] = [];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const [key, text] of Object.entries(en) as [MessageKey, string][]) {
  const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
  if (names.length === 0) exact.set(text, key);
  else templates.push({ key, pattern: new RegExp(`^${text.split(/\{\{\w+\}\}/).map(escape).join("(.+?)")}$`, "s"), names });
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
 * `text` in the instance's language (which must hold the `messages` and `fields` namespaces). A field's label inside a
 * message ("Store name required") is looked up in `fields`; a label that namespace lacks stays as written.
 */
export function localizeWith(i18n: I18n, text: string): string {
  if (i18n.language === "en" || !text) return text;
  const found = findMessage(text);
  if (!found) return text;
  const values: Record<string, string> = { ...found.values };
  const field = values.field;
  if (field !== undefined && i18n.exists(field, { ns: "fields", keySeparator: false, nsSeparator: false })) {
    values.field = i18n.t(field as never, { ns: "fields", keySeparator: false, nsSeparator: false });
  }
  // The values are the message's own, matched from its template: no key can check them.
  const t = i18n.t as (key: string, options: Record<string, unknown>) => string;
  return t(found.key, { ns: "messages", ...values });
}
