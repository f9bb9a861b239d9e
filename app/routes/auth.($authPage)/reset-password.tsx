import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Button, Stack, Text } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { ResetPasswordSchema } from "@domain/account";
import { AuthLayout } from "~/components/auth/AuthLayout";
import { FieldErrorTemplate } from "~/components/form/FieldErrorTemplate";
import { formRules } from "~/components/form/rules";
import { FormErrors, PasswordField, SubmitButton } from "~/components/auth/fields";
import { useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

const RULES = formRules<"password" | "confirmPassword">(ResetPasswordSchema);

export function ResetPasswordPage({ lastResult, token }: { lastResult?: SubmissionResult<string[]> | null; token: string }) {
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult,
  });
  const t = useT("auth");
  const footer = (
    <>
      <Link to="/auth/sign-in">{t("backToSignIn")}</Link>
    </>
  );
  if (!token) {
    return (
      <AuthLayout title={t("reset.incompleteTitle")} footer={footer}>
        <Stack align="center" ta="center" gap="sm">
          <Text>{t("reset.incompleteBody")}</Text>
          <Button component={Link} to="/auth/forgot-password" mt="xs">
            {t("reset.sendNew")}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t("reset.title")} subtitle={t("reset.subtitle")} footer={footer}>
      <Form method="post" {...getFormProps(form)} noValidate {...enhance.validate()}>
        <FieldErrorTemplate />
        <Stack gap="md">
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name={fields.token.name} value={token} />
          <PasswordField
            meta={fields.password}
            rule={RULES.password}
            label={t("fields.newPassword")}
            description={t("fields.passwordHint")}
            autoComplete="new-password"
            size="md"
          />
          <PasswordField meta={fields.confirmPassword} rule={RULES.confirmPassword} label={t("fields.confirmPassword")} autoComplete="new-password" size="md" />
          <SubmitButton>{t("reset.submit")}</SubmitButton>
          {form.errors?.length ? (
            <Button component={Link} to="/auth/forgot-password" variant="subtle">
              {t("reset.askNew")}
            </Button>
          ) : null}
        </Stack>
      </Form>
    </AuthLayout>
  );
}
