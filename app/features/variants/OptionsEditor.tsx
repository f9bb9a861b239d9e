import { getFormProps } from "@conform-to/react";
import { Alert, Button, Card, Group, List, NativeSelect, Stack, Text } from "@mantine/core";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatMoney } from "@domain/money";
import type { OptionTemplate, ProductOptionsDto } from "@domain/variant";
import { useEditorForm } from "~/components/editor";
import { HiddenField, TextField } from "~/components/form";
import { useLocale, useMessage, useT } from "~/lib/i18n";
import type { OptionsActionData } from "./editor.server";
import { OPTIONS_FORM_ID, optionsValues, optionTitle, type OptionsValues } from "./variant-form";

export interface OptionsEditorProps {
  action: string;
  options: ProductOptionsDto;
  templates: OptionTemplate[];
  /** The options form's answer (conform's reply), if the last post was one of its intents. */
  actionData: OptionsActionData | undefined;
  /** Below the form, in the same card (a form of its own cannot nest in this one). */
  children?: ReactNode;
}

/**
 * Up to 3 options, each a name and comma-separated values, in one plain form. "Use template" fills a slot from the
 * API's templates; a save that would orphan variants lists them and asks for a second, confirming submit.
 */
export function OptionsEditor({ action, options, templates, actionData, children }: OptionsEditorProps) {
  const { form, fields } = useEditorForm<OptionsValues>(OPTIONS_FORM_ID, optionsValues(options.options, options.version), actionData);
  const orphaned = actionData?.orphaned;
  const formErrors = form.errors ?? [];
  const t = useT("products");
  const localize = useMessage();
  // The API's templates carry an English name (what "Use template" fills in) and a Vietnamese label: the reader's one shows.
  const vi = useLocale() === "vi";
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="options-title" id="options">
      <Form method="post" action={action} {...getFormProps(form)}>
        <HiddenField field={fields.optionsVersion} />
        <Stack gap="md">
          <Text fw={600} id="options-title">
            {t("options.title")}
          </Text>
          {orphaned && orphaned.length > 0 && (
            <Alert color="orange" variant="light" title={t("options.orphanedTitle")} role="alert">
              {/* The API's message speaks to API callers (deleteOrphanedVariants); a merchant gets the choice in words. */}
              <Text size="sm">{t("options.orphanedBody")}</Text>
              <List size="sm" mt="xs">
                {orphaned.map((v) => (
                  <List.Item key={v._id}>
                    {optionTitle(v, t("variants.defaultTitle"))} · {formatMoney(v.price)}
                    {v.sku ? ` · ${v.sku}` : ""}
                  </List.Item>
                ))}
              </List>
              <Button type="submit" name="intent" value="confirm-options" color="red" mt="md">
                {t("options.confirm", { count: orphaned.length })}
              </Button>
            </Alert>
          )}
          {!orphaned && formErrors.length > 0 && (
            <Alert color="red" variant="light" title={t("options.notSaved")} role="alert" id={form.errorId}>
              {formErrors.map(localize).join(" ")}
            </Alert>
          )}
          {fields.options.getFieldList().map((slot, i) => {
            const row = slot.getFieldset();
            return (
              <div key={i} className="br-option-row">
                <TextField
                  field={row.name}
                  label={t("options.name", { n: i + 1 })}
                  placeholder={i === 0 ? t("options.namePlaceholder") : ""}
                  autoComplete="off"
                />
                <TextField
                  field={row.values}
                  label={t("options.values", { n: i + 1 })}
                  placeholder={i === 0 ? "S, M, L" : ""}
                  description={t("options.valuesHelp")}
                  autoComplete="off"
                />
              </div>
            );
          })}
          <div className="br-template-row">
            <NativeSelect
              name="template"
              label={t("options.template")}
              data={templates.map((tpl) => ({ value: tpl.name, label: vi ? tpl.label : tpl.name }))}
            />
            <Button type="submit" name="intent" value="use-template" variant="default">
              {t("options.useTemplate")}
            </Button>
          </div>
          <Group justify="flex-end">
            <Button type="submit" name="intent" value="options">
              {t("options.save")}
            </Button>
          </Group>
        </Stack>
      </Form>
      {children}
    </Card>
  );
}
