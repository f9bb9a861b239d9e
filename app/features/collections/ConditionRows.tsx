import { Button, Group, NativeSelect, Radio, Stack, Text, TextInput } from "@mantine/core";
import { PlusIcon } from "~/components/list/icons";
import { useMessage, useT } from "~/lib/i18n";
import { CONDITION_COMPARES_SHOWN, CONDITION_FIELDS_SHOWN, type CollectionValues } from "./form";

/**
 * A smart collection's rules: match all/any and one row per condition. "Add condition" submits the form with
 * `intent=add-condition`; the server sends it back as typed with one more empty row, so it works without JavaScript.
 * Rows left empty are dropped on save (SPEC §5).
 */
export function ConditionRows({ values, errors, formId }: { values: CollectionValues; errors: Record<string, string[]>; formId: string }) {
  const t = useT("collections");
  const localize = useMessage();
  const rows = values.conditions.length > 0 ? values.conditions : [{ field: "title", compare: "equals", value: "" }];
  const listError = errors.conditions?.[0];
  const fieldOptions = CONDITION_FIELDS_SHOWN.map((value) => ({ value, label: t(`condition.fields.${value}`) }));
  const compareOptions = CONDITION_COMPARES_SHOWN.map((value) => ({ value, label: t(`condition.compares.${value}`) }));
  return (
    <Stack gap="md">
      <fieldset className="br-fieldset">
        <legend className="br-legend">{t("condition.mustMatch")}</legend>
        <Group gap="lg" mt={6}>
          <Radio name="match" value="all" label={t("condition.all")} defaultChecked={values.match === "all"} />
          <Radio name="match" value="any" label={t("condition.any")} defaultChecked={values.match === "any"} />
        </Group>
      </fieldset>
      <Stack gap="sm" role="list" aria-label={t("condition.list")}>
        {rows.map((row, i) => {
          const at = (key: string) => {
            const error = errors[`conditions[${i}].${key}`]?.[0];
            return error === undefined ? undefined : localize(error);
          };
          const n = i + 1;
          return (
            <div key={i} className="br-condition" role="listitem">
              <NativeSelect
                name={`conditions[${i}].field`}
                aria-label={t("condition.field", { n })}
                defaultValue={row.field}
                data={fieldOptions}
                error={at("field")}
              />
              <NativeSelect
                name={`conditions[${i}].compare`}
                aria-label={t("condition.compare", { n })}
                defaultValue={row.compare}
                data={compareOptions}
                error={at("compare")}
              />
              <TextInput
                name={`conditions[${i}].value`}
                aria-label={t("condition.value", { n })}
                defaultValue={row.value}
                placeholder={t("condition.valuePlaceholder")}
                autoComplete="off"
                error={at("value")}
              />
            </div>
          );
        })}
      </Stack>
      {listError && (
        <Text size="sm" c="red" role="alert">
          {localize(listError)}
        </Text>
      )}
      <div>
        <Button type="submit" form={formId} name="intent" value="add-condition" variant="default" leftSection={<PlusIcon />} formNoValidate>
          {t("condition.add")}
        </Button>
      </div>
    </Stack>
  );
}
