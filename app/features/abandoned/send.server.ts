// "Send recovery e-mail/SMS now" (intents send-email, send-sms): the idempotency key was made when the page rendered,
// so a double click or a resubmitted form sends once (ADR 012's rule for every money or stock action, here for mail).
import { data, type AppLoadContext } from "@remix-run/node";
import { RECOVERY_CHANNELS, type RecoveryChannel } from "@domain/abandoned";
import type { ApiClients } from "~/api-client/client.server";
import { sendRecovery } from "~/api-client/abandoned.server";
import { isApiError } from "~/api-client/errors";
import { requestT } from "~/lib/locale.server";
import { redirectWithToast } from "~/lib/toast.server";

export async function sendIntent(context: AppLoadContext, api: Pick<ApiClients, "store">, request: Request, id: string, formData: FormData) {
  const channel = String(formData.get("channel") ?? "email") as RecoveryChannel;
  const key = String(formData.get("idempotencyKey") ?? "");
  if (!RECOVERY_CHANNELS.includes(channel)) return data({ send: { errors: ["Unknown channel"] } }, { status: 400 });
  try {
    const { entry, replayed } = await sendRecovery(api, id, channel, key);
    const t = await requestT(request, context, "abandoned");
    if (entry.skipped) {
      const skipped = t("detail.skippedToast", { n: entry.step, reason: t(`detail.skipped.${entry.skipped}`) });
      return redirectWithToast(context, new URL(request.url).pathname, { kind: "error", message: skipped });
    }
    if (entry.failedAt) {
      const failed = t("detail.sendFailedToast", { n: entry.step, error: entry.error ?? "" });
      return redirectWithToast(context, new URL(request.url).pathname, { kind: "error", message: failed });
    }
    const message = replayed
      ? t("detail.alreadySent", { n: entry.step })
      : t(channel === "email" ? "detail.emailSentToast" : "detail.smsSentToast", { n: entry.step });
    return redirectWithToast(context, new URL(request.url).pathname, { kind: "success", message });
  } catch (error) {
    if (!isApiError(error) || error.status === 404 || error.status >= 500) throw error;
    return data({ send: { errors: error.messages } }, { status: error.status === 409 ? 409 : 400 });
  }
}
