import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Button, Stack, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { verifyEmail } from "~/api-client/accounts.server";
import { isApiError } from "~/api-client/errors";
import { AuthLayout } from "~/components/auth/AuthLayout";
import { CheckCircleIcon, MailSentIcon, WarningIcon } from "~/components/auth/icons";
import { anonymousApi } from "~/lib/guards.server";
import { Trans, useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { getSession, isSignedIn } from "~/lib/session.server";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/auth/auth.css";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Verify your email · Backroom" }];

// `?email=` after sign-up: "check your inbox". `?token=` from the mail: verify, then continue.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const title = (await requestT(request, context, "auth"))("meta.verify");
  const token = url.searchParams.get("token")?.trim();
  if (!token) return { state: "sent" as const, email: url.searchParams.get("email") ?? "", signedIn: false, title };
  const signedIn = isSignedIn(await getSession(request, context));
  try {
    await verifyEmail(anonymousApi(context, request), token);
    return { state: "verified" as const, email: "", signedIn, title };
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return data({ state: "invalid" as const, email: "", signedIn, title }, 400);
  }
}

export default function VerifyEmail() {
  const { state, email, signedIn } = useLoaderData<typeof loader>();
  const t = useT("auth");
  const backToSignIn = <Link to="/auth/sign-in">{t("backToSignIn")}</Link>;
  if (state === "sent") {
    return (
      <AuthLayout title={t("verify.sentTitle")} footer={backToSignIn}>
        <Stack align="center" ta="center" gap="sm">
          <MailSentIcon />
          <Text>{email ? <Trans t={t} i18nKey="verify.sentBodyTo" values={{ email }} components={{ strong: <strong /> }} /> : t("verify.sentBody")}</Text>
          <Text fz="sm" c="dimmed">
            {t("verify.sentHint")}
          </Text>
        </Stack>
      </AuthLayout>
    );
  }
  if (state === "verified") {
    return (
      <AuthLayout title={t("verify.verifiedTitle")}>
        <Stack align="center" ta="center" gap="sm">
          <CheckCircleIcon />
          <Text>{t("verify.verifiedBody")}</Text>
          <Text fz="sm" c="dimmed">
            {t("verify.verifiedHint")}
          </Text>
          <Button component={Link} to={signedIn ? "/admin" : "/auth/sign-in"} size="md" fullWidth mt="xs">
            {signedIn ? t("verify.continueStore") : t("verify.continueSignIn")}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t("verify.invalidTitle")} footer={backToSignIn}>
      <Stack align="center" ta="center" gap="sm">
        <WarningIcon />
        <Text>{t("verify.invalidBody")}</Text>
        <Text fz="sm" c="dimmed">
          {t("verify.invalidHint")}
        </Text>
        <Button component={Link} to="/auth/sign-in" size="md" fullWidth mt="xs">
          {t("verify.signIn")}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
