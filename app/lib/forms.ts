// One way to parse a form on both sides (ARCHITECTURE rule 3).
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod/v4";
import type { $ZodType } from "zod/v4/core";

/**
 * parseWithZod without conform's automatic coercion. The domain schemas already read HTML form values themselves
 * (`optionalText` turns a missing value into "", `checkbox` reads "on"); conform's coercion would turn "" into
 * undefined *inside* those preprocessors, so an empty optional field failed with '{field} required'.
 */
export function parseForm<Schema extends $ZodType>(formData: FormData | URLSearchParams, schema: Schema) {
  return parseWithZod(formData, { schema, disableAutoCoercion: true });
}

export type ErrorsByKey = Record<string, string[] | null | undefined>;

/**
 * Splits field errors (the schema's or the API's `errors`) into those shown next to a field of the form and the rest,
 * shown as the form's error; with none at all, `fallback` (the API's messages) is the form's error.
 */
export function splitErrors(errors: ErrorsByKey, isField: (key: string) => boolean, fallback: string[] = []) {
  const fields: Record<string, string[]> = {};
  const form: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    if (!messages?.length) continue;
    if (isField(key)) fields[key] = messages;
    else form.push(...messages);
  }
  if (Object.keys(fields).length === 0 && form.length === 0) form.push(...fallback);
  return { errors: fields, formErrors: form };
}

/** A key belongs to the form when its first segment is one of `names` (`rows.0.1` → rows, `conditions[0]` → conditions). */
export function topLevelFields(names: readonly string[]): (key: string) => boolean {
  const set = new Set(names);
  return (key) => set.has(key.split(/[.[]/)[0]);
}

/**
 * A form's own flat schema that feeds a domain schema (rule 3: one schema per form). `toDomain` turns the form's
 * values into the domain's input and names the form field each of the domain's paths is about; the domain's issues
 * come back on those fields, or on the form (`null`). The result is the domain's output.
 */
export function feedsInto<Form, Out>(
  form: z.ZodType<Form>,
  domain: z.ZodType<Out>,
  toDomain: (values: Form) => { input: unknown; fieldOf(path: readonly PropertyKey[]): (string | number)[] | null },
) {
  return form.transform((values, ctx): Out => {
    const { input, fieldOf } = toDomain(values);
    const parsed = domain.safeParse(input);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: fieldOf(issue.path) ?? [] });
    return z.NEVER;
  });
}
