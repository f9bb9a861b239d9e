import { Alert, Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import type { BulkPreviewDto } from "@domain/bulk-update";
import { snapshotLines, type FormField, type FormValues } from "./form";
import { enhance } from "~/enhance/attributes";

interface Props {
  values: FormValues;
  errors: Partial<Record<FormField, string[]>>;
  formErrors: string[];
  preview?: BulkPreviewDto;
}

const err = (errors: Props["errors"], f: FormField) => errors[f]?.join(" ");

/**
 * One plain POST form: which products (the list's filters), what to change (one row per kind of action), and two
 * submits: Preview (intent `preview`, a dry run shown below on this page) and Run (intent `run`, creates the job).
 */
export function BulkUpdateForm({ values, errors, formErrors, preview }: Props) {
  return (
    <form method="post" className="br-bu-form">
      <Stack gap="lg">
        {formErrors.length > 0 && (
          <Alert color="red" variant="light" title="Check the form" role="alert">
            {formErrors.join(" ")}
          </Alert>
        )}
        <Card withBorder radius="md">
          <Title order={2} size="h4" mb="sm">
            Products
          </Title>
          <div className="br-bu-grid">
            <NativeSelect
              name="published"
              label="Status"
              defaultValue={values.published}
              data={[
                { value: "", label: "Any status" },
                { value: "true", label: "Published" },
                { value: "false", label: "Unpublished" },
              ]}
            />
            <TextInput name="search" label="Search" placeholder="Title, handle, vendor, tag…" defaultValue={values.search} error={err(errors, "search")} maxLength={255} />
            <TextInput name="productType" label="Product type" placeholder="Any (none: without a type)" defaultValue={values.productType} error={err(errors, "productType")} maxLength={255} />
            <TextInput name="vendor" label="Vendor" defaultValue={values.vendor} error={err(errors, "vendor")} maxLength={255} />
            <TextInput name="tag" label="Tag" defaultValue={values.tag} error={err(errors, "tag")} maxLength={255} />
          </div>
        </Card>

        <Card withBorder radius="md">
          <Title order={2} size="h4" mb="sm">
            Changes
          </Title>
          <div className="br-bu-actions">
            <ActionRow label="Vendor">
              <NativeSelect name="vendorMode" aria-label="Vendor action" defaultValue={values.vendorMode} data={[{ value: "", label: "Leave as it is" }, { value: "set", label: "Set to" }]} />
              <TextInput name="vendorValue" aria-label="New vendor" placeholder="Vendor" defaultValue={values.vendorValue} error={err(errors, "vendorValue")} maxLength={255} />
            </ActionRow>
            <ActionRow label="Product type">
              <NativeSelect name="typeMode" aria-label="Product type action" defaultValue={values.typeMode} data={[{ value: "", label: "Leave as it is" }, { value: "set", label: "Set to" }]} />
              <TextInput name="typeValue" aria-label="New product type" placeholder="Product type" defaultValue={values.typeValue} error={err(errors, "typeValue")} maxLength={255} />
            </ActionRow>
            <ActionRow label="Add tags">
              <TextInput name="addTags" aria-label="Tags to add" placeholder="tag, tag" defaultValue={values.addTags} error={err(errors, "addTags")} className="br-bu-span" />
            </ActionRow>
            <ActionRow label="Remove tags">
              <TextInput name="removeTags" aria-label="Tags to remove" placeholder="tag, tag" defaultValue={values.removeTags} error={err(errors, "removeTags")} className="br-bu-span" />
            </ActionRow>
            <ActionRow label="Status">
              <NativeSelect
                name="status"
                aria-label="Status action"
                defaultValue={values.status}
                error={err(errors, "status")}
                data={[
                  { value: "", label: "Leave as it is" },
                  { value: "publish", label: "Publish" },
                  { value: "unpublish", label: "Unpublish" },
                ]}
              />
            </ActionRow>
            <ActionRow label="Price (all variants)">
              <NativeSelect
                name="priceMode"
                aria-label="Price action"
                defaultValue={values.priceMode}
                error={err(errors, "priceMode")}
                data={[
                  { value: "", label: "Leave as it is" },
                  { value: "percent", label: "Change by percent" },
                  { value: "amount", label: "Change by amount" },
                ]}
              />
              <TextInput
                name="priceValue"
                aria-label="Price change"
                placeholder="e.g. 10 or -5"
                inputMode="decimal"
                defaultValue={values.priceValue}
                error={err(errors, "priceValue")}
                description="Negative lowers. Compare-at prices change alike; never below 0."
                inputWrapperOrder={["label", "input", "description", "error"]}
              />
            </ActionRow>
          </div>
          <TextInput name="name" label="Name (optional)" placeholder="e.g. Summer sale" defaultValue={values.name} error={err(errors, "name")} maxLength={255} mt="md" maw={420} />
        </Card>

        <Group gap="sm">
          <Button type="submit" name="intent" value="preview" variant="default">
            Preview
          </Button>
          <Button type="submit" name="intent" value="run" {...enhance.lock(1000)}>
            Run
          </Button>
        </Group>

        {preview && <PreviewTable preview={preview} />}
      </Stack>
    </form>
  );
}

function ActionRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="br-bu-action">
      <Text size="sm" fw={600} className="br-bu-action-label">
        {label}
      </Text>
      {children}
    </div>
  );
}

function PreviewTable({ preview }: { preview: BulkPreviewDto }) {
  return (
    <Card withBorder radius="md" padding={0} aria-labelledby="preview-heading">
      <div className="br-bu-preview-head">
        <Title order={2} size="h4" id="preview-heading">
          Preview
        </Title>
        <Text size="sm" c="dimmed">
          {preview.total === 0
            ? "No product matches."
            : `${preview.total.toLocaleString("en-US")} ${preview.total === 1 ? "product" : "products"} will change${preview.total > preview.products.length ? `; the first ${preview.products.length} are shown` : ""}. Nothing has been saved yet.`}
        </Text>
      </div>
      {preview.products.length > 0 && (
        <div className="br-table-scroll">
          <table className="br-bu-table" aria-label="Preview">
            <thead>
              <tr>
                <th>Product</th>
                <th>Field</th>
                <th>Before</th>
                <th>After</th>
              </tr>
            </thead>
            <tbody>
              {preview.products.flatMap((p) =>
                snapshotLines(p.before, p.after).map((line, i, all) => (
                  <tr key={`${p._id}-${line.label}`} className={i === all.length - 1 ? "br-bu-last" : undefined}>
                    {i === 0 && (
                      <td rowSpan={all.length} className="br-bu-product">
                        {p.title}
                      </td>
                    )}
                    <td className="br-dim">{line.label}</td>
                    <td>{line.before}</td>
                    <td className={line.before !== line.after ? "br-bu-changed" : undefined}>{line.after}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
