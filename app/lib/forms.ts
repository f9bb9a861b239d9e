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
