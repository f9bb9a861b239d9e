import { getFormProps, useForm } from "@conform-to/react";
import { parseForm } from "~/lib/forms";
import { Button, Stack, Text } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AcceptInviteSchema } from "@domain/account";
import { password } from "@domain/validation";
import { acceptInfo, acceptInvite } from "~/api-client/accounts.server";
import { isApiError } from "~/api-client/errors";
import { AuthLayout } from "~/components/auth/AuthLayout";
import { FormErrors, PasswordField, SubmitButton, TextField } from "~/components/auth/fields";
import { WarningIcon } from "~/components/auth/icons";
import { FieldErrorTemplate } from "~/components/form/FieldErrorTemplate";
import { formRules } from "~/components/form/rules";
import { anonymousApi } from "~/lib/guards.server";
import { Trans, useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { commitSession, getSession, startSession } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { enhance } from "~/enhance/attributes";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/auth/auth.css";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Join a store · Backroom" }];

/** A new member chooses a real password (the usual rules); an existing one confirms theirs. */
const NewMemberSchema = AcceptInviteSchema.extend({ password: password() });
const schemaFor = (hasAccount: boolean) => (hasAccount ? AcceptInviteSchema : NewMemberSchema);
const RULES = { member: formRules<"name" | "password">(AcceptInviteSchema), newMember: formRules<"name" | "password">(NewMemberSchema) };

async function invitation(token: string | null | undefined, request: Request, context: LoaderFunctionArgs["context"]) {
  if (!token) return null;
  try {
    return await acceptInfo(anonymousApi(context, request), token);
  } catch (error) {
    // SPEC §8: the accept check rejects with 401; that (or a malformed token) is "invalid link", not a sign-out.
    if (isApiError(error) && error.status < 500) return null;
    throw error;
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invite = await invitation(token, request, context);
  const title = (await requestT(request, context, "auth"))("meta.accept");
  if (!invite) return data({ invite: null, token, title }, 400);
  return { invite, token, title };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const invite = await invitation(String(formData.get("token") ?? ""), request, context);
  if (!invite) return data({ result: null, invalid: true }, 400);
  const submission = parseForm(formData, schemaFor(invite.hasAccount));
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password"] }), invalid: false }, 400);
  try {
    const { token, password: pass, name } = submission.value;
    const auth = await acceptInvite(anonymousApi(context, request), { token, password: pass, name: name || undefined });
    const session = await getSession(request, context);
    startSession(session, { ...auth, email: invite.email });
    const t = await requestT(request, context, "auth");
    return redirectWithToast(
      context,
      "/admin",
      { kind: "success", message: t("accept.welcome", { store: invite.storeName }) },
      {
        headers: { "Set-Cookie": await commitSession(session) },
      },
    );
  } catch (error) {
    if (!isApiError(error)) throw error;
    // A refused password (too easy to guess) shows next to its field, not a second time above the form.
    const formErrors = Object.keys(error.fieldErrors).length ? [] : error.messages;
    const reply = submission.reply({ formErrors, fieldErrors: error.fieldErrors, hideFields: ["password"] });
    return data({ result: reply, invalid: false }, error.status === 429 ? 429 : 400);
  }
}

export default function AcceptInvitation() {
  const { invite, token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const hasAccount = invite?.hasAccount ?? false;
  const rules = hasAccount ? RULES.member : RULES.newMember;
  const [form, fields] = useForm<{ token: string; name: string; password: string }>({
    id: "accept",
    lastResult: actionData?.result,
  });
  const t = useT("auth");

  if (!invite || actionData?.invalid) {
    return (
      <AuthLayout title={t("accept.invalidTitle")} footer={<Link to="/auth/sign-in">{t("accept.goToSignIn")}</Link>}>
        <Stack align="center" ta="center" gap="sm">
          <WarningIcon />
          <Text>{t("accept.invalidBody")}</Text>
          <Text fz="sm" c="dimmed">
            {t("accept.invalidHint")}
          </Text>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t("accept.title", { store: invite.storeName })} subtitle={hasAccount ? t("accept.subtitleMember") : t("accept.subtitleNew")}>
      <Form method="post" {...getFormProps(form)} noValidate {...enhance.validate()}>
        <FieldErrorTemplate />
        <Stack gap="md">
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name={fields.token.name} value={token} />
          <Text fz="sm">
            <Trans t={t} i18nKey="accept.signingInAs" values={{ email: invite.email }} components={{ strong: <strong /> }} />
          </Text>
          {hasAccount ? null : (
            <TextField meta={fields.name} rule={rules.name} label={t("fields.name")} placeholder={t("fields.namePlaceholder")} autoComplete="name" size="md" />
          )}
          <PasswordField
            meta={fields.password}
            rule={rules.password}
            label={t("fields.password")}
            description={hasAccount ? undefined : t("fields.passwordHint")}
            autoComplete={hasAccount ? "current-password" : "new-password"}
            size="md"
          />
          <SubmitButton>{t("accept.submit")}</SubmitButton>
          {hasAccount ? (
            <Button component={Link} to="/auth/forgot-password" variant="subtle" size="sm">
              {t("accept.forgot")}
            </Button>
          ) : null}
        </Stack>
      </Form>
    </AuthLayout>
  );
}
