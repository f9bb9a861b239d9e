// The billing forms' actions after their guards (ADR 058): parse with the form's one schema, one client call, then a
// redirect with a toast or the refused form with the input kept (the card's number and CVC excepted).
import type { SubmissionResult } from "@conform-to/react";
import type { AppLoadContext } from "@remix-run/node";
import { BILLING_MESSAGES, ChoosePlanFormSchema, PaymentInfoFormSchema, TopUpFormSchema } from "@domain/billing";
import { formatMoney, fromMinor } from "@domain/money";
import type { ApiClients } from "~/api-client/client.server";
import { confirmPlan, conflictingPaymentInfo, topUp, updatePaymentInfo } from "~/api-client/billing.server";
import { isApiError } from "~/api-client/errors";
import { intentOf, refused, replyWithApiError, unknownIntent } from "~/components/editor/actions.server";
import { parseForm } from "~/lib/forms";
import { requestT } from "~/lib/locale.server";
import { redirectWithToast } from "~/lib/toast.server";
import { CARD_SECRET_FIELDS, PAYMENT_INFO_FIELDS } from "./forms";
import { billingUrls } from "./urls";

type Api = Pick<ApiClients, "store">;

/** conform's reply without the card's number and CVC: a page never holds them once posted. */
function withoutCardSecrets(result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  if (!result.initialValue) return result;
  const initialValue = { ...result.initialValue };
  for (const name of CARD_SECRET_FIELDS) delete initialValue[name];
  return { ...result, initialValue };
}

/** Save the card, or after a conflict "overwrite" against the version saved now. */
export async function paymentInfoAction(request: Request, context: AppLoadContext, api: Api, formData: FormData) {
  const intent = intentOf(formData, ["save", "overwrite"], "save");
  if (!intent) throw unknownIntent();
  const t = await requestT(request, context, "billing");
  const latest = formData.get("latestVersion");
  if (intent === "overwrite" && typeof latest === "string") formData.set("version", latest);
  const submission = parseForm(formData, PaymentInfoFormSchema);
  if (submission.status !== "success") return refused(intent, 400, { result: withoutCardSecrets(submission.reply()) });
  try {
    const saved = await updatePaymentInfo(api, submission.value);
    if (saved === false) return refused(intent, 400, { result: withoutCardSecrets(submission.reply({ formErrors: [t("billing.saveFailed")] })) });
    return redirectWithToast(context, billingUrls.billing, { kind: "success", message: t("billing.saved") });
  } catch (error) {
    const current = conflictingPaymentInfo(error);
    if (current) {
      const message = BILLING_MESSAGES.paymentInfoConflict;
      const conflict = { version: current.version, updatedAt: current.paymentInfo?.updatedAt ?? "", message, taken: [], clashes: [], merged: false };
      return refused(intent, 409, { result: withoutCardSecrets(submission.reply({ formErrors: [message] })), conflict });
    }
    if (!isApiError(error)) throw error;
    return refused(intent, 400, { result: withoutCardSecrets(replyWithApiError(submission, error, PAYMENT_INFO_FIELDS)) });
  }
}

/** The pricing page's one form per offered plan; a refusal (no card, a colleague chose meanwhile) is said above them. */
export async function choosePlanAction(request: Request, context: AppLoadContext, api: Api, formData: FormData, planName: (id: string) => string) {
  const t = await requestT(request, context, "billing");
  const submission = parseForm(formData, ChoosePlanFormSchema);
  if (submission.status !== "success") return refused("choose", 400, { result: submission.reply() });
  try {
    if (!(await confirmPlan(api, submission.value))) return refused("choose", 400, { result: submission.reply({ formErrors: [t("pricing.notConfirmed")] }) });
    return redirectWithToast(context, billingUrls.pricing, { kind: "success", message: t("pricing.chosen", { name: planName(submission.value.planId) }) });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return refused("choose", error.status === 409 ? 409 : 400, { result: replyWithApiError(submission, error, []) });
  }
}

/**
 * Credit the balance. The form's hidden key makes a second submission of it (double click, resubmit, retry) a replay
 * the API answers with the first credit; after a key-reused refusal the form gets a fresh key for the new amount.
 */
export async function topUpAction(request: Request, context: AppLoadContext, api: Api, formData: FormData) {
  const t = await requestT(request, context, "billing");
  const submission = parseForm(formData, TopUpFormSchema);
  if (submission.status !== "success") return refused("save", 400, { result: submission.reply() });
  try {
    const answer = await topUp(api, submission.value);
    const amount = formatMoney(fromMinor(answer.entry.amountMinor, answer.entry.currency), answer.entry.currency === "VND" ? "vi" : "en");
    const message = answer.replayed ? t("topUp.already") : t("topUp.done", { amount });
    return redirectWithToast(context, billingUrls.history, { kind: "success", message });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const result = replyWithApiError(submission, error, ["amount", "idempotencyKey"]);
    if (error.status !== 409) return refused("save", 400, { result });
    return refused("save", 409, { result: { ...result, initialValue: { ...result.initialValue, idempotencyKey: crypto.randomUUID() } } });
  }
}
