import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Alert, Button, PasswordInput, TextInput, type ButtonProps, type TextInputProps } from "@mantine/core";
import { useNavigation } from "@remix-run/react";

type Common = "name" | "type" | "defaultValue" | "value" | "error" | "id" | "form" | "vars" | "classNames" | "styles";
type FieldProps = Omit<TextInputProps, Common> & {
  meta: FieldMetadata<unknown>;
  label: string;
};

/** A text input bound to a conform field; its error shows after the field is touched or the server answered. */
export function TextField({ meta, type = "text", ...props }: FieldProps & { type?: "text" | "email" | "url" | "tel" }) {
  const { key, ...input } = getInputProps(meta, { type, ariaAttributes: false });
  return <TextInput key={key} {...input} error={meta.errors?.[0]} {...props} />;
}

/** A password input; the server never sends a password back, so it always starts empty. */
export function PasswordField({ meta, ...props }: FieldProps) {
  const { key, id, name, form } = getInputProps(meta, { type: "password", ariaAttributes: false });
  return <PasswordInput key={key} id={id} name={name} form={form} error={meta.errors?.[0]} {...props} />;
}

/** Messages for the whole form (a refused sign-in, a rate limit) above its fields. */
export function FormErrors({ errors, id }: { errors?: string[] | null; id?: string }) {
  if (!errors?.length) return null;
  return (
    <Alert id={id} color="red" variant="light" role="alert" radius="md" p="sm">
      {errors.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
}

/** The form's submit button; busy while this page's form is on its way (with JavaScript). */
export function SubmitButton({ children, ...props }: ButtonProps & { children: React.ReactNode; name?: string; value?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <Button type="submit" fullWidth size="md" loading={busy} {...props}>
      {children}
    </Button>
  );
}
