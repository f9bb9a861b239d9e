import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Stack, Text } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { HoneypotInputs, HoneypotProvider, type HoneypotProviderProps } from "remix-utils/honeypot/react";
import type { z } from "zod/v4";
import { SignUpRequestSchema } from "@domain/account";
import { AuthLayout } from "~/components/auth/AuthLayout";
import { FieldErrorTemplate } from "~/components/form/FieldErrorTemplate";
import { formRules } from "~/components/form/rules";
import { FormErrors, PasswordField, SubmitButton, TextField } from "~/components/auth/fields";
import { enhance } from "~/enhance/attributes";

const RULES = formRules<"name" | "email" | "password">(SignUpRequestSchema);

export function SignUpPage({ lastResult, referralCode, honeypot }: { lastResult?: SubmissionResult<string[]> | null; referralCode: string; honeypot: Omit<HoneypotProviderProps, "children"> | null }) {
  const [form, fields] = useForm<z.input<typeof SignUpRequestSchema>>({
    id: "sign-up",
    lastResult,
    defaultValue: { code: referralCode },
  });
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start selling in minutes. You can add your store right after."
      footer={
        <>
          Already have an account? <Link to="/auth/sign-in">Sign in</Link>
        </>
      }
    >
      <Form method="post" {...getFormProps(form)} noValidate {...enhance.validate()}>
        <FieldErrorTemplate />
        <Stack gap="md">
          <FormErrors id={form.errorId} errors={form.errors} />
          <TextField meta={fields.name} rule={RULES.name} label="Name" placeholder="Your full name" autoComplete="name" size="md" />
          <TextField meta={fields.email} rule={RULES.email} type="email" label="Email" placeholder="you@yourstore.com" autoComplete="email" size="md" />
          <PasswordField meta={fields.password} rule={RULES.password} label="Password" description="At least 8 characters, hard to guess" autoComplete="new-password" size="md" />
          <input type="hidden" name={fields.code.name} value={referralCode} />
          {/* A bot's trap (app/lib/honeypot.server.ts): hidden from people, with and without JavaScript. */}
          <HoneypotProvider {...honeypot}>
            <HoneypotInputs />
          </HoneypotProvider>
          <SubmitButton>Create account</SubmitButton>
          <Text fz="xs" c="dimmed" ta="center">
            We will e-mail you a link to confirm your address.
          </Text>
        </Stack>
      </Form>
    </AuthLayout>
  );
}
