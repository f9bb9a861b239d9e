// The clear-cache screen's two intents (ARCHITECTURE rules 4, 5): "urls" (the textarea) and "all" (after the confirm dialog).
import { data, type AppLoadContext } from "@remix-run/node";
import { ClearCacheUrlsFormSchema } from "@domain/cache";
import { clearCache, clearCacheUrls, type PurgeAnswer } from "~/api-client/cache.server";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { parseForm } from "~/lib/forms";
import { formatCount } from "~/lib/i18n";
import { requestLocale, requestT } from "~/lib/locale.server";
import { redirectWithToast } from "~/lib/toast.server";
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

/** The toast for a purge, in the request's language (the API's `message` says the same in English). */
async function clearedToast(request: Request, context: AppLoadContext, answer: PurgeAnswer) {
  const t = await requestT(request, context, "cache");
  const n = answer.purge.urls.length;
  const message = answer.purge.scope === "all" ? t("cleared") : t("clearedUrls", { count: n, n: formatCount(await requestLocale(request, context), n) });
  return redirectWithToast(context, productUrls.clearCache, { kind: "success", message });
}

export async function clearUrlsIntent(request: Request, context: AppLoadContext, api: Api, formData: FormData) {
  const typed = typeof formData.get("urls") === "string" ? String(formData.get("urls")) : "";
  const submission = parseForm(formData, ClearCacheUrlsFormSchema);
  if (submission.status !== "success") {
    return data<ClearCacheActionData>({ intent: "urls", urls: typed, errors: submission.error?.urls ?? ["URLs required"] }, { status: 400 });
  }
  try {
    return await clearedToast(request, context, await clearCacheUrls(api, submission.value.urls));
  } catch (error) {
    return data<ClearCacheActionData>({ intent: "urls", urls: typed, errors: failure(error) }, { status: 400 });
  }
}

export async function clearAllIntent(request: Request, context: AppLoadContext, api: Api) {
  try {
    return await clearedToast(request, context, await clearCache(api));
  } catch (error) {
    return data<ClearCacheActionData>({ intent: "all", errors: failure(error) }, { status: 400 });
  }
}
