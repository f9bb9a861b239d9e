import { Input } from "@mantine/core";
import { enhance } from "~/enhance/attributes";

/**
 * Mantine's field error markup, once per form: the enhance script clones it for errors it finds in the browser,
 * so they look exactly like the errors the server renders.
 */
export function FieldErrorTemplate() {
  return (
    <template {...enhance.fieldErrorTemplate()}>
      <Input.Error size="sm" />
    </template>
  );
}
