import { Button, Card, Group, Stack, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import { CollectionFormSchema, type CollectionType } from "@domain/collection";
import { HANDLE_MESSAGE, HANDLE_RE } from "@domain/product";
import { SearchListingCard, type EditorForm } from "~/components/editor";
import { formRules, SwitchField, TextareaField, TextField } from "~/components/form";
import { ConditionRows } from "./ConditionRows";
import { COLLECTION_FORM_ID, valuesFromPayload, type CollectionValues } from "./form";
import { collectionUrls } from "./urls";
import { useT } from "~/lib/i18n";

const COLLECTION_RULES = formRules(CollectionFormSchema, { handle: { pattern: HANDLE_RE, message: HANDLE_MESSAGE } });

/**
 * A collection's fields (ADR 031): title, description, handle, status, type and, for a smart collection, its
 * conditions. A manual collection's members have forms of their own, below the editor.
 */
export function CollectionFields({ editor, isNew, storeDomain }: { editor: EditorForm<CollectionValues>; isNew: boolean; storeDomain: string | null }) {
  const { fields } = editor;
  const t = useT("collections");
  const values = valuesFromPayload(editor.values);
  return (
    <div className="br-editor-grid">
      <input type="hidden" name="type" value={values.type} />
      <Stack gap="lg" className="br-editor-main">
        <Card withBorder padding="lg" radius="md">
          <Stack gap="md">
            <TextField
              field={fields.title}
              rule={COLLECTION_RULES.title}
              label={t("editor.title")}
              placeholder={t("editor.titlePlaceholder")}
              autoComplete="off"
            />
            <TextareaField field={fields.description} rule={COLLECTION_RULES.description} label={t("editor.description")} rows={4} resize="vertical" />
          </Stack>
        </Card>
        {values.type === "smart" && (
          <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="conditions-title">
            <Text fw={600} id="conditions-title" mb="sm">
              {t("editor.conditions")}
            </Text>
            <ConditionRows values={values} errors={editor.form.allErrors} formId={COLLECTION_FORM_ID} />
          </Card>
        )}
        <SearchListingCard
          handle={fields.handle}
          title={fields.title}
          rule={COLLECTION_RULES.handle}
          isNew={isNew}
          storeDomain={storeDomain}
          path="/collections/"
        />
      </Stack>
      <Stack gap="lg" className="br-editor-side">
        <Card withBorder padding="lg" radius="md">
          <Text fw={600} mb="sm">
            {t("editor.status")}
          </Text>
          <SwitchField field={fields.published} label={t("editor.published")} description={t("editor.publishedHelp")} />
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Text fw={600} mb="sm">
            {t("editor.type")}
          </Text>
          {isNew ? <TypeChoice type={values.type} /> : <Text size="sm">{t(`type.${values.type}`)}</Text>}
          <Text size="sm" c="dimmed" mt="xs">
            {values.type === "smart" ? t("editor.smartHelp") : t("editor.manualHelp")}
            {isNew ? ` ${t("editor.typeFixed")}` : ""}
          </Text>
        </Card>
      </Stack>
    </div>
  );
}

/** The type of a new collection, as links so it works without JavaScript (the page shows that type's fields). */
function TypeChoice({ type }: { type: CollectionType }) {
  const t = useT("collections");
  return (
    <Group gap={0} className="br-type-choice" role="group" aria-label={t("editor.typeChoice")}>
      {(["manual", "smart"] as const).map((choice) => (
        <Button
          key={choice}
          component={Link}
          to={collectionUrls.createOfType(choice)}
          variant={choice === type ? "filled" : "default"}
          aria-current={choice === type ? "page" : undefined}
          size="sm"
          className="br-grow"
        >
          {t(`type.${choice}`)}
        </Button>
      ))}
    </Group>
  );
}
