import { Input } from "@mantine/core";
import { useT } from "~/lib/i18n";

/**
 * Mantine's field error markup, once per form: the enhance script clones it for errors it finds in the browser,
 * so they look exactly like the errors the server renders. It also carries SPEC §5's length and e-mail messages in the
 * page's language, `{n}` standing for the number (app/enhance/validation.ts).
 */
export function FieldErrorTemplate() {
  const t = useT("messages");
  return (
    <template
      data-field-error-template=""
      data-min-length-message={t("minLength", { n: "{n}" })}
      data-max-length-message={t("maxLength", { n: "{n}" })}
      data-email-message={t("email")}
    >
      <Input.Error size="sm" />
    </template>
  );
}
