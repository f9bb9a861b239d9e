import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { ReactNode } from "react";
import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ChangeEmailRequestSchema, ChangePasswordSchema, UpdateUserSchema } from "@domain/account";
import { UnsavedChangesDialog } from "~/components/dialogs";
import { FieldErrorTemplate, formRules, TextField } from "~/components/form";
import { localizeRule, ruleAttributes, type FieldRule } from "~/components/form/rules";
import { profileAction, type ProfileIntent } from "~/features/account/profile.server";
import { requireStore } from "~/lib/guards.server";
import { useMessage, useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import { enhance } from "~/enhance/attributes";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";

export const meta = titleMeta;

const NAME_RULES = formRules<"name">(UpdateUserSchema);
const EMAIL_RULES = formRules<"email" | "currentPassword">(ChangeEmailRequestSchema);
const PASSWORD_RULES = formRules<"currentPassword" | "password" | "confirmPassword">(ChangePasswordSchema);
const UNSAVED_DIALOG_ID = "profile-unsaved";

/** SPEC §2 user-profile: the signed-in user's own account, the same in every store (ADR 062). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireStore(request, context);
  const t = await requestT(request, context, "profile");
  return { profile: { name: user.name, email: user.email, version: user.version }, title: pageTitle(t("title")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context);
  return profileAction(request, context, api, await request.formData());
}

type ActionData = { intent: ProfileIntent; result: SubmissionResult<string[]>; current: { name?: string; version?: number } | null } | undefined;

/** A password input that never starts with a value; the server's error under it. */
function PasswordInputField({ field, rule, label, autoComplete }: { field: FieldMetadata<unknown>; rule?: FieldRule; label: string; autoComplete: string }) {
  const localize = useMessage();
  const { key, ...input } = getInputProps(field, { type: "password" });
  const error = field.errors?.[0];
  return (
    <TextInput
      key={key}
      {...input}
      defaultValue=""
      {...ruleAttributes(localizeRule(rule, localize))}
      label={label}
      autoComplete={autoComplete}
      error={error === undefined ? undefined : localize(error)}
    />
  );
}

function FormErrors({ errors }: { errors: string[] | undefined }) {
  const localize = useMessage();
  return errors?.length ? (
    <Alert color="red" variant="light" role="alert">
      {errors.map((e) => localize(e)).join(" ")}
    </Alert>
  ) : null;
}

function NameForm({ profile, reply }: { profile: { name: string; version: number }; reply: ActionData }) {
  const t = useT("profile");
  const mine = reply?.intent === "name" ? reply : undefined;
  const [form, fields] = useForm({ id: "profile-name", lastResult: mine?.result, defaultValue: { name: profile.name, version: String(profile.version) } });
  // After a 409 the typed name stays and the saved version rides along: saving again keeps what was typed.
  const version = mine?.current?.version ?? profile.version;
  return (
    <Form method="post" {...getFormProps(form)} noValidate {...enhance.validate()} {...enhance.dirtyGuard(UNSAVED_DIALOG_ID)}>
      <FieldErrorTemplate />
      <input type="hidden" name="intent" value="name" />
      <input type="hidden" name={fields.version.name} value={version} />
      <Stack gap="sm">
        <FormErrors errors={form.errors} />
        <TextField field={fields.name} rule={NAME_RULES.name} label={t("name.label")} autoComplete="name" />
        <Group justify="flex-end">
          <Button type="submit">{t("name.save")}</Button>
        </Group>
      </Stack>
    </Form>
  );
}

function EmailForm({ email, reply }: { email: string; reply: ActionData }) {
  const t = useT("profile");
  const mine = reply?.intent === "email" ? reply : undefined;
  const [form, fields] = useForm({ id: "profile-email", lastResult: mine?.result });
  return (
    <Form method="post" {...getFormProps(form)} noValidate {...enhance.validate()}>
      <FieldErrorTemplate />
      <input type="hidden" name="intent" value="email" />
      <Stack gap="sm">
        <Text size="sm">{t("email.current", { email })}</Text>
        <FormErrors errors={form.errors} />
        <TextField field={fields.email} rule={EMAIL_RULES.email} type="email" label={t("email.label")} description={t("email.hint")} autoComplete="email" />
        <PasswordInputField
          field={fields.currentPassword}
          rule={EMAIL_RULES.currentPassword}
          label={t("email.currentPassword")}
          autoComplete="current-password"
        />
        <Group justify="flex-end">
          <Button type="submit">{t("email.save")}</Button>
        </Group>
      </Stack>
    </Form>
  );
}

function PasswordForm({ reply }: { reply: ActionData }) {
  const t = useT("profile");
  const mine = reply?.intent === "password" ? reply : undefined;
  const [form, fields] = useForm({ id: "profile-password", lastResult: mine?.result });
  return (
    <Form method="post" {...getFormProps(form)} noValidate {...enhance.validate()}>
      <FieldErrorTemplate />
      <input type="hidden" name="intent" value="password" />
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("password.hint")}
        </Text>
        <FormErrors errors={form.errors} />
        <PasswordInputField
          field={fields.currentPassword}
          rule={PASSWORD_RULES.currentPassword}
          label={t("password.currentPassword")}
          autoComplete="current-password"
        />
        <PasswordInputField field={fields.password} rule={PASSWORD_RULES.password} label={t("password.newPassword")} autoComplete="new-password" />
        <PasswordInputField
          field={fields.confirmPassword}
          rule={PASSWORD_RULES.confirmPassword}
          label={t("password.confirmPassword")}
          autoComplete="new-password"
        />
        <Group justify="flex-end">
          <Button type="submit">{t("password.save")}</Button>
        </Group>
      </Stack>
    </Form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export default function UserProfilePage() {
  const { profile } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as ActionData;
  const t = useT("profile");
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1} size="h2">
          {t("title")}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t("description")}
        </Text>
      </div>
      <Section title={t("name.title")}>
        <NameForm profile={profile} reply={reply} />
      </Section>
      <Section title={t("email.title")}>
        <EmailForm email={profile.email} reply={reply} />
      </Section>
      <Section title={t("password.title")}>
        <PasswordForm reply={reply} />
      </Section>
      <UnsavedChangesDialog id={UNSAVED_DIALOG_ID} />
    </Stack>
  );
}
