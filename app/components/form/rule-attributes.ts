// A field's browser checks as markup, without zod: what a Tier 2 page (ADR 033) may import. The rules themselves are
// derived from the form's schema by rules.ts, on the server.
// Relative, not ~/: the unit tests import this file without the app's path aliases.
import { enhance } from "../../enhance/attributes";

export interface FieldRule {
  /** The schema's own message for an empty value ('{field} required'); absent when the field is optional. */
  requiredMessage?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  patternMessage?: string;
}

export type FormRules<Name extends string = string> = Partial<Record<Name, FieldRule>>;

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
    pattern: rule.pattern,
    ...enhance.rules(rule),
  };
}
