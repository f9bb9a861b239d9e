import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Switch, Textarea, TextInput, type SwitchProps, type TextareaProps, type TextInputProps } from "@mantine/core";

// conform reports a field's errors only once it has been validated: after the user leaves it (blur) or after
// the server answered a submission. So SPEC §5 "errors show only after the field is touched" holds by passing
// `field.errors` straight through.
type AnyField = FieldMetadata<unknown>;

export function fieldError(field: AnyField): string | undefined {
  return field.errors?.[0];
}

export function TextField({
  field,
  type = "text",
  ...props
}: { field: AnyField; type?: "text" | "email" | "url" | "search" | "tel" } & Omit<TextInputProps, "name" | "defaultValue" | "type">) {
  const { key, ...input } = getInputProps(field, { type });
  return <TextInput key={key} {...input} error={fieldError(field)} {...props} />;
}

export function TextareaField({ field, ...props }: { field: AnyField } & Omit<TextareaProps, "name" | "defaultValue">) {
  const { key, ...input } = getTextareaProps(field);
  return <Textarea key={key} {...input} error={fieldError(field)} {...props} />;
}

/** A real checkbox underneath, so it submits `on` without JavaScript. */
export function SwitchField({ field, ...props }: { field: AnyField } & Omit<SwitchProps, "name" | "defaultChecked">) {
  const { key, ...input } = getInputProps(field, { type: "checkbox" });
  return <Switch key={key} {...input} error={fieldError(field)} {...props} />;
}

export function HiddenField({ field }: { field: AnyField }) {
  const { key, ...input } = getInputProps(field, { type: "hidden" });
  return <input key={key} {...input} />;
}
