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
import { getSession, isSignedIn } from "~/lib/session.server";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/auth/auth.css";

export const meta: MetaFunction = () => [{ title: "Verify your email · Backroom" }];

// `?email=` after sign-up: "check your inbox". `?token=` from the mail: verify, then continue.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token")?.trim();
  if (!token) return { state: "sent" as const, email: url.searchParams.get("email") ?? "", signedIn: false };
  const signedIn = isSignedIn(await getSession(request, context));
  try {
    await verifyEmail(anonymousApi(context), token);
    return { state: "verified" as const, email: "", signedIn };
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return data({ state: "invalid" as const, email: "", signedIn }, 400);
  }
}

export default function VerifyEmail() {
  const { state, email, signedIn } = useLoaderData<typeof loader>();
  if (state === "sent") {
    return (
      <AuthLayout title="Check your email" footer={<Link to="/auth/sign-in">Back to sign in</Link>}>
        <Stack align="center" ta="center" gap="sm">
          <MailSentIcon />
          <Text>
            We sent a verification link to {email ? <strong>{email}</strong> : "your email address"}. Open it to activate your account.
          </Text>
          <Text fz="sm" c="dimmed">
            Nothing arrived after a few minutes? Check your spam folder, or sign up again to get a new link.
          </Text>
        </Stack>
      </AuthLayout>
    );
  }
  if (state === "verified") {
    return (
      <AuthLayout title="Your email is verified">
        <Stack align="center" ta="center" gap="sm">
          <CheckCircleIcon />
          <Text>Thanks for confirming your address. Your account is ready.</Text>
          <Text fz="sm" c="dimmed">
            Next, sign in and create your store: it takes less than a minute.
          </Text>
          <Button component={Link} to={signedIn ? "/admin" : "/auth/sign-in"} size="md" fullWidth mt="xs">
            {signedIn ? "Continue to your store" : "Continue to sign in"}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="This link does not work" footer={<Link to="/auth/sign-in">Back to sign in</Link>}>
      <Stack align="center" ta="center" gap="sm">
        <WarningIcon />
        <Text>The verification link is invalid, was already used, or has expired.</Text>
        <Text fz="sm" c="dimmed">
          If you already verified your email, just sign in. Otherwise sign up again to receive a fresh link.
        </Text>
        <Button component={Link} to="/auth/sign-in" size="md" fullWidth mt="xs">
          Sign in
        </Button>
      </Stack>
    </AuthLayout>
  );
}
