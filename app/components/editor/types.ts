// What an editor's action answers and its page reads: conform's reply for the form, plus the kit's own states.
import type { SubmissionResult } from "@conform-to/react";

/** A save refused with 409 (ARCHITECTURE rule 9, ADR 007): what the page needs to show the one conflict view. */
export interface EditorConflict {
  /** The version saved now: "Keep my changes" saves against it. */
  version: number;
  updatedAt: string;
  message: string;
  /** Labels of the fields only the other person changed, now in the form with their value (editors with a merge). */
  taken: string[];
  /** Fields both changed differently: the form keeps the user's value, the view shows both. */
  clashes: { label: string; saved: string; yours: string }[];
  /** Whether the editor merges (ADR 007): without, the form simply keeps the user's input. */
  merged: boolean;
}

export interface EditorActionData {
  intent: string;
  /** conform's reply: the input as typed (`initialValue`) and the errors by field name ("" is the form's). */
  result?: SubmissionResult<string[]>;
  conflict?: EditorConflict;
  /** A refused delete or another form's refusal: shown above the editor's form, which itself is untouched. */
  pageError?: string;
}

/**
 * Action data of another form of the page (media, pixels …) is not the editor's: only `intent` marks it as ours.
 * With `intents`, only those: a page with two conform forms (the variant and its product's options) tells them apart.
 */
export function editorData<T extends EditorActionData = EditorActionData>(actionData: object | undefined, intents?: readonly string[]): T | undefined {
  if (!actionData || !("intent" in actionData)) return undefined;
  return !intents || intents.includes(String(actionData.intent)) ? (actionData as T) : undefined;
}
