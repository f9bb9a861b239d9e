import { Card, Stack, Text } from "@mantine/core";
import { SIZE_CHART_UNIT_MAX } from "@domain/size-chart-limits";
// The kits' files, not their indexes: those re-export the zod rules, and this page hydrates (zod stays on the server).
import { conformName } from "~/components/editor/names";
import type { EditorForm } from "~/components/editor/useEditorForm";
import { TextareaField, TextField } from "~/components/form/fields";
import type { FormRules } from "~/components/form/rule-attributes";
import { useMessage, useT } from "~/lib/i18n";
import type { TargetSearch } from "./editor.server";
import { valuesFromPayload, type SizeChartFormValues } from "./size-chart-form";
import { TableEditor } from "./TableEditor";
import { TargetPicker } from "./TargetPicker";

/** A size chart's fields (ADR 031): title, description, unit, the table, and the products and collections it is on. */
export function SizeChartFields({
  editor,
  rules,
  search,
}: {
  editor: EditorForm<SizeChartFormValues>;
  rules: FormRules<"title">;
  search: TargetSearch | undefined;
}) {
  const { fields } = editor;
  const t = useT("sizeCharts");
  const localize = useMessage();
  const values = valuesFromPayload(editor.values);
  // The table and pickers look errors up by path (`rows.0.1`); conform names them `rows[0][1]`. Said in the page's language.
  const error = (path: string) => {
    const message = editor.error(conformName(path));
    return message === undefined ? undefined : localize(message);
  };
  return (
    <div className="br-editor-grid">
      <Stack gap="lg" className="br-editor-main">
        <Card withBorder padding="lg" radius="md">
          <Stack gap="md">
            <TextField field={fields.title} rule={rules.title} label={t("editor.title")} placeholder={t("editor.titlePlaceholder")} autoComplete="off" />
            <TextareaField
              field={fields.description}
              label={t("editor.description")}
              description={t("editor.descriptionHelp")}
              rows={2}
              autosize
              minRows={2}
              maxRows={6}
            />
            <TextField
              field={fields.unit}
              label={t("editor.unit")}
              description={t("editor.unitHelp")}
              maxLength={SIZE_CHART_UNIT_MAX}
              w={200}
              autoComplete="off"
            />
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="table-title">
          <Text fw={600} id="table-title">
            {t("editor.table")}
          </Text>
          <Text size="sm" c="dimmed" mb="sm">
            {t("editor.tableHelp")}
          </Text>
          <TableEditor columns={values.columns} rows={values.rows} error={error} />
        </Card>
      </Stack>
      <Stack gap="lg" className="br-editor-side">
        <Card withBorder padding="lg" radius="md">
          <TargetPicker
            kind="products"
            attached={values.products}
            query={search?.productQuery ?? ""}
            found={search?.products ?? null}
            error={error("productIds")}
          />
        </Card>
        <Card withBorder padding="lg" radius="md">
          <TargetPicker
            kind="collections"
            attached={values.collections}
            query={search?.collectionQuery ?? ""}
            found={search?.collections ?? null}
            error={error("collectionIds")}
          />
        </Card>
      </Stack>
    </div>
  );
}
