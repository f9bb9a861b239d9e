import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Anchor, Group, Stack } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { SignInSchema } from "@domain/account";
import { FieldErrorTemplate } from "~/components/form/FieldErrorTemplate";
import { formRules } from "~/components/form/rules";
import { useT } from "~/lib/i18n";
import { AuthLayout } from "./AuthLayout";
import { FormErrors, PasswordField, SubmitButton, TextField } from "./fields";
import { enhance } from "~/enhance/attributes";

const RULES = formRules<"email" | "password">(SignInSchema);

/** The sign-in screen (also the home page `/` for visitors). Posts to /auth/sign-in. */
export function SignInPage({ lastResult, redirectTo }: { lastResult?: SubmissionResult<string[]> | null; redirectTo?: string }) {
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult,
  });
  const t = useT("auth");
  const back = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : "";
  const signUpHref = `/auth/sign-up${back}`;
  return (
    <AuthLayout
      title={t("signIn.title")}
      subtitle={t("signIn.subtitle")}
      footer={
        <>
          {t("signIn.newHere")} <Link to={signUpHref}>{t("signIn.createAccount")}</Link>
        </>
      }
    >
      {/* The page the form posts to keeps redirectTo: after a refused attempt the page is rendered at that URL, and its
          loader gives the value back to the hidden field, so the next attempt still lands where the user was going. */}
      <Form method="post" action={`/auth/sign-in${back}`} {...getFormProps(form)} noValidate {...enhance.validate()}>
        <FieldErrorTemplate />
        <Stack gap="md">
          <FormErrors id={form.errorId} errors={form.errors} />
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <TextField
            meta={fields.email}
            rule={RULES.email}
            type="email"
            label={t("fields.email")}
            placeholder={t("fields.emailPlaceholder")}
            autoComplete="email"
            size="md"
          />
          <Stack gap={6}>
            <PasswordField meta={fields.password} rule={RULES.password} label={t("fields.password")} autoComplete="current-password" size="md" />
            <Group justify="flex-end">
              <Anchor component={Link} to="/auth/forgot-password" fz="sm" fw={500}>
                {t("signIn.forgot")}
              </Anchor>
            </Group>
          </Stack>
          <SubmitButton>{t("signIn.submit")}</SubmitButton>
        </Stack>
      </Form>
    </AuthLayout>
  );
}
