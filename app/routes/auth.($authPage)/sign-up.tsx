import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Stack, Text } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { HoneypotInputs, HoneypotProvider, type HoneypotProviderProps } from "remix-utils/honeypot/react";
import type { z } from "zod/v4";
import { SignUpRequestSchema } from "@domain/account";
import { AuthLayout } from "~/components/auth/AuthLayout";
import { FieldErrorTemplate } from "~/components/form/FieldErrorTemplate";
import { formRules } from "~/components/form/rules";
import { useT } from "~/lib/i18n";
import { FormErrors, PasswordField, SubmitButton, TextField } from "~/components/auth/fields";
import { enhance } from "~/enhance/attributes";

const RULES = formRules<"name" | "email" | "password">(SignUpRequestSchema);

export function SignUpPage({
  lastResult,
  referralCode,
  honeypot,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  referralCode: string;
  honeypot: Omit<HoneypotProviderProps, "children"> | null;
}) {
  const [form, fields] = useForm<z.input<typeof SignUpRequestSchema>>({
    id: "sign-up",
    lastResult,
    defaultValue: { code: referralCode },
  });
  const t = useT("auth");
  return (
    <AuthLayout
      title={t("signUp.title")}
      subtitle={t("signUp.subtitle")}
      footer={
        <>
          {t("signUp.haveAccount")} <Link to="/auth/sign-in">{t("signUp.signIn")}</Link>
        </>
      }
    >
      <Form method="post" {...getFormProps(form)} noValidate {...enhance.validate()}>
        <FieldErrorTemplate />
        <Stack gap="md">
          <FormErrors id={form.errorId} errors={form.errors} />
          <TextField meta={fields.name} rule={RULES.name} label={t("fields.name")} placeholder={t("fields.namePlaceholder")} autoComplete="name" size="md" />
          <TextField
            meta={fields.email}
            rule={RULES.email}
            type="email"
            label={t("fields.email")}
            placeholder={t("fields.emailPlaceholder")}
            autoComplete="email"
            size="md"
          />
          <PasswordField
            meta={fields.password}
            rule={RULES.password}
            label={t("fields.password")}
            description={t("fields.passwordHint")}
            autoComplete="new-password"
            size="md"
          />
          <input type="hidden" name={fields.code.name} value={referralCode} />
          {/* A bot's trap (app/lib/honeypot.server.ts): hidden from people, with and without JavaScript. */}
          <HoneypotProvider {...honeypot}>
            <HoneypotInputs label={t("signUp.honeypotLabel")} />
          </HoneypotProvider>
          <SubmitButton>{t("signUp.submit")}</SubmitButton>
          <Text fz="xs" c="dimmed" ta="center">
            {t("signUp.mailNote")}
          </Text>
        </Stack>
      </Form>
    </AuthLayout>
  );
}
