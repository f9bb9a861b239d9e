// Browser-side field checks derived from the form's zod schema (ARCHITECTURE rule 3), rendered as attributes for
// the enhance script (app/enhance/validation.ts). The server still parses every submission with the schema itself.
import { getZodConstraint } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";
// Relative, not ~/: the unit tests import this file without the app's path aliases.
import { parseForm } from "../../lib/forms";
import type { FormRules } from "./rule-attributes";

// The zod-free half, re-exported for the server's and Tier 1's callers.
export { localizeRule, ruleAttributes, type FieldRule, type FormRules } from "./rule-attributes";

/**
 * The rules of each field: lengths from conform's `getZodConstraint`, required from what the schema answers to an
 * empty form (the domain's preprocessed fields look required to getZodConstraint even when "" is fine). Patterns
 * the schema checks with a refinement are passed in with their message.
 */
export function formRules<Name extends string = string>(
  schema: $ZodType,
  patterns: Partial<Record<NoInfer<Name>, { pattern: RegExp; message: string }>> = {},
): FormRules<Name> {
  const constraints = getZodConstraint(inputOf(schema));
  const empty = parseForm(new URLSearchParams(), schema);
  const emptyErrors = empty.status === "error" ? (empty.error ?? {}) : {};
  const rules: FormRules<Name> = {};
  for (const [name, constraint] of Object.entries(constraints)) {
    const requiredMessage = emptyErrors[name]?.[0];
    const minLength = constraint.minLength && constraint.minLength > 1 ? constraint.minLength : undefined;
    const pattern = patterns[name as Name];
    rules[name as Name] = {
      requiredMessage,
      minLength,
      maxLength: constraint.maxLength,
      pattern: pattern?.pattern.source,
      patternMessage: pattern?.message,
    };
  }
  return rules;
}

/** A schema with a `.transform()` is a pipe, which getZodConstraint refuses: its input half holds the fields' rules. */
function inputOf(schema: $ZodType): $ZodType {
  const def = schema._zod.def as { type: string; in?: $ZodType };
  return def.type === "pipe" && def.in ? inputOf(def.in) : schema;
}
