// Browser-side field checks derived from the form's zod schema (ARCHITECTURE rule 3), rendered as attributes for
// the enhance script (app/enhance/validation.ts). The server still parses every submission with the schema itself.
import { getZodConstraint } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";
// Relative, not ~/: the unit tests import this file without the app's path aliases.
import { parseForm } from "../../lib/forms";

export interface FieldRule {
  /** The schema's own message for an empty value ('{field} required'); absent when the field is optional. */
  requiredMessage?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  patternMessage?: string;
}

export type FormRules<Name extends string = string> = Partial<Record<Name, FieldRule>>;

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

/** The rule with its messages in the page's language (`localize` is useMessage()'s, app/lib/i18n.ts). */
export function localizeRule(rule: FieldRule | undefined, localize: (text: string) => string): FieldRule | undefined {
  if (!rule) return rule;
  return {
    ...rule,
    requiredMessage: rule.requiredMessage === undefined ? undefined : localize(rule.requiredMessage),
    patternMessage: rule.patternMessage === undefined ? undefined : localize(rule.patternMessage),
  };
}

/**
 * A field's rule as props of a Mantine input: `required` for assistive technology (labels keep their text: no
 * asterisk), the rest as data for the enhance script.
 */
export function ruleAttributes(rule: FieldRule | undefined) {
  if (!rule) return {};
  return {
    required: rule.requiredMessage !== undefined,
    withAsterisk: false,
    "data-required-message": rule.requiredMessage,
    "data-min-length": rule.minLength,
    "data-max-length": rule.maxLength,
    pattern: rule.pattern,
    "data-pattern-message": rule.patternMessage,
  };
}
