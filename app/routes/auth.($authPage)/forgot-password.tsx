import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Button, Stack, Text } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { ForgotPasswordSchema } from "@domain/account";
import { AuthLayout } from "~/components/auth/AuthLayout";
import { FieldErrorTemplate } from "~/components/form/FieldErrorTemplate";
import { formRules } from "~/components/form/rules";
import { MailSentIcon } from "~/components/auth/icons";
import { FormErrors, SubmitButton, TextField } from "~/components/auth/fields";
import { enhance } from "~/enhance/attributes";

const RULES = formRules<"email">(ForgotPasswordSchema);

export function ForgotPasswordPage({ lastResult, sent }: { lastResult?: SubmissionResult<string[]> | null; sent: boolean }) {
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult,
  });
  const footer = (
    <>
      Remembered it? <Link to="/auth/sign-in">Back to sign in</Link>
    </>
  );
  if (sent) {
    return (
      <AuthLayout title="Check your email" footer={footer}>
        <Stack align="center" ta="center" gap="sm">
          <MailSentIcon />
          <Text>If an account exists for that address, we have sent it a link to choose a new password.</Text>
          <Text fz="sm" c="dimmed">
            The link works for a limited time. Nothing arrived? Check your spam folder or try again.
          </Text>
          <Button component={Link} to="/auth/forgot-password" variant="default" mt="xs">
            Send another link
          </Button>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Reset your password" subtitle="Enter the email you sign in with and we will send you a reset link." footer={footer}>
      <Form method="post" {...getFormProps(form)} noValidate {...enhance.validate()}>
        <FieldErrorTemplate />
        <Stack gap="md">
          <FormErrors id={form.errorId} errors={form.errors} />
          <TextField meta={fields.email} rule={RULES.email} type="email" label="Email" placeholder="you@yourstore.com" autoComplete="email" size="md" />
          <SubmitButton>Send reset link</SubmitButton>
        </Stack>
      </Form>
    </AuthLayout>
  );
}
