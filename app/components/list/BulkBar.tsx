import { Alert, Button, Group, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { DIALOG_BUTTON_LOCK_MS, DialogFrame } from "~/components/dialogs";
import { useMessage, useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

// A list's bulk actions (the collections and products lists): an empty POST form that the rows' checkboxes join
// (`name="ids" form={formId}`), a bar with the "N selected" count and the buttons, and SPEC §2's delete confirmation.
// Plain forms, so they work without JavaScript (the server re-renders the ticks and the count after a post); with it,
// app/enhance/bulk-select.ts keeps the count and the dialog's sentence current and disables `selectedButton`s until a tick,
// with the words the page gives it (`{n}` for the number): the script holds no text of its own.

/** The rows' count in the page's language: `{n}` for the number ("{n} product" for one, "{n} products" else). */
export interface BulkItems {
  one: string;
  other: string;
}

/** The count from the list's noun, in the page's language (common list.countOne/countOther: "3 products", "3 sản phẩm"). */
function useItems(noun: string, items: BulkItems | undefined): BulkItems {
  const t = useT();
  return items ?? { one: t("list.countOne", { n: "{n}", noun }), other: t("list.countOther", { n: "{n}", noun }) };
}

// A page's ticks: at most a page of rows, so no digit grouping (the script writes the same).
const sayItems = (items: BulkItems, n: number) => (n === 1 ? items.one : items.other).replace("{n}", String(n));

/** Props of a button that acts on the ticked rows (`intent` = its value). */
export const selectedButton = (formId: string) => ({
  type: "submit" as const,
  form: formId,
  name: "intent",
  size: "compact-sm",
  variant: "default",
  ...enhance.bulkNeedsSelection(),
});

export interface BulkBarProps {
  formId: string;
  /** The list's own URL with `?index` (a plain form posting to an index route names it so). */
  action: string;
  /** "product", in the page's language: the delete sentence says "3 products" (unless `items` words it). */
  noun: string;
  /** The count in the page's language; default: common's list.countOne/countOther with `noun`. */
  items?: BulkItems;
  /** Ticked rows after a post without JavaScript; 0 on a fresh list. */
  selectedCount: number;
  /** What the count says with nothing ticked. */
  idleText: string;
  errors: string[];
  /** Fields every submit of the form carries (the products list's tab and filters, for its GET "Bulk edit selected"). */
  fields?: Record<string, string>;
  /** The selected-row buttons, after the count. */
  children: ReactNode;
  /** Actions on the list as a whole, at the bar's other end. */
  aside?: ReactNode;
}

export function BulkBar({ formId, action, noun, items, selectedCount, idleText, errors, fields = {}, children, aside }: BulkBarProps) {
  const t = useT();
  const localize = useMessage();
  // i18next reads `count` as a number for plurals; "{n}" is the script's placeholder, and list.selected has no plural forms.
  const words = { selected: t("list.selected", { count: "{n}" as unknown as number }), ...useItems(noun, items) };
  return (
    <>
      <form method="post" action={action} id={formId} {...enhance.bulkForm(words)}>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </form>
      {errors.length > 0 && (
        <Alert color="red" variant="light" role="alert" mx="md" mb="sm" title={t("list.nothingChanged")}>
          {errors.map(localize).join(" ")}
        </Alert>
      )}
      <div className="br-bulk-bar" role="region" aria-label={t("list.bulkActions")}>
        <Group gap="xs" wrap="wrap" className="br-bulk-actions">
          <Text size="sm" fw={500} {...enhance.bulkCount(formId)} aria-live="polite" className="br-bulk-count">
            {selectedCount > 0 ? t("list.selected", { count: selectedCount }) : idleText}
          </Text>
          {children}
        </Group>
        {aside && (
          <Group gap="xs" wrap="wrap" className="br-bulk-aside">
            {aside}
          </Group>
        )}
      </div>
    </>
  );
}

/**
 * SPEC §2 delete confirmation for the ticked rows (Close / Delete). Delete submits the bulk form with `intent=delete`,
 * so it deletes what is ticked at that moment; the enhance script keeps the count in the sentence current.
 */
export function BulkDeleteDialog({
  id,
  formId,
  title,
  noun,
  items,
  opened,
  closeHref,
  selectedCount,
}: {
  id: string;
  formId: string;
  title: string;
  noun: string;
  /** As BulkBar's: the same words as the bar's form, which the script reads. */
  items?: BulkItems;
  opened: boolean;
  closeHref: string;
  selectedCount: number;
}) {
  const t = useT();
  const words = useItems(noun, items);
  const [before, after] = t("dialog.deleteConfirm", { item: "{item}" }).split("{item}");
  return (
    <DialogFrame
      id={id}
      opened={opened}
      closeHref={closeHref}
      title={title}
      footer={
        <>
          <Button component={Link} to={closeHref} variant="default" {...enhance.dialogClose()} {...enhance.autofocus()} autoFocus={opened}>
            {t("dialog.close")}
          </Button>
          <Button type="submit" form={formId} name="intent" value="delete" color="red" {...enhance.lock(DIALOG_BUTTON_LOCK_MS)} {...enhance.leaveOk()}>
            {t("dialog.delete")}
          </Button>
        </>
      }
    >
      <Text>
        {before}
        <span {...enhance.bulkItem(formId)}>{sayItems(words, selectedCount)}</span>
        {after}
      </Text>
    </DialogFrame>
  );
}
