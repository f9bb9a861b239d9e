import { useForm, type DefaultValue } from "@conform-to/react";
import type { EditorActionData } from "./types";

/**
 * The editor's conform form, rendered on the server (Tier 1: no React in the browser). Its values are the record's
 * (`defaultValue`) until an action answers; then they are the input as posted (`result.initialValue`), with the
 * errors by field name. `error(name)` reads any field's first error, nested names included (`rows[0][1]`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform's own bound for a form's values
export function useEditorForm<Values extends Record<string, any>>(id: string, defaultValue: Values, actionData: EditorActionData | undefined) {
  const lastResult = actionData?.result;
  const [form, fields] = useForm<Values>({ id, lastResult, defaultValue: defaultValue as DefaultValue<Values> });
  const values = (form.initialValue ?? {}) as Record<string, unknown>;
  const error = (name: string): string | undefined => form.allErrors[name]?.[0];
  return { id, form, fields, values, error, actionData, lastResult };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EditorForm<Values extends Record<string, any> = Record<string, unknown>> = ReturnType<typeof useEditorForm<Values>>;
