// The profile page's action (ADR 062): three forms, one intent each, each a PUT/POST of the accounts API as the user
// themselves. On a refusal the form's input comes back (passwords never); on success a redirect with a toast.
import { data, type AppLoadContext } from "@remix-run/node";
import { ChangeEmailRequestSchema, ChangePasswordSchema, UpdateUserSchema } from "@domain/account";
import { changeEmail, changePassword, updateUser } from "~/api-client/accounts.server";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { parseForm } from "~/lib/forms";
import { requestT } from "~/lib/locale.server";
import { redirectWithToast } from "~/lib/toast.server";
import { accountUrls } from "./urls";

export const PROFILE_INTENTS = ["name", "email", "password"] as const;
export type ProfileIntent = (typeof PROFILE_INTENTS)[number];

/** A refusal of the API as a form reply: its field errors by field, else its messages on the form. */
function refusal(error: unknown) {
  if (!isApiError(error) || error.status >= 500 || error.status === 401) throw error;
  const fieldErrors = error.fieldErrors;
  return { status: error.status === 429 ? 429 : 400, fieldErrors, formErrors: Object.keys(fieldErrors).length ? [] : error.messages };
}

export async function profileAction(request: Request, context: AppLoadContext, api: ApiClients, formData: FormData) {
  const intent = formData.get("intent");
  const t = await requestT(request, context, "profile");
  switch (intent) {
    case "name": {
      const submission = parseForm(formData, UpdateUserSchema);
      if (submission.status !== "success") return data({ intent, result: submission.reply(), current: null }, 400);
      try {
        await updateUser(api, submission.value);
        return redirectWithToast(context, accountUrls.profile, { kind: "success", message: t("name.saved") });
      } catch (error) {
        if (isApiError(error) && error.status === 409) {
          // The typed name stays; the version becomes the saved one, so saving again keeps what was typed (rule 9).
          const current = (error.body as { current?: { name?: string; version?: number } } | null)?.current ?? null;
          return data({ intent, result: submission.reply({ formErrors: [t("name.conflict", { name: current?.name ?? "" })] }), current }, 409);
        }
        const r = refusal(error);
        return data({ intent, result: submission.reply({ formErrors: r.formErrors, fieldErrors: r.fieldErrors }), current: null }, r.status);
      }
    }
    case "email": {
      const submission = parseForm(formData, ChangeEmailRequestSchema);
      const hide = { hideFields: ["currentPassword"] };
      if (submission.status !== "success") return data({ intent, result: submission.reply(hide), current: null }, 400);
      try {
        await changeEmail(api, submission.value);
        return redirectWithToast(context, accountUrls.profile, { kind: "success", message: t("email.sent", { email: submission.value.email }) });
      } catch (error) {
        const r = refusal(error);
        return data({ intent, result: submission.reply({ ...hide, formErrors: r.formErrors, fieldErrors: r.fieldErrors }), current: null }, r.status);
      }
    }
    case "password": {
      const submission = parseForm(formData, ChangePasswordSchema);
      const hide = { hideFields: ["currentPassword", "password", "confirmPassword"] };
      if (submission.status !== "success") return data({ intent, result: submission.reply(hide), current: null }, 400);
      try {
        const { currentPassword, password } = submission.value;
        const { message } = await changePassword(api, { currentPassword, password });
        return redirectWithToast(context, accountUrls.profile, { kind: "success", message });
      } catch (error) {
        const r = refusal(error);
        return data({ intent, result: submission.reply({ ...hide, formErrors: r.formErrors, fieldErrors: r.fieldErrors }), current: null }, r.status);
      }
    }
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}
