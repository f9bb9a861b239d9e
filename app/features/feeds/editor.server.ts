// The feed editor's server side: what the create and update actions do per intent (ARCHITECTURE rules 4, 5, 9).
import { data } from "@remix-run/node";
import { FEED_CONFLICT_MESSAGE, FeedFormSchema, FeedUpdateSchema } from "@domain/feed";
import type { ApiClients } from "~/api-client/client.server";
import { conflictingFeed, createFeed, deleteFeed, updateFeed } from "~/api-client/feeds.server";
import { isApiError } from "~/api-client/errors";
import { parseForm, splitErrors, topLevelFields } from "~/lib/forms";
import { redirectWithToast, type ToastContext } from "~/lib/toast.server";
import { feedValues, valuesFromFields, type FeedValues } from "./feed-form";
import { feedUrls } from "./urls";

type Api = Pick<ApiClients, "store">;
export type FeedIntent = "save" | "overwrite" | "delete";
const INTENTS: readonly FeedIntent[] = ["save", "overwrite", "delete"];
const isFormField = topLevelFields(["name", "selection", "collectionId", "googleCategoryId", "mapping"]);

export interface FeedActionData {
  intent: FeedIntent;
  values?: FeedValues;
  errors?: Record<string, string[]>;
  formErrors?: string[];
  /** After an edit conflict: the version saved now, for "Keep my changes". */
  conflictVersion?: number;
}

export function feedIntent(formData: FormData): FeedIntent | null {
  const intent = formData.get("intent") ?? "save";
  return INTENTS.find((i) => i === intent) ?? null;
}

function refused(intent: FeedIntent, status: number, rest: Omit<FeedActionData, "intent">) {
  return data<FeedActionData>({ intent, ...rest }, { status });
}


export async function createFeedIntent(context: ToastContext, api: Api, formData: FormData) {
  const submission = parseForm(formData, FeedFormSchema);
  const values = valuesFromFields(formData, feedValues(null));
  if (submission.status !== "success") return refused("save", 400, { values, ...splitErrors(submission.error ?? {}, isFormField) });
  try {
    const feed = await createFeed(api, submission.value);
    return redirectWithToast(context, feedUrls.update(feed._id), { kind: "success", message: "Feed created" });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return refused("save", 400, { values, ...splitErrors(error.fieldErrors, isFormField, error.messages) });
  }
}

/** Save, or after a conflict "overwrite": the user chose to keep their input over the version saved now. */
export async function saveFeedIntent(context: ToastContext, api: Api, id: string, formData: FormData, intent: "save" | "overwrite") {
  const latest = formData.get("latestVersion");
  if (intent === "overwrite" && typeof latest === "string") formData.set("version", latest);
  const submission = parseForm(formData, FeedUpdateSchema);
  const values = valuesFromFields(formData, feedValues(null));
  if (submission.status !== "success") return refused(intent, 400, { values, ...splitErrors(submission.error ?? {}, isFormField) });
  try {
    await updateFeed(api, id, submission.value);
    return redirectWithToast(context, feedUrls.update(id), { kind: "success", message: "Feed updated" });
  } catch (error) {
    const current = conflictingFeed(error);
    // 409: the input was fine, the feed moved on. The form keeps the user's input.
    if (current) return refused(intent, 409, { values, formErrors: [FEED_CONFLICT_MESSAGE], conflictVersion: current.version });
    if (!isApiError(error)) throw error;
    return refused(intent, 400, { values, ...splitErrors(error.fieldErrors, isFormField, error.messages) });
  }
}

export async function deleteFeedIntent(context: ToastContext, api: Api, id: string, formData: FormData) {
  const version = Number(formData.get("version"));
  try {
    await deleteFeed(api, id, Number.isInteger(version) && version > 0 ? version : undefined);
    return redirectWithToast(context, feedUrls.list, { kind: "success", message: "Feed deleted" });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const message = conflictingFeed(error) ? `${FEED_CONFLICT_MESSAGE} Nothing was deleted.` : error.messages.join(" ");
    return refused("delete", error.status === 409 ? 409 : 400, { formErrors: [message] });
  }
}
