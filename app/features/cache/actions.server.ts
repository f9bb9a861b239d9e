// The clear-cache screen's two intents (ARCHITECTURE rules 4, 5): "urls" (the textarea) and "all" (after the confirm dialog).
import { data } from "@remix-run/node";
import { ClearCacheUrlsFormSchema } from "@domain/cache";
import { clearCache, clearCacheUrls } from "~/api-client/cache.server";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { parseForm } from "~/lib/forms";
import { redirectWithToast, type ToastContext } from "~/lib/toast.server";
import { productUrls } from "../products/urls";

type Api = Pick<ApiClients, "store">;

export interface ClearCacheActionData {
  intent: "urls" | "all";
  urls?: string;
  errors: string[];
}

/** A provider failure (502) keeps its own words: the API's message says what Cloudflare answered. */
function failure(error: unknown): string[] {
  if (!isApiError(error)) throw error;
  const upstream = (error.body as { message?: unknown } | undefined)?.message;
  return error.status === 502 && typeof upstream === "string" ? [upstream] : error.messages;
}

export async function clearUrlsIntent(context: ToastContext, api: Api, formData: FormData) {
  const typed = typeof formData.get("urls") === "string" ? String(formData.get("urls")) : "";
  const submission = parseForm(formData, ClearCacheUrlsFormSchema);
  if (submission.status !== "success") {
    return data<ClearCacheActionData>({ intent: "urls", urls: typed, errors: submission.error?.urls ?? ["URLs required"] }, { status: 400 });
  }
  try {
    const answer = await clearCacheUrls(api, submission.value.urls);
    return redirectWithToast(context, productUrls.clearCache, { kind: "success", message: answer.message });
  } catch (error) {
    return data<ClearCacheActionData>({ intent: "urls", urls: typed, errors: failure(error) }, { status: 400 });
  }
}

export async function clearAllIntent(context: ToastContext, api: Api) {
  try {
    const answer = await clearCache(api);
    return redirectWithToast(context, productUrls.clearCache, { kind: "success", message: answer.message });
  } catch (error) {
    return data<ClearCacheActionData>({ intent: "all", errors: failure(error) }, { status: 400 });
  }
}
