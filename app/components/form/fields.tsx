import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { NativeSelect, Switch, Textarea, TextInput, type NativeSelectProps, type SwitchProps, type TextareaProps, type TextInputProps } from "@mantine/core";
import { useMessage } from "~/lib/i18n";
import { localizeRule, ruleAttributes, type FieldRule } from "./rule-attributes";

// The server renders the errors conform returns after a submission. SPEC §5 "errors show only after the field is
// touched" is the enhance script's part: it checks `rule` (see rules.ts) when the user leaves a field.
type AnyField = FieldMetadata<unknown>;

export function fieldError(field: AnyField): string | undefined {
  return field.errors?.[0];
}

/** The field's error and rule in the page's language (the schema and the API say them in English; ADR 034). */
function useLocalized(field: AnyField, rule: FieldRule | undefined) {
  const localize = useMessage();
  const error = fieldError(field);
  return { error: error === undefined ? undefined : localize(error), rule: localizeRule(rule, localize) };
}

export function TextField({
  field,
  rule,
  type = "text",
  ...props
}: { field: AnyField; rule?: FieldRule; type?: "text" | "email" | "url" | "search" | "tel" } & Omit<TextInputProps, "name" | "defaultValue" | "type">) {
  const { key, ...input } = getInputProps(field, { type });
  const localized = useLocalized(field, rule);
  return <TextInput key={key} {...input} {...ruleAttributes(localized.rule)} error={localized.error} {...props} />;
}

export function TextareaField({ field, rule, ...props }: { field: AnyField; rule?: FieldRule } & Omit<TextareaProps, "name" | "defaultValue">) {
  const { key, ...input } = getTextareaProps(field);
  const localized = useLocalized(field, rule);
  return <Textarea key={key} {...input} {...ruleAttributes(localized.rule)} error={localized.error} {...props} />;
}

/** A native select (works without JavaScript, ARCHITECTURE rule 8). */
export function SelectField({ field, ...props }: { field: AnyField } & Omit<NativeSelectProps, "name" | "defaultValue">) {
  const { key, ...input } = getSelectProps(field);
  const { error } = useLocalized(field, undefined);
  // conform leaves an empty value undefined: then no option is `selected` as served, and the dirty guard (which
  // compares each option with its default) would take the untouched select for a change.
  return <NativeSelect key={key} {...input} defaultValue={input.defaultValue ?? ""} error={error} {...props} />;
}

/** A real checkbox underneath, so it submits `on` without JavaScript. */
export function SwitchField({ field, ...props }: { field: AnyField } & Omit<SwitchProps, "name" | "defaultChecked">) {
  const { key, ...input } = getInputProps(field, { type: "checkbox" });
  const { error } = useLocalized(field, undefined);
  return <Switch key={key} {...input} error={error} {...props} />;
}

export function HiddenField({ field }: { field: AnyField }) {
  const { key, ...input } = getInputProps(field, { type: "hidden" });
  return <input key={key} {...input} />;
}
