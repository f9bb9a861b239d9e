import { Button, Group, NativeSelect, Radio, Stack, Text, TextInput } from "@mantine/core";
import { PlusIcon } from "~/components/list/icons";
import { CONDITION_COMPARE_OPTIONS, CONDITION_FIELD_OPTIONS, type CollectionValues } from "./form";

/**
 * A smart collection's rules: match all/any and one row per condition. "Add condition" submits the form with
 * `intent=add-condition`; the server sends it back as typed with one more empty row, so it works without JavaScript.
 * Rows left empty are dropped on save (SPEC §5).
 */
export function ConditionRows({ values, errors, formId }: { values: CollectionValues; errors: Record<string, string[]>; formId: string }) {
  const rows = values.conditions.length > 0 ? values.conditions : [{ field: "title", compare: "equals", value: "" }];
  const listError = errors.conditions?.[0];
  return (
    <Stack gap="md">
      <fieldset className="br-fieldset">
        <legend className="br-legend">Products must match</legend>
        <Group gap="lg" mt={6}>
          <Radio name="match" value="all" label="all conditions" defaultChecked={values.match === "all"} />
          <Radio name="match" value="any" label="any condition" defaultChecked={values.match === "any"} />
        </Group>
      </fieldset>
      <Stack gap="sm" role="list" aria-label="Conditions">
        {rows.map((row, i) => {
          const at = (key: string) => errors[`conditions[${i}].${key}`]?.[0];
          return (
            <div key={i} className="br-condition" role="listitem">
              <NativeSelect name={`conditions[${i}].field`} aria-label={`Condition ${i + 1} field`} defaultValue={row.field} data={[...CONDITION_FIELD_OPTIONS]} error={at("field")} />
              <NativeSelect name={`conditions[${i}].compare`} aria-label={`Condition ${i + 1} compare`} defaultValue={row.compare} data={[...CONDITION_COMPARE_OPTIONS]} error={at("compare")} />
              <TextInput name={`conditions[${i}].value`} aria-label={`Condition ${i + 1} value`} defaultValue={row.value} placeholder="Value" autoComplete="off" error={at("value")} />
            </div>
          );
        })}
      </Stack>
      {listError && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      <div>
        <Button type="submit" form={formId} name="intent" value="add-condition" variant="default" leftSection={<PlusIcon />} formNoValidate>
          Add condition
        </Button>
      </div>
    </Stack>
  );
}
