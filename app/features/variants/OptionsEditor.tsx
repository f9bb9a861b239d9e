import { Alert, Button, Card, Group, List, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatMoney } from "@domain/money";
import type { OptionTemplate, VariantDto } from "@domain/variant";
import { OPTION_SLOTS, optionTitle, type OptionRow } from "./variant-form";

export interface OptionsEditorProps {
  action: string;
  rows: OptionRow[];
  version: number;
  templates: OptionTemplate[];
  errors: Record<string, string[]>;
  formErrors: string[];
  orphaned: VariantDto[] | null;
  /** Below the form, in the same card (a form of its own cannot nest in this one). */
  children?: ReactNode;
}

/**
 * Up to 3 options, each a name and comma-separated values, in one plain form. "Use template" fills a slot from the
 * API's templates; a save that would orphan variants lists them and asks for a second, confirming submit.
 */
export function OptionsEditor({ action, rows, version, templates, errors, formErrors, orphaned, children }: OptionsEditorProps) {
  const error = (name: string) => errors[name]?.[0];
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="options-title" id="options">
      <Form method="post" action={action}>
        <input type="hidden" name="optionsVersion" value={version} />
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
            <Alert color="red" variant="light" title="The options were not saved" role="alert">
              {formErrors.join(" ")}
            </Alert>
          )}
          {OPTION_SLOTS.map((i) => (
            <div key={i} className="br-option-row">
              <TextInput name={`options.${i}.name`} label={`Option ${i + 1} name`} defaultValue={rows[i]?.name} error={error(`options.${i}.name`)} placeholder={i === 0 ? "Size" : ""} autoComplete="off" />
              <TextInput
                name={`options.${i}.values`}
                label={`Option ${i + 1} values`}
                defaultValue={rows[i]?.values}
                error={error(`options.${i}.values`)}
                placeholder={i === 0 ? "S, M, L" : ""}
                description="Separate values with commas"
                autoComplete="off"
              />
            </div>
          ))}
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
