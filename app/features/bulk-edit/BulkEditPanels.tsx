import { Alert, Button, Group, NativeSelect, Text, TextInput } from "@mantine/core";
import type { TFunction } from "i18next";
import { BULK_EDIT_COLUMNS, type BulkEditColumn, type BulkPatch } from "@domain/bulk-edit";
import { HiddenParams } from "~/components/list/HiddenParams";
import type { ApplyActionData } from "./actions.server";
import { useCount, useMessage, useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

/** Which columns to show: a GET form, so the choice lives in the URL (`cols`) and works without JavaScript. */
export function ColumnChooser({ cols, search }: { cols: BulkEditColumn[]; search: string }) {
  const t = useT("bulk");
  return (
    <form method="get" className="br-sheet-cols" aria-label={t("columnChooser.label")}>
      <HiddenParams search={search} exclude={["cols", "page"]} />
      <fieldset>
        <legend>{t("columnChooser.label")}</legend>
        {BULK_EDIT_COLUMNS.map((c) => (
          <label key={c} className="br-sheet-col">
            <input type="checkbox" name="cols" value={c} defaultChecked={cols.includes(c)} /> {t(`columns.${c}`)}
          </label>
        ))}
        <Button type="submit" size="xs" variant="default">
          {t("columnChooser.submit")}
        </Button>
      </fieldset>
    </form>
  );
}

export function describePatch(p: BulkPatch, t: TFunction<"bulk">): string[] {
  const out: string[] = [];
  if (p.vendor !== undefined) out.push(t("actions.setVendorQuoted", { value: p.vendor }));
  if (p.productType !== undefined) out.push(t("actions.setProductTypeQuoted", { value: p.productType }));
  if (p.published !== undefined) out.push(t(p.published ? "actions.publish" : "actions.unpublish"));
  if (p.addTags?.length) out.push(t("actions.addTags", { tags: p.addTags.join(", ") }));
  if (p.removeTags?.length) out.push(t("actions.removeTags", { tags: p.removeTags.join(", ") }));
  return out;
}

/**
 * "Apply to all N matching products": one change for the whole selection (PATCH /products/?{filters} with `product`).
 * The first submit only checks it and asks to confirm; the confirm form carries the same values with intent `apply`.
 */
export function ApplyToAll({ total, noun, action, actionData }: { total: number; noun: string; action: string; actionData?: ApplyActionData }) {
  const values = actionData?.values ?? {};
  const errors = actionData?.errors ?? {};
  const patch = actionData?.patch;
  const t = useT("bulk");
  const tc = useT();
  const count = useCount();
  const localize = useMessage();
  const errorOf = (name: string) => errors[name]?.map(localize).join(" ");
  const heading = t("apply.heading", { n: count(total), noun });
  return (
    <section className="br-apply" aria-labelledby="apply-heading">
      <Text id="apply-heading" fw={600} size="sm">
        {heading}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {t("apply.hint")}
      </Text>
      {patch ? (
        <Alert color="orange" variant="light" title={t("apply.confirmTitle")} role="alert">
          <Text size="sm">{t("apply.changes", { n: count(total), noun })}</Text>
          <ul className="br-apply-list">
            {describePatch(patch, t).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <form method="post" action={action}>
            {Object.entries(values).map(([k, v]) => (
              <input key={k} type="hidden" name={`apply.${k}`} value={v} />
            ))}
            <Group gap="sm">
              <Button type="submit" name="intent" value="apply" color="orange" {...enhance.lock(1000)}>
                {t("apply.confirm")}
              </Button>
              <Button component="a" href={action} variant="default">
                {tc("dialog.cancel")}
              </Button>
            </Group>
          </form>
        </Alert>
      ) : (
        <form method="post" action={action} className="br-apply-form">
          {errors.product && (
            <Text size="sm" c="red" role="alert" className="br-apply-wide">
              {errorOf("product")}
            </Text>
          )}
          <TextInput name="apply.vendor" label={t("apply.vendor")} defaultValue={values.vendor ?? ""} error={errorOf("vendor")} maxLength={255} />
          <TextInput
            name="apply.productType"
            label={t("apply.productType")}
            defaultValue={values.productType ?? ""}
            error={errorOf("productType")}
            maxLength={255}
          />
          <NativeSelect
            name="apply.published"
            label={t("apply.status")}
            defaultValue={values.published ?? ""}
            data={[
              { value: "", label: t("apply.leave") },
              { value: "true", label: t("apply.publish") },
              { value: "false", label: t("apply.unpublish") },
            ]}
          />
          <TextInput
            name="apply.addTags"
            label={t("apply.addTags")}
            placeholder={t("apply.tagsPlaceholder")}
            defaultValue={values.addTags ?? ""}
            error={errorOf("addTags")}
          />
          <TextInput
            name="apply.removeTags"
            label={t("apply.removeTags")}
            placeholder={t("apply.tagsPlaceholder")}
            defaultValue={values.removeTags ?? ""}
            error={errorOf("removeTags")}
          />
          <div className="br-apply-submit">
            <Button type="submit" name="intent" value="apply-review" variant="light">
              {t("apply.review")}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
