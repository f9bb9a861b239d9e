import { describe, expect, it } from "vitest";
import { NAMESPACES, createI18n, localizeWith, resources, type Locale } from "../../domain/i18n";
import { createReader, translatorOf } from "../../domain/i18n/reader";
import { messages } from "../../domain/messages";

// A hydrated page renders its texts in the browser with the reader and on the server with i18next: the markup must be
// the same, or React throws the server's HTML away. Every text of every namespace, both languages, through both.

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );

/** A key as code asks for it: a plural's suffix dropped ("items_one" → "items"). */
const asked = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");

describe.each(["en", "vi"] as Locale[])("the browser's reader says what i18next says (%s)", (locale) => {
  const i18next = translatorOf(createI18n(locale));
  const reader = createReader(locale, resources[locale]);

  it.each(NAMESPACES)("every text of %s, with its values, counts and a value left out", (ns) => {
    const differences: string[] = [];
    for (const [key, text] of leaves(resources[locale][ns] as Tree)) {
      const names = [...text.matchAll(/\{\{-?\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!);
      const values = Object.fromEntries(names.map((name) => [name, `«${name}»`]));
      // Field labels are English words read whole (catalog.ts): no separators in them.
      const base = ns === "fields" ? ({ ns, keySeparator: false, nsSeparator: false } as const) : { ns };
      const cases = [{ ...base, ...values }, base, ...[0, 1, 2, 5, 21].map((count) => ({ ...base, ...values, count }))];
      for (const options of cases) {
        for (const form of ns === "fields" ? [key] : [asked(key), `${ns}:${asked(key)}`]) {
          const expected = i18next.t(form, options);
          if (reader.t(form, options) !== expected) differences.push(`${form} ${JSON.stringify(options)}: ${reader.t(form, options)} ≠ ${expected}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it("agrees on keys that do not exist, and on exists()", () => {
    for (const key of ["no.such.key", "common:no.such", "list.selected", "auth:signIn.title", "Email"]) {
      expect(reader.t(key), key).toBe(i18next.t(key));
      expect(reader.exists(key), key).toBe(i18next.exists(key));
      expect(reader.exists(key, { ns: "fields", keySeparator: false, nsSeparator: false }), key).toBe(
        i18next.exists(key, { ns: "fields", keySeparator: false, nsSeparator: false }),
      );
    }
  });

  it("localizes SPEC's messages the same way (field labels included)", () => {
    for (const text of [messages.required("Email"), messages.required("Store name"), messages.minLength(8), messages.email, "Not a known message"]) {
      expect(localizeWith(reader, text), text).toBe(localizeWith(i18next, text));
    }
  });
});
