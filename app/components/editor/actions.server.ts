// The editor screen kit's server half: what a create, update or delete action does, configured per area by its
// `editor.server.ts` (ARCHITECTURE rules 3, 4, 5, 9). Parse with the form's one schema (conform), make one API call,
// and answer one way: a redirect with a toast, or conform's reply with the input kept.
import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";
import type { $ZodType } from "zod/v4/core";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError, type ApiError } from "~/api-client/errors";
import { parseForm } from "~/lib/forms";
import { redirectWithToast, type ToastContext } from "~/lib/toast.server";
import { conformName } from "./names";
import { describeMerge, mergeConflict, type MergeFields } from "./merge";
import type { EditorActionData } from "./types";

export type EditorApi = Pick<ApiClients, "store">;
interface Versioned {
  /** A store's one settings record has none (ADR 054): the id the kit passes on is then unused. */
  _id?: string;
  version: number;
  updatedAt: string;
}

/** One area's editor: its schemas, its API calls, where it goes and what it says. */
export interface EditorConfig<Dto extends Versioned> {
  /** "Feed": toasts say "Feed created", "Feed updated", "Feed deleted" (unless `toasts` words them). */
  noun: string;
  /** The toasts in the request's language (an area builds its config per request with `requestT`); default: English from `noun`. */
  toasts?: { created: string; updated: string; deleted: string };
  schemas: { create: $ZodType; update: $ZodType };
  /** The form's top-level field names: an API error keyed by another name is the form's error. */
  fields: readonly string[];
  create?(api: EditorApi, value: never): Promise<{ _id: string }>;
  update?(api: EditorApi, id: string, value: never): Promise<unknown>;
  remove?(api: EditorApi, id: string, version: number | undefined): Promise<unknown>;
  /** The record saved now when an error is an edit conflict (409), else null. */
  conflicting(error: unknown): Dto | null;
  conflictMessage: string;
  /** Where the editor of a record is; after a create or an update the page goes there. */
  editorUrl(id: string): string;
  /** Where a delete goes (the list). */
  listUrl: string;
  /** After a create, when not the new record's editor (a variant goes back to its product). */
  createdUrl?(created: { _id: string }): string;
  /** The posted form as the schema should read it (a collection drops its blank condition rows, so error indexes match). */
  prepare?(formData: FormData): FormData;
  /** ADR 007's field merge of a conflict; without it the form keeps the user's input as it is. */
  merge?: MergeFields<string, Dto>;
  /** Fields no answer sends back, even as the user typed them (ADR 057: a channel's API keys come back blank). */
  hideFields?: readonly string[];
}

type AnyConfig = EditorConfig<Versioned>;

/** An API failure as conform's reply: field errors on the form's fields, the rest (or the API's messages) on the form. */
export function replyWithApiError(submission: Submission<unknown>, error: ApiError, fields: readonly string[], hideFields: readonly string[] = []) {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    if (fields.includes(key.split(/[.[]/)[0])) fieldErrors[conformName(key)] = messages;
    else formErrors.push(...messages);
  }
  if (Object.keys(fieldErrors).length === 0 && formErrors.length === 0) formErrors.push(...error.messages);
  return submission.reply({ formErrors, fieldErrors, hideFields: [...hideFields] });
}

const hidden = (config: AnyConfig) => ({ hideFields: [...(config.hideFields ?? [])] });

export const refused = (intent: string, status: number, rest: Omit<EditorActionData, "intent">) => data<EditorActionData>({ intent, ...rest }, { status });

/**
 * An intent that only re-renders the form with the input kept (add a condition row, a table button, a search): nothing
 * is saved. `formError` refuses it with a reason (a limit reached).
 */
export function redraw<Extra extends object>(intent: string, initialValue: Record<string, unknown>, formError?: string, extra?: Extra) {
  const result = {
    initialValue: initialValue as NonNullable<EditorActionData["result"]>["initialValue"],
    ...(formError ? { status: "error" as const, error: { "": [formError] } } : {}),
  };
  const answer = { intent, result, ...extra } as EditorActionData & Partial<Extra>;
  return data(answer, { status: formError ? 400 : 200 });
}

/** A record version posted by a form, or undefined when there is none (the API then does not check it). */
export function postedVersion(formData: FormData, name = "version"): number | undefined {
  const version = Number(formData.get(name));
  return Number.isInteger(version) && version > 0 ? version : undefined;
}

export async function createRecord(config: AnyConfig, context: ToastContext, api: EditorApi, posted: FormData) {
  const formData = config.prepare ? config.prepare(posted) : posted;
  const submission = parseForm(formData, config.schemas.create);
  if (submission.status !== "success") return refused("save", 400, { result: submission.reply(hidden(config)) });
  try {
    const created = await config.create!(api, submission.value as never);
    const to = config.createdUrl ? config.createdUrl(created) : config.editorUrl(created._id);
    return redirectWithToast(context, to, { kind: "success", message: config.toasts?.created ?? `${config.noun} created` });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return refused("save", 400, { result: replyWithApiError(submission, error, config.fields, config.hideFields) });
  }
}

/**
 * Save, or after a conflict "overwrite": the user saw the newer version and chose to keep their input, so the save goes
 * against that version (`latestVersion`) instead of the one the page was opened with.
 */
export async function updateRecord(config: AnyConfig, context: ToastContext, api: EditorApi, id: string, posted: FormData, intent: string) {
  const formData = config.prepare ? config.prepare(posted) : posted;
  const latest = formData.get("latestVersion");
  if (intent === "overwrite" && typeof latest === "string") formData.set("version", latest);
  const submission = parseForm(formData, config.schemas.update);
  if (submission.status !== "success") return refused(intent, 400, { result: submission.reply(hidden(config)) });
  try {
    await config.update!(api, id, submission.value as never);
    return redirectWithToast(context, config.editorUrl(id), { kind: "success", message: config.toasts?.updated ?? `${config.noun} updated` });
  } catch (error) {
    const current = config.conflicting(error);
    if (current) return conflictReply(config, intent, submission, current, formData.get("base"));
    if (!isApiError(error)) throw error;
    return refused(intent, 400, { result: replyWithApiError(submission, error, config.fields, config.hideFields) });
  }
}

// 409, not 400: the input was fine, the record moved on. The form keeps the user's input; with a merge, fields only
// the other person changed take their value.
function conflictReply(config: AnyConfig, intent: string, submission: Submission<unknown>, current: Versioned, base: unknown) {
  const reply = submission.reply({ formErrors: [config.conflictMessage], ...hidden(config) });
  const head = { version: current.version, updatedAt: current.updatedAt, message: config.conflictMessage };
  if (!config.merge) return refused(intent, 409, { result: reply, conflict: { ...head, taken: [], clashes: [], merged: false } });
  const merge = mergeConflict(config.merge, submission.payload, current, base);
  const shown = describeMerge(config.merge, merge, submission.payload, current);
  return refused(intent, 409, { result: { ...reply, initialValue: merge.values }, conflict: { ...head, ...shown, merged: true } });
}

export async function deleteRecord(config: AnyConfig, context: ToastContext, api: EditorApi, id: string, formData: FormData) {
  try {
    await config.remove!(api, id, postedVersion(formData));
    return redirectWithToast(context, config.listUrl, { kind: "success", message: config.toasts?.deleted ?? `${config.noun} deleted` });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const conflict = config.conflicting(error) !== null;
    const message = conflict ? `${config.conflictMessage} Nothing was deleted.` : error.messages.join(" ");
    return refused("delete", conflict ? 409 : 400, { pageError: message });
  }
}

/** A route's intent: the posted one (a plain submit posts none: `fallback`) if it is one of `intents`. */
export function intentOf<I extends string>(formData: FormData, intents: readonly I[], fallback: NoInfer<I>): I | null {
  const intent = formData.get("intent") ?? fallback;
  return intents.find((i) => i === intent) ?? null;
}

export const unknownIntent = () => new Response("Unknown intent", { status: 400 });

/**
 * The usual editor action after its guard: create (no id) or save / overwrite / delete (an id), one switch.
 * Areas with intents of their own handle those first and pass the rest here.
 */
export function editorAction(config: AnyConfig, context: ToastContext, api: EditorApi, id: string | null, formData: FormData) {
  const intent = intentOf(formData, ["save", "overwrite", "delete"], "save");
  switch (intent) {
    case "save":
    case "overwrite":
      return id === null ? createRecord(config, context, api, formData) : updateRecord(config, context, api, id, formData, intent);
    case "delete":
      if (id !== null) return deleteRecord(config, context, api, id, formData);
      throw unknownIntent();
    default:
      throw unknownIntent();
  }
}
