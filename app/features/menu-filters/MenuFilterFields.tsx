import { Button, Card, Checkbox, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { COMPARES_BY_FIELD, FILTER_COMPARES, FILTER_FIELDS } from "@domain/menu-filter";
import type { EditorForm } from "~/components/editor";
import { conformName } from "~/components/editor/names";
import { SwitchField, TextField } from "~/components/form";
import { PlusIcon } from "~/components/list/icons";
import { useMessage, useT } from "~/lib/i18n";
import { MENU_FILTER_FORM_ID, valuesFromPayload, type ConditionRow, type MenuFilterValues } from "./filter-form";

/** A hidden first submit: Enter in any field saves (the browser submits a form with its first button). */
export function SaveDefault() {
  return (
    <button type="submit" form={MENU_FILTER_FORM_ID} name="intent" value="save" className="br-visually-hidden" tabIndex={-1} aria-hidden="true">
      Save
    </button>
  );
}

/**
 * A menu filter's fields (ADR 072): its name (the group's title shoppers see), its choices as condition rows, and
 * where it shows. Add and Remove post the whole form and come back with the input kept (works without JavaScript).
 */
export function MenuFilterFields({ editor, collections }: { editor: EditorForm<MenuFilterValues>; collections: { _id: string; title: string }[] }) {
  const { fields } = editor;
  const t = useT("menuFilters");
  const localize = useMessage();
  const values = valuesFromPayload(editor.values);
  const error = (path: string) => {
    const message = editor.error(conformName(path));
    return message === undefined ? undefined : localize(message);
  };
  const chosen = new Set(values.collectionIds);
  // A scoped collection the list does not offer (older than the 200 newest) stays ticked as it is.
  const offered = [
    ...collections,
    ...values.collectionIds.filter((id) => !collections.some((c) => c._id === id)).map((id) => ({ _id: id, title: t("editor.otherCollection") })),
  ];
  const conditionsError = error("conditions");
  const scopeError = error("collectionIds");
  return (
    <div className="br-editor-grid">
      <Stack gap="lg" className="br-editor-main">
        <Card withBorder padding="lg" radius="md">
          <TextField field={fields.name} label={t("editor.name")} description={t("editor.nameHelp")} autoComplete="off" />
        </Card>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="filter-conditions-title">
          <Text fw={600} id="filter-conditions-title">
            {t("editor.conditions")}
          </Text>
          <Text size="sm" c="dimmed" mb="sm">
            {t("editor.conditionsHelp")}
          </Text>
          {values.conditions.length === 0 ? (
            <Text c="dimmed" size="sm" mb="sm">
              {t("editor.noConditions")}
            </Text>
          ) : (
            <ol className="br-filter-rows">
              {values.conditions.map((row, i) => (
                <ConditionFields key={i} row={row} index={i} error={error} />
              ))}
            </ol>
          )}
          {conditionsError && (
            <Text c="red" size="sm" mb="sm" role="alert">
              {conditionsError}
            </Text>
          )}
          <Group gap="xs" align="flex-end" mt="sm" wrap="wrap">
            <NativeSelect
              name="newField"
              label={t("editor.newField")}
              defaultValue="vendor"
              data={FILTER_FIELDS.map((f) => ({ value: f, label: t(`fields.${f}`) }))}
              className="br-filter-new"
            />
            <Button type="submit" form={MENU_FILTER_FORM_ID} name="intent" value="add-condition" variant="default" leftSection={<PlusIcon />} formNoValidate>
              {t("editor.add")}
            </Button>
          </Group>
        </Card>
      </Stack>
      <Stack gap="lg" className="br-editor-side">
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="filter-scope-title">
          <Text fw={600} id="filter-scope-title" mb="xs">
            {t("editor.scope")}
          </Text>
          <SwitchField field={fields.scoped} label={t("editor.scoped")} description={t("editor.scopedHelp")} />
          <fieldset className="br-fieldset br-filter-collections">
            <legend className="br-visually-hidden">{t("editor.collections")}</legend>
            {offered.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("editor.noCollections")}
              </Text>
            ) : (
              <Stack gap={6}>
                {offered.map((c) => (
                  <Checkbox key={c._id} name="collectionIds" value={c._id} label={c.title} defaultChecked={chosen.has(c._id)} />
                ))}
              </Stack>
            )}
          </fieldset>
          {scopeError && (
            <Text c="red" size="sm" mt="xs" role="alert">
              {scopeError}
            </Text>
          )}
        </Card>
      </Stack>
    </div>
  );
}

function ConditionFields({ row, index: i, error }: { row: ConditionRow; index: number; error: (path: string) => string | undefined }) {
  const t = useT("menuFilters");
  const name = (field: string) => `conditions[${i}].${field}`;
  const n = i + 1;
  const field = (FILTER_FIELDS as readonly string[]).includes(row.field) ? (row.field as (typeof FILTER_FIELDS)[number]) : "vendor";
  // Comparisons that fit the row's field first; a posted one that does not fit stays, so its error shows next to it.
  const compares = FILTER_COMPARES.filter((c) => COMPARES_BY_FIELD[field].includes(c) || c === row.compare);
  return (
    <li className="br-filter-row">
      <div className="br-filter-grid">
        <TextInput
          name={name("nameDislay")}
          defaultValue={row.nameDislay}
          label={t("editor.label")}
          description={t("editor.labelHelp")}
          error={error(`conditions.${i}.nameDislay`)}
          autoComplete="off"
          className="br-filter-label"
        />
        <NativeSelect
          name={name("field")}
          defaultValue={field}
          label={t("editor.field")}
          data={FILTER_FIELDS.map((f) => ({ value: f, label: t(`fields.${f}`) }))}
          error={error(`conditions.${i}.field`)}
        />
        {field === "option" ? (
          <TextInput
            name={name("fieldCompare")}
            defaultValue={row.fieldCompare}
            label={t("editor.optionName")}
            placeholder={t("editor.optionNamePlaceholder")}
            error={error(`conditions.${i}.fieldCompare`)}
            autoComplete="off"
          />
        ) : (
          <input type="hidden" name={name("fieldCompare")} value="" />
        )}
        <NativeSelect
          name={name("compare")}
          defaultValue={row.compare}
          label={t("editor.compare")}
          data={compares.map((c) => ({ value: c, label: t(`compares.${c}`) }))}
          error={error(`conditions.${i}.compare`)}
        />
        {field === "available" ? (
          <NativeSelect
            name={name("value")}
            defaultValue={row.value === "false" ? "false" : "true"}
            label={t("editor.value")}
            data={[
              { value: "true", label: t("editor.inStock") },
              { value: "false", label: t("editor.outOfStock") },
            ]}
            error={error(`conditions.${i}.value`)}
          />
        ) : (
          <TextInput
            name={name("value")}
            defaultValue={row.value}
            label={t("editor.value")}
            inputMode={field === "price" ? "decimal" : undefined}
            error={error(`conditions.${i}.value`)}
            autoComplete="off"
          />
        )}
      </div>
      <Group justify="flex-end" mt={6}>
        <Button
          type="submit"
          form={MENU_FILTER_FORM_ID}
          name="intent"
          value={`remove-condition-${i}`}
          size="compact-xs"
          variant="subtle"
          color="red"
          formNoValidate
          aria-label={t("editor.removeN", { n })}
        >
          {t("editor.remove")}
        </Button>
      </Group>
    </li>
  );
}
