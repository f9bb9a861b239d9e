import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Button, Stack, Text } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { ForgotPasswordSchema } from "@domain/account";
import { AuthLayout } from "~/components/auth/AuthLayout";
import { FieldErrorTemplate } from "~/components/form/FieldErrorTemplate";
import { formRules } from "~/components/form/rules";
import { useT } from "~/lib/i18n";
import { MailSentIcon } from "~/components/auth/icons";
import { FormErrors, SubmitButton, TextField } from "~/components/auth/fields";
import { enhance } from "~/enhance/attributes";

const RULES = formRules<"email">(ForgotPasswordSchema);

export function ForgotPasswordPage({ lastResult, sent }: { lastResult?: SubmissionResult<string[]> | null; sent: boolean }) {
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult,
  });
  const t = useT("auth");
  const footer = (
    <>
      {t("forgot.remembered")} <Link to="/auth/sign-in">{t("backToSignIn")}</Link>
    </>
  );
  if (sent) {
    return (
      <AuthLayout title={t("forgot.sentTitle")} footer={footer}>
        <Stack align="center" ta="center" gap="sm">
          <MailSentIcon />
          <Text>{t("forgot.sentBody")}</Text>
          <Text fz="sm" c="dimmed">
            {t("forgot.sentHint")}
          </Text>
          <Button component={Link} to="/auth/forgot-password" variant="default" mt="xs">
            {t("forgot.sendAnother")}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t("forgot.title")} subtitle={t("forgot.subtitle")} footer={footer}>
      <Form method="post" {...getFormProps(form)} noValidate {...enhance.validate()}>
        <FieldErrorTemplate />
        <Stack gap="md">
          <FormErrors id={form.errorId} errors={form.errors} />
          <TextField
            meta={fields.email}
            rule={RULES.email}
            type="email"
            label={t("fields.email")}
            placeholder={t("fields.emailPlaceholder")}
            autoComplete="email"
            size="md"
          />
          <SubmitButton>{t("forgot.submit")}</SubmitButton>
        </Stack>
      </Form>
    </AuthLayout>
  );
}
