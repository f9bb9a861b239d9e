import { Button, Card, Group, Text, Title } from "@mantine/core";
import type { BulkPreviewDto } from "@domain/bulk-update";
import type { EditorForm } from "~/components/editor";
import { SelectField, TextField } from "~/components/form";
import { snapshotLines, type FormValues } from "./form";
import { enhance } from "~/enhance/attributes";

const LEAVE = { value: "", label: "Leave as it is" };

/**
 * The fields of one plain POST form: which products (the list's filters), what to change (one row per kind of
 * action), and two submits: Preview (intent `preview`, a dry run shown below on this page) and Run (intent `run`,
 * creates the job).
 */
export function BulkUpdateFields({ editor, preview }: { editor: EditorForm<FormValues>; preview?: BulkPreviewDto }) {
  const { fields } = editor;
  return (
    <>
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          Products
        </Title>
        <div className="br-bu-grid">
          <SelectField
            field={fields.published}
            label="Status"
            data={[
              { value: "", label: "Any status" },
              { value: "true", label: "Published" },
              { value: "false", label: "Unpublished" },
            ]}
          />
          <TextField field={fields.search} label="Search" placeholder="Title, handle, vendor, tag…" maxLength={255} />
          <TextField field={fields.productType} label="Product type" placeholder="Any (none: without a type)" maxLength={255} />
          <TextField field={fields.vendor} label="Vendor" maxLength={255} />
          <TextField field={fields.tag} label="Tag" maxLength={255} />
        </div>
      </Card>

      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          Changes
        </Title>
        <div className="br-bu-actions">
          <ActionRow label="Vendor">
            <SelectField field={fields.vendorMode} aria-label="Vendor action" data={[LEAVE, { value: "set", label: "Set to" }]} />
            <TextField field={fields.vendorValue} aria-label="New vendor" placeholder="Vendor" maxLength={255} />
          </ActionRow>
          <ActionRow label="Product type">
            <SelectField field={fields.typeMode} aria-label="Product type action" data={[LEAVE, { value: "set", label: "Set to" }]} />
            <TextField field={fields.typeValue} aria-label="New product type" placeholder="Product type" maxLength={255} />
          </ActionRow>
          <ActionRow label="Add tags">
            <TextField field={fields.addTags} aria-label="Tags to add" placeholder="tag, tag" className="br-bu-span" />
          </ActionRow>
          <ActionRow label="Remove tags">
            <TextField field={fields.removeTags} aria-label="Tags to remove" placeholder="tag, tag" className="br-bu-span" />
          </ActionRow>
          <ActionRow label="Status">
            <SelectField
              field={fields.status}
              aria-label="Status action"
              data={[
                LEAVE,
                { value: "publish", label: "Publish" },
                { value: "unpublish", label: "Unpublish" },
              ]}
            />
          </ActionRow>
          <ActionRow label="Price (all variants)">
            <SelectField
              field={fields.priceMode}
              aria-label="Price action"
              data={[
                LEAVE,
                { value: "percent", label: "Change by percent" },
                { value: "amount", label: "Change by amount" },
              ]}
            />
            <TextField
              field={fields.priceValue}
              aria-label="Price change"
              placeholder="e.g. 10 or -5"
              inputMode="decimal"
              description="Negative lowers. Compare-at prices change alike; never below 0."
              inputWrapperOrder={["label", "input", "description", "error"]}
            />
          </ActionRow>
        </div>
        <TextField field={fields.name} label="Name (optional)" placeholder="e.g. Summer sale" maxLength={255} mt="md" maw={420} />
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
    </>
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
