import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Alert, Button, TextInput, type ButtonProps, type TextInputProps } from "@mantine/core";
import { localizeRule, ruleAttributes, type FieldRule } from "~/components/form/rules";
import { useMessage } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

type Common = "name" | "type" | "defaultValue" | "value" | "error" | "id" | "form" | "vars" | "classNames" | "styles";
type FieldProps = Omit<TextInputProps, Common> & {
  meta: FieldMetadata<unknown>;
  label: string;
  /** The schema's rule, checked in the browser once the field is touched (app/components/form/rules.ts). */
  rule?: FieldRule;
};

/** The field's error and rule in the page's language (the schema and the API say them in English; ADR 034). */
function useLocalized(meta: FieldMetadata<unknown>, rule: FieldRule | undefined) {
  const localize = useMessage();
  const error = meta.errors?.[0];
  return { error: error === undefined ? undefined : localize(error), rule: ruleAttributes(localizeRule(rule, localize)) };
}

/** A text input bound to a conform field; the server renders its error after a submission. */
export function TextField({ meta, rule, type = "text", ...props }: FieldProps & { type?: "text" | "email" | "url" | "tel" }) {
  const { key, ...input } = getInputProps(meta, { type, ariaAttributes: false });
  const localized = useLocalized(meta, rule);
  return <TextInput key={key} {...input} {...localized.rule} error={localized.error} {...props} />;
}

/** Both eyes, one shown by the toggle's aria-pressed (auth.css), so the enhance script only flips that attribute. */
function VisibilityIcon() {
  return (
    <svg
      className="br-eye"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <g className="br-eye-open">
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
        <circle cx="12" cy="12" r="3" />
      </g>
      <g className="br-eye-closed">
        <path d="M3 3l18 18M10.6 5.1A10.9 10.9 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6C3.9 8.4 2 12 2 12s3.6 7 10 7a10.4 10.4 0 0 0 5.4-1.6" />
        <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      </g>
    </svg>
  );
}

/**
 * A password input; the server never sends a password back, so it always starts empty. The eye shows it
 * (app/enhance/password.ts). A TextInput with its own eye button rather than Mantine's PasswordInput: every Mantine
 * component a route imports joins the chunk all hydrated pages load (ADR 075), and these pages never hydrate.
 */
export function PasswordField({ meta, rule, ...props }: FieldProps) {
  const { key, id, name, form } = getInputProps(meta, { type: "password", ariaAttributes: false });
  const localized = useLocalized(meta, rule);
  const eye = (
    <button type="button" className="br-password-toggle" tabIndex={-1} aria-hidden="true" aria-pressed="false" {...enhance.passwordToggle()}>
      <VisibilityIcon />
    </button>
  );
  return (
    <TextInput
      key={key}
      id={id}
      name={name}
      form={form}
      type="password"
      {...localized.rule}
      error={localized.error}
      rightSection={eye}
      rightSectionPointerEvents="all"
      {...props}
    />
  );
}

/** Messages for the whole form (a refused sign-in, a rate limit) above its fields. */
export function FormErrors({ errors, id }: { errors?: string[] | null; id?: string }) {
  const localize = useMessage();
  if (!errors?.length) return null;
  return (
    <Alert id={id} color="red" variant="light" role="alert" radius="md" p="sm">
      {errors.map((message) => (
        <div key={message}>{localize(message)}</div>
      ))}
    </Alert>
  );
}

/** The form's submit button. */
export function SubmitButton({ children, ...props }: ButtonProps & { children: React.ReactNode; name?: string; value?: string }) {
  return (
    <Button type="submit" fullWidth size="md" {...props}>
      {children}
    </Button>
  );
}
