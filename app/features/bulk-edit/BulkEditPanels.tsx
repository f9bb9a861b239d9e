import { Alert, Button, Group, NativeSelect, Text, TextInput } from "@mantine/core";
import { BULK_EDIT_COLUMN_LABELS, BULK_EDIT_COLUMNS, type BulkEditColumn, type BulkPatch } from "@domain/bulk-edit";
import { HiddenParams } from "~/components/list/HiddenParams";
import type { ApplyActionData } from "./actions.server";
import { enhance } from "~/enhance/attributes";

/** Which columns to show: a GET form, so the choice lives in the URL (`cols`) and works without JavaScript. */
export function ColumnChooser({ cols, search }: { cols: BulkEditColumn[]; search: string }) {
  return (
    <form method="get" className="br-sheet-cols" aria-label="Columns">
      <HiddenParams search={search} exclude={["cols", "page"]} />
      <fieldset>
        <legend>Columns</legend>
        {BULK_EDIT_COLUMNS.map((c) => (
          <label key={c} className="br-sheet-col">
            <input type="checkbox" name="cols" value={c} defaultChecked={cols.includes(c)} /> {BULK_EDIT_COLUMN_LABELS[c]}
          </label>
        ))}
        <Button type="submit" size="xs" variant="default">
          Show columns
        </Button>
      </fieldset>
    </form>
  );
}

export function describePatch(p: BulkPatch): string[] {
  const out: string[] = [];
  if (p.vendor !== undefined) out.push(`Set vendor to “${p.vendor}”`);
  if (p.productType !== undefined) out.push(`Set product type to “${p.productType}”`);
  if (p.published !== undefined) out.push(p.published ? "Publish" : "Unpublish");
  if (p.addTags?.length) out.push(`Add tags: ${p.addTags.join(", ")}`);
  if (p.removeTags?.length) out.push(`Remove tags: ${p.removeTags.join(", ")}`);
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
  const heading = `Apply to all ${total.toLocaleString("en-US")} ${noun}`;
  return (
    <section className="br-apply" aria-labelledby="apply-heading">
      <Text id="apply-heading" fw={600} size="sm">
        {heading}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        Empty fields stay as they are. Every product of this selection changes, not only this page.
      </Text>
      {patch ? (
        <Alert color="orange" variant="light" title="Confirm the change" role="alert">
          <Text size="sm">
            This changes {total.toLocaleString("en-US")} {noun}:
          </Text>
          <ul className="br-apply-list">
            {describePatch(patch).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <form method="post" action={action}>
            {Object.entries(values).map(([k, v]) => (
              <input key={k} type="hidden" name={`apply.${k}`} value={v} />
            ))}
            <Group gap="sm">
              <Button type="submit" name="intent" value="apply" color="orange" {...enhance.lock(1000)}>
                Confirm and apply
              </Button>
              <Button component="a" href={action} variant="default">
                Cancel
              </Button>
            </Group>
          </form>
        </Alert>
      ) : (
        <form method="post" action={action} className="br-apply-form">
          {errors.product && (
            <Text size="sm" c="red" role="alert" className="br-apply-wide">
              {errors.product.join(" ")}
            </Text>
          )}
          <TextInput name="apply.vendor" label="Set vendor" defaultValue={values.vendor ?? ""} error={errors.vendor?.join(" ")} maxLength={255} />
          <TextInput name="apply.productType" label="Set product type" defaultValue={values.productType ?? ""} error={errors.productType?.join(" ")} maxLength={255} />
          <NativeSelect
            name="apply.published"
            label="Status"
            defaultValue={values.published ?? ""}
            data={[
              { value: "", label: "Leave as it is" },
              { value: "true", label: "Publish" },
              { value: "false", label: "Unpublish" },
            ]}
          />
          <TextInput name="apply.addTags" label="Add tags" placeholder="tag, tag" defaultValue={values.addTags ?? ""} error={errors.addTags?.join(" ")} />
          <TextInput name="apply.removeTags" label="Remove tags" placeholder="tag, tag" defaultValue={values.removeTags ?? ""} error={errors.removeTags?.join(" ")} />
          <div className="br-apply-submit">
            <Button type="submit" name="intent" value="apply-review" variant="light">
              Review change
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
