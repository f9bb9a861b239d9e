// What a refused form shows again: conform's `submission.reply()` read without conform's useForm (Tier 1 pages render
// plain inputs). Values and errors are keyed by the inputs' names ("lines[0].quantity").
import type { SubmissionResult } from "@conform-to/react";

const pathOf = (name: string) => name.split(/[.[\]]+/).filter(Boolean);

function valueAt(root: unknown, name: string): unknown {
  let node = root;
  for (const key of pathOf(name)) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

export interface FormState {
  submitted: boolean;
  /** The value posted, or `fallback` when the form was not posted. */
  text(name: string, fallback: string): string;
  checked(name: string, fallback: boolean): boolean;
  error(name: string): string | undefined;
  formErrors: string[];
  /**
   * Where a line was in the posted form (`lines[j].lineId`), or -1. The page comes back with the order as it is now,
   * whose lines to ship or refund may not be the ones posted (another refund took one meanwhile), so kept input and
   * errors are found by the line's id, never by its position on the page.
   */
  lineIndex(lineId: string): number;
}

export function formState(result: SubmissionResult<string[]> | null | undefined): FormState {
  const posted = result?.initialValue ?? null;
  const errors = result?.error ?? {};
  return {
    submitted: !!result,
    text: (name, fallback) => {
      if (!posted) return fallback;
      const v = valueAt(posted, name);
      return typeof v === "string" ? v : v === undefined ? "" : String(v);
    },
    checked: (name, fallback) => (posted ? valueAt(posted, name) === "on" || valueAt(posted, name) === "true" : fallback),
    error: (name) => errors[name]?.[0] ?? undefined,
    formErrors: errors[""] ?? [],
    lineIndex: (lineId) => {
      const lines = valueAt(posted, "lines");
      return Array.isArray(lines) ? lines.findIndex((l) => valueAt(l, "lineId") === lineId) : -1;
    },
  };
}

/** The API's field keys ("lines.0.quantity") as the form's input names ("lines[0].quantity"). */
export function fieldErrorsOf(apiErrors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(apiErrors).map(([key, messages]) => [key.replace(/\.(\d+)(?=\.|$)/g, "[$1]"), messages]));
}
