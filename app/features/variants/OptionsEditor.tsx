import { getFormProps } from "@conform-to/react";
import { Alert, Button, Card, Group, List, NativeSelect, Stack, Text } from "@mantine/core";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatMoney } from "@domain/money";
import type { OptionTemplate, ProductOptionsDto } from "@domain/variant";
import { useEditorForm } from "~/components/editor";
import { HiddenField, TextField } from "~/components/form";
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
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="options-title" id="options">
      <Form method="post" action={action} {...getFormProps(form)}>
        <HiddenField field={fields.optionsVersion} />
        <Stack gap="md">
          <Text fw={600} id="options-title">
            Options
          </Text>
          {orphaned && orphaned.length > 0 && (
            <Alert color="orange" variant="light" title="Some variants would be deleted" role="alert">
              {/* The API's message speaks to API callers (deleteOrphanedVariants); a merchant gets the choice in words. */}
              <Text size="sm">These variants use option values you removed. Save again to delete them, or put the values back.</Text>
              <List size="sm" mt="xs">
                {orphaned.map((v) => (
                  <List.Item key={v._id}>
                    {optionTitle(v)} · {formatMoney(v.price)}
                    {v.sku ? ` · ${v.sku}` : ""}
                  </List.Item>
                ))}
              </List>
              <Button type="submit" name="intent" value="confirm-options" color="red" mt="md">
                Save options and delete {orphaned.length} variant{orphaned.length === 1 ? "" : "s"}
              </Button>
            </Alert>
          )}
          {!orphaned && formErrors.length > 0 && (
            <Alert color="red" variant="light" title="The options were not saved" role="alert" id={form.errorId}>
              {formErrors.join(" ")}
            </Alert>
          )}
          {fields.options.getFieldList().map((slot, i) => {
            const row = slot.getFieldset();
            return (
              <div key={i} className="br-option-row">
                <TextField field={row.name} label={`Option ${i + 1} name`} placeholder={i === 0 ? "Size" : ""} autoComplete="off" />
                <TextField field={row.values} label={`Option ${i + 1} values`} placeholder={i === 0 ? "S, M, L" : ""} description="Separate values with commas" autoComplete="off" />
              </div>
            );
          })}
          <div className="br-template-row">
            <NativeSelect name="template" label="Template" data={templates.map((t) => ({ value: t.name, label: `${t.name} (${t.label})` }))} />
            <Button type="submit" name="intent" value="use-template" variant="default">
              Use template
            </Button>
          </div>
          <Group justify="flex-end">
            <Button type="submit" name="intent" value="options">
              Save options
            </Button>
          </Group>
        </Stack>
      </Form>
      {children}
    </Card>
  );
}
