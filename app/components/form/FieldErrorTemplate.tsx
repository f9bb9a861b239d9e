import { Input } from "@mantine/core";
import { useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

/**
 * Mantine's field error markup, once per form: the enhance script clones it for errors it finds in the browser,
 * so they look exactly like the errors the server renders. It also carries SPEC §5's length and e-mail messages in the
 * page's language, `{n}` standing for the number (app/enhance/validation.ts).
 */
export function FieldErrorTemplate() {
  const t = useT("messages");
  const props = enhance.fieldErrorTemplate({ minLength: t("minLength", { n: "{n}" }), maxLength: t("maxLength", { n: "{n}" }), email: t("email") });
  // A hydrated page (Tier 2, ADR 033): the parser put the server's markup in the template's `.content`, where React
  // would look for children and, finding none, drop the whole page's markup for a client render. In the browser
  // the template keeps what the server sent and React leaves its inside alone.
  if (typeof document !== "undefined") return <template {...props} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  return (
    <template {...props}>
      <Input.Error size="sm" />
    </template>
  );
}
