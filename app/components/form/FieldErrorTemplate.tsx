import { Input } from "@mantine/core";

/**
 * Mantine's field error markup, once per form: the enhance script clones it for errors it finds in the browser,
 * so they look exactly like the errors the server renders.
 */
export function FieldErrorTemplate() {
  return (
    <template data-field-error-template="">
      <Input.Error size="sm" />
    </template>
  );
}
