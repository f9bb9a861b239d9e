import { Button, Card, Group, Text, Title } from "@mantine/core";
import type { BulkPreviewDto } from "@domain/bulk-update";
import type { EditorForm } from "~/components/editor";
import { SelectField, TextField } from "~/components/form";
import { snapshotLines, type FormValues } from "./form";
import { useCount, useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

/**
 * The fields of one plain POST form: which products (the list's filters), what to change (one row per kind of
 * action), and two submits: Preview (intent `preview`, a dry run shown below on this page) and Run (intent `run`,
 * creates the job).
 */
export function BulkUpdateFields({ editor, preview }: { editor: EditorForm<FormValues>; preview?: BulkPreviewDto }) {
  const { fields } = editor;
  const t = useT("bulk");
  const leave = { value: "", label: t("create.leave") };
  const setTo = { value: "set", label: t("create.setTo") };
  return (
    <>
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          {t("create.products")}
        </Title>
        <div className="br-bu-grid">
          <SelectField
            field={fields.published}
            label={t("create.status")}
            data={[
              { value: "", label: t("create.anyStatus") },
              { value: "true", label: t("create.published") },
              { value: "false", label: t("create.unpublished") },
            ]}
          />
          <TextField field={fields.search} label={t("create.search")} placeholder={t("create.searchPlaceholder")} maxLength={255} />
          <TextField field={fields.productType} label={t("create.productType")} placeholder={t("create.productTypePlaceholder")} maxLength={255} />
          <TextField field={fields.vendor} label={t("create.vendor")} maxLength={255} />
          <TextField field={fields.tag} label={t("create.tag")} maxLength={255} />
        </div>
      </Card>

      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          {t("create.changes")}
        </Title>
        <div className="br-bu-actions">
          <ActionRow label={t("create.vendor")}>
            <SelectField field={fields.vendorMode} aria-label={t("create.vendorAction")} data={[leave, setTo]} />
            <TextField field={fields.vendorValue} aria-label={t("create.newVendor")} placeholder={t("create.vendor")} maxLength={255} />
          </ActionRow>
          <ActionRow label={t("create.productType")}>
            <SelectField field={fields.typeMode} aria-label={t("create.productTypeAction")} data={[leave, setTo]} />
            <TextField field={fields.typeValue} aria-label={t("create.newProductType")} placeholder={t("create.productType")} maxLength={255} />
          </ActionRow>
          <ActionRow label={t("create.addTags")}>
            <TextField field={fields.addTags} aria-label={t("create.tagsToAdd")} placeholder={t("create.tagsPlaceholder")} className="br-bu-span" />
          </ActionRow>
          <ActionRow label={t("create.removeTags")}>
            <TextField field={fields.removeTags} aria-label={t("create.tagsToRemove")} placeholder={t("create.tagsPlaceholder")} className="br-bu-span" />
          </ActionRow>
          <ActionRow label={t("create.status")}>
            <SelectField
              field={fields.status}
              aria-label={t("create.statusAction")}
              data={[leave, { value: "publish", label: t("create.publish") }, { value: "unpublish", label: t("create.unpublish") }]}
            />
          </ActionRow>
          <ActionRow label={t("create.price")}>
            <SelectField
              field={fields.priceMode}
              aria-label={t("create.priceAction")}
              data={[leave, { value: "percent", label: t("create.byPercent") }, { value: "amount", label: t("create.byAmount") }]}
            />
            <TextField
              field={fields.priceValue}
              aria-label={t("create.priceChange")}
              placeholder={t("create.pricePlaceholder")}
              inputMode="decimal"
              description={t("create.priceHint")}
              inputWrapperOrder={["label", "input", "description", "error"]}
            />
          </ActionRow>
        </div>
        <TextField field={fields.name} label={t("create.name")} placeholder={t("create.namePlaceholder")} maxLength={255} mt="md" maw={420} />
      </Card>

      <Group gap="sm">
        <Button type="submit" name="intent" value="preview" variant="default">
          {t("create.preview")}
        </Button>
        <Button type="submit" name="intent" value="run" {...enhance.lock(1000)}>
          {t("create.run")}
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
  const t = useT("bulk");
  const count = useCount();
  const shown = preview.products.length;
  const summary =
    preview.total === 0
      ? t("preview.none")
      : preview.total > shown && preview.total !== 1
        ? t("preview.someShown", { n: count(preview.total), shown: count(shown) })
        : t("preview.changes", { count: preview.total, n: count(preview.total) });
  return (
    <Card withBorder radius="md" padding={0} aria-labelledby="preview-heading">
      <div className="br-bu-preview-head">
        <Title order={2} size="h4" id="preview-heading">
          {t("preview.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
      </div>
      {preview.products.length > 0 && (
        <div className="br-table-scroll">
          <table className="br-bu-table" aria-label={t("preview.title")}>
            <thead>
              <tr>
                <th>{t("preview.product")}</th>
                <th>{t("preview.field")}</th>
                <th>{t("preview.before")}</th>
                <th>{t("preview.after")}</th>
              </tr>
            </thead>
            <tbody>
              {preview.products.flatMap((p) =>
                snapshotLines(p.before, p.after, t).map((line, i, all) => (
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
