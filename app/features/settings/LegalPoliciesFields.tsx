import { Card, Stack, Text } from "@mantine/core";
import { POLICY_FIELDS, POLICY_MAX } from "@domain/legal-policies";
import type { EditorForm } from "~/components/editor";
import { HiddenField, TextareaField } from "~/components/form";
import { useT } from "~/lib/i18n";
import type { LegalPoliciesValues } from "./legal-form";

/**
 * The four policies (ADR 060), each a text area that takes HTML: the API keeps formatting and drops anything active, so
 * what is saved is shown back as it will be served. Plain text areas work without JavaScript; a rich editor can come
 * with the online store's editor kit (issue 12).
 */
export function LegalPoliciesFields({ editor }: { editor: EditorForm<LegalPoliciesValues> }) {
  const { fields } = editor;
  const t = useT("settings");
  return (
    <>
      <HiddenField field={fields.base} />
      <Card withBorder padding="lg" radius="md" component="section" aria-label={t("legal.title")}>
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {t("legal.help")}
          </Text>
          {POLICY_FIELDS.map((field) => (
            <TextareaField
              key={field}
              field={fields[field]}
              rule={{ maxLength: POLICY_MAX }}
              label={t(`legal.field.${field}`)}
              autosize
              minRows={5}
              maxRows={16}
              spellCheck
            />
          ))}
        </Stack>
      </Card>
    </>
  );
}
