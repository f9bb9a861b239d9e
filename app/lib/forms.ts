// One way to parse a form on both sides (ARCHITECTURE rule 3).
import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";

/**
 * parseWithZod without conform's automatic coercion. The domain schemas already read HTML form values themselves
 * (`optionalText` turns a missing value into "", `checkbox` reads "on"); conform's coercion would turn "" into
 * undefined *inside* those preprocessors, so an empty optional field failed with '{field} required'.
 */
export function parseForm<Schema extends $ZodType>(formData: FormData | URLSearchParams, schema: Schema) {
  return parseWithZod(formData, { schema, disableAutoCoercion: true });
}
