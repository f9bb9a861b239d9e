import { Button, Stack, Text } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { AuthLayout } from "~/components/auth/AuthLayout";
import { SubmitButton } from "~/components/auth/fields";
import { revokeSessionTokens } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { destroySession, getSession, isSignedIn } from "~/lib/session.server";
import { toastCookieHeader } from "~/lib/toast.server";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/auth/auth.css";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Sign out · Backroom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!isSignedIn(await getSession(request, context))) throw redirect("/auth/sign-in");
  return { title: (await requestT(request, context, "auth"))("meta.logout") };
}

// Signs out at the API (revoking the tokens) and forgets the session even when the API cannot be reached.
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request, context);
  const t = await requestT(request, context, "auth");
  await revokeSessionTokens(context, session);
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(session));
  headers.append("Set-Cookie", await toastCookieHeader(context, { kind: "success", message: t("logout.done") }));
  return redirect("/auth/sign-in", { headers });
}

export default function Logout() {
  const t = useT("auth");
  return (
    <AuthLayout title={t("logout.title")} subtitle={t("logout.subtitle")}>
      <Form method="post">
        <Stack gap="sm">
          <SubmitButton>{t("logout.submit")}</SubmitButton>
          <Button component={Link} to="/admin" variant="default" size="md" fullWidth>
            {t("logout.stay")}
          </Button>
          <Text fz="xs" c="dimmed" ta="center">
            {t("logout.note")}
          </Text>
        </Stack>
      </Form>
    </AuthLayout>
  );
}
