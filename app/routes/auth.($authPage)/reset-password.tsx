import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Button, Stack, Text } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { ResetPasswordSchema } from "@domain/account";
import { AuthLayout } from "~/components/auth/AuthLayout";
import { FieldErrorTemplate } from "~/components/form/FieldErrorTemplate";
import { formRules } from "~/components/form/rules";
import { FormErrors, PasswordField, SubmitButton } from "~/components/auth/fields";
import { enhance } from "~/enhance/attributes";

const RULES = formRules<"password" | "confirmPassword">(ResetPasswordSchema);

export function ResetPasswordPage({ lastResult, token }: { lastResult?: SubmissionResult<string[]> | null; token: string }) {
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult,
  });
  const footer = (
    <>
      <Link to="/auth/sign-in">Back to sign in</Link>
    </>
  );
  if (!token) {
    return (
      <AuthLayout title="This link is incomplete" footer={footer}>
        <Stack align="center" ta="center" gap="sm">
          <Text>Open the link from your reset e-mail again, or ask for a new one.</Text>
          <Button component={Link} to="/auth/forgot-password" mt="xs">
            Send me a new link
          </Button>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Choose a new password" subtitle="You will be signed out everywhere else once it is changed." footer={footer}>
      <Form method="post" {...getFormProps(form)} noValidate {...enhance.validate()}>
        <FieldErrorTemplate />
        <Stack gap="md">
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name={fields.token.name} value={token} />
          <PasswordField meta={fields.password} rule={RULES.password} label="New password" description="At least 8 characters, hard to guess" autoComplete="new-password" size="md" />
          <PasswordField meta={fields.confirmPassword} rule={RULES.confirmPassword} label="Confirm password" autoComplete="new-password" size="md" />
          <SubmitButton>Change password</SubmitButton>
          {form.errors?.length ? (
            <Button component={Link} to="/auth/forgot-password" variant="subtle">
              Ask for a new link
            </Button>
          ) : null}
        </Stack>
      </Form>
    </AuthLayout>
  );
}
