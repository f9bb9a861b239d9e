// The four auth forms' actions: parse with the shared schema → one accounts call → redirect, or the form again with errors.
import { parseForm } from "~/lib/forms";
import type { AppLoadContext } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { ForgotPasswordSchema, ResetPasswordSchema, SignInSchema, SignUpRequestSchema } from "@domain/account";
import { forgotPassword, resetPassword, signIn, signUp } from "~/api-client/accounts.server";
import { isApiError } from "~/api-client/errors";
import { anonymousApi, safeRedirect } from "~/lib/guards.server";
import { isSpam } from "~/lib/honeypot.server";
import { commitSession, getSession, startSession } from "~/lib/session.server";
import { requestT } from "~/lib/locale.server";
import { redirectWithToast } from "~/lib/toast.server";

// A refused call becomes the form's own message; the status says why (401 wrong password, 429 too many tries).
function refusal(error: unknown): { messages: string[]; status: number } {
  if (!isApiError(error)) throw error;
  return { messages: error.messages, status: error.status >= 500 ? error.status : error.status === 429 ? 429 : 400 };
}

export async function signInAction(formData: FormData, request: Request, context: AppLoadContext) {
  const submission = parseForm(formData, SignInSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, 400);
  }
  try {
    const auth = await signIn(anonymousApi(context, request), submission.value);
    const session = await getSession(request, context);
    startSession(session, { ...auth, email: auth.user.email });
    return redirect(safeRedirect(formData.get("redirectTo"), "/admin"), { headers: { "Set-Cookie": await commitSession(session) } });
  } catch (error) {
    const { messages, status } = refusal(error);
    return data({ result: submission.reply({ formErrors: messages, hideFields: ["password"] }) }, status);
  }
}

export async function signUpAction(formData: FormData, request: Request, context: AppLoadContext) {
  const submission = parseForm(formData, SignUpRequestSchema);
  if (isSpam(formData, context.config.sessionSecret)) {
    return data(
      { result: submission.reply({ formErrors: [(await requestT(request, context, "auth"))("signUp.honeypotRefused")], hideFields: ["password"] }) },
      400,
    );
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, 400);
  }
  try {
    const { name, email, password, code } = submission.value;
    await signUp(anonymousApi(context, request), { email, password, name: name || undefined, code: code || undefined });
    return redirect(`/auth/verify?email=${encodeURIComponent(email)}`);
  } catch (error) {
    const { messages, status } = refusal(error);
    const fieldErrors = isApiError(error) ? error.fieldErrors : {};
    return data({ result: submission.reply({ formErrors: Object.keys(fieldErrors).length ? [] : messages, fieldErrors, hideFields: ["password"] }) }, status);
  }
}

export async function forgotPasswordAction(formData: FormData, request: Request, context: AppLoadContext) {
  const submission = parseForm(formData, ForgotPasswordSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  try {
    await forgotPassword(anonymousApi(context, request), submission.value.email);
    return redirect("/auth/forgot-password?sent=1");
  } catch (error) {
    const { messages, status } = refusal(error);
    return data({ result: submission.reply({ formErrors: messages }) }, status);
  }
}

export async function resetPasswordAction(formData: FormData, request: Request, context: AppLoadContext) {
  const submission = parseForm(formData, ResetPasswordSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, 400);
  }
  try {
    const { token, password } = submission.value;
    await resetPassword(anonymousApi(context, request), { token, password });
    const t = await requestT(request, context, "auth");
    return redirectWithToast(context, "/auth/sign-in", { kind: "success", message: t("reset.changed") });
  } catch (error) {
    const { messages, status } = refusal(error);
    const fieldErrors = isApiError(error) ? error.fieldErrors : {};
    const linkInvalid = (await requestT(request, context, "auth"))("reset.linkInvalid");
    const formErrors = isApiError(error) && error.status === 401 ? [linkInvalid] : Object.keys(fieldErrors).length ? [] : messages;
    return data({ result: submission.reply({ formErrors, fieldErrors, hideFields: ["password", "confirmPassword"] }) }, status);
  }
}
