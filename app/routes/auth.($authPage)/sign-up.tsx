import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseForm } from "~/lib/forms";
import { Stack, Text } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { SignUpRequestSchema } from "@domain/account";
import { AuthLayout } from "~/components/auth/AuthLayout";
import { FormErrors, PasswordField, SubmitButton, TextField } from "~/components/auth/fields";

export function SignUpPage({ lastResult, referralCode }: { lastResult?: SubmissionResult<string[]> | null; referralCode: string }) {
  const [form, fields] = useForm({
    id: "sign-up",
    lastResult,
    defaultValue: { code: referralCode },
    onValidate: ({ formData }) => parseForm(formData, SignUpRequestSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
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
      <Form method="post" {...getFormProps(form)} noValidate>
        <Stack gap="md">
          <FormErrors id={form.errorId} errors={form.errors} />
          <TextField meta={fields.name} label="Name" placeholder="Your full name" autoComplete="name" size="md" />
          <TextField meta={fields.email} type="email" label="Email" placeholder="you@yourstore.com" autoComplete="email" size="md" />
          <PasswordField meta={fields.password} label="Password" description="At least 8 characters" autoComplete="new-password" size="md" />
          <input type="hidden" name={fields.code.name} value={referralCode} />
          <SubmitButton>Create account</SubmitButton>
          <Text fz="xs" c="dimmed" ta="center">
            We will e-mail you a link to confirm your address.
          </Text>
        </Stack>
      </Form>
    </AuthLayout>
  );
}
