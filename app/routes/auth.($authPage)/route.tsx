import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { notFound, safeRedirect } from "~/lib/guards.server";
import { honeypotProps } from "~/lib/honeypot.server";
import { referralCode } from "~/lib/referral.server";
import { requestT } from "~/lib/locale.server";
import { getSession, isSignedIn } from "~/lib/session.server";
import { forgotPasswordAction, resetPasswordAction, signInAction, signUpAction } from "./actions.server";
import { ForgotPasswordPage } from "./forgot-password";
import { ResetPasswordPage } from "./reset-password";
import { SignInPage } from "./sign-in";
import { SignUpPage } from "./sign-up";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/auth/auth.css";

export const AUTH_PAGES = ["sign-in", "sign-up", "forgot-password", "reset-password"] as const;
type AuthPage = (typeof AUTH_PAGES)[number];
const isAuthPage = (page: string | undefined): page is AuthPage => AUTH_PAGES.some((p) => p === page);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Sign in · Backroom" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (!params.authPage) throw redirect("/auth/sign-in");
  if (!isAuthPage(params.authPage)) throw notFound();
  const page = params.authPage;
  const url = new URL(request.url);
  if ((page === "sign-in" || page === "sign-up") && isSignedIn(await getSession(request, context))) {
    throw redirect(safeRedirect(url.searchParams.get("redirectTo")));
  }
  const t = await requestT(request, context, "auth");
  return {
    page,
    title: t(`meta.${page}`),
    redirectTo: safeRedirect(url.searchParams.get("redirectTo"), ""),
    sent: url.searchParams.get("sent") === "1",
    token: url.searchParams.get("token") ?? "",
    referralCode: page === "sign-up" ? ((await referralCode(request, context)) ?? "") : "",
    honeypot: page === "sign-up" ? honeypotProps(context.config.sessionSecret) : null,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  switch (params.authPage) {
    case "sign-in":
      return signInAction(formData, request, context);
    case "sign-up":
      return signUpAction(formData, request, context);
    case "forgot-password":
      return forgotPasswordAction(formData, request, context);
    case "reset-password":
      return resetPasswordAction(formData, request, context);
    default:
      throw notFound();
  }
}

export default function AuthRoute() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const result = actionData?.result;
  switch (data.page) {
    case "sign-in":
      return <SignInPage lastResult={result} redirectTo={data.redirectTo} />;
    case "sign-up":
      return <SignUpPage lastResult={result} referralCode={data.referralCode} honeypot={data.honeypot} />;
    case "forgot-password":
      return <ForgotPasswordPage lastResult={result} sent={data.sent} />;
    case "reset-password":
      return <ResetPasswordPage lastResult={result} token={data.token} />;
  }
}
