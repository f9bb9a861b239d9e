import { Button, Card, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import type { EditorForm } from "~/components/editor";
import { conformName } from "~/components/editor/names";
import { TextField } from "~/components/form";
import { MENU_DEPTH_MAX } from "@domain/navigation";
import { useMessage, useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";
import type { LinkChoices } from "./editor.server";
import { MENU_FORM_ID, type MenuValues } from "./menu-form";
import { rowsFromPayload, type MenuRow } from "./menu-tree";

/** A hidden first submit: Enter in any field saves (the browser submits a form with its first button). */
export function SaveDefault() {
  return (
    <button type="submit" form={MENU_FORM_ID} name="intent" value="save" className="br-visually-hidden" tabIndex={-1} aria-hidden="true">
      Save
    </button>
  );
}

/** A menu's fields: title, handle, and the items as rows in tree order with their move buttons (ADR 065). */
export function MenuFields({ editor, isNew, choices }: { editor: EditorForm<MenuValues>; isNew: boolean; choices: LinkChoices }) {
  const { fields } = editor;
  const t = useT("menus");
  const localize = useMessage();
  const rows = rowsFromPayload(editor.values);
  const error = (path: string) => {
    const message = editor.error(conformName(path));
    return message === undefined ? undefined : localize(message);
  };
  const itemsError = error("items");
  return (
    <div className="br-editor-grid">
      <Stack gap="lg" className="br-editor-main">
        <Card withBorder padding="lg" radius="md">
          <TextField field={fields.title} label={t("editor.title")} autoComplete="off" />
        </Card>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="menu-items-title">
          <Text fw={600} id="menu-items-title">
            {t("editor.items")}
          </Text>
          <Text size="sm" c="dimmed" mb="sm">
            {t("editor.itemsHelp")}
          </Text>
          {itemsError && (
            <Text c="red" size="sm" mb="sm" role="alert">
              {itemsError}
            </Text>
          )}
          {rows.length === 0 ? (
            <Text c="dimmed" size="sm" mb="sm">
              {t("editor.noItems")}
            </Text>
          ) : (
            <ol className="br-menu-rows" {...enhance.reorder({ maxDepth: MENU_DEPTH_MAX })}>
              {rows.map((row, i) => (
                <MenuRowFields key={i} row={row} index={i} rows={rows} choices={choices} error={error} />
              ))}
            </ol>
          )}
          <Button type="submit" name="intent" value="add" variant="default" mt="sm">
            {t("editor.add")}
          </Button>
        </Card>
      </Stack>
      <Stack gap="lg" className="br-editor-side">
        <Card withBorder padding="lg" radius="md">
          <TextField
            field={fields.handle}
            label={t("editor.handle")}
            description={t("editor.handleHelp")}
            autoComplete="off"
            {...enhance.slug(fields.title.id, isNew)}
          />
        </Card>
      </Stack>
    </div>
  );
}

function MenuRowFields({
  row,
  index: i,
  rows,
  choices,
  error,
}: {
  row: MenuRow;
  index: number;
  rows: MenuRow[];
  choices: LinkChoices;
  error: (path: string) => string | undefined;
}) {
  const t = useT("menus");
  const name = (field: string) => `items[${i}].${field}`;
  const label = row.label || t("editor.addTitle");
  const option = (type: string) => (c: { _id: string; title: string }) => ({ value: `${type}:${c._id}`, label: c.title });
  const known = new Set([
    ...choices.products.map((c) => `product:${c._id}`),
    ...choices.collections.map((c) => `collection:${c._id}`),
    ...choices.pages.map((c) => `page:${c._id}`),
  ]);
  const data = [
    { value: "url", label: t("editor.types.url") },
    // A target outside the offered choices (older, or deleted) stays selectable as it is.
    ...(row.link !== "url" && !known.has(row.link) ? [{ value: row.link, label: t("editor.missing") }] : []),
    { group: t("editor.types.page"), items: choices.pages.map(option("page")) },
    { group: t("editor.types.collection"), items: choices.collections.map(option("collection")) },
    { group: t("editor.types.product"), items: choices.products.map(option("product")) },
  ];
  const isFirstSibling = !rows.slice(0, i).some((r, k) => r.depth === row.depth && !rows.slice(k + 1, i).some((x) => x.depth < row.depth));
  // Without JavaScript each button posts the form (the server moves the row); with it, the enhance script moves the
  // row in place (app/enhance/drag-reorder.ts), renumbering the `items[i]` names and these values.
  const move = (intent: "up" | "down" | "indent" | "outdent", text: string, disabled = false) => (
    <Button
      type="submit"
      name="intent"
      value={`${intent}-${i}`}
      size="compact-xs"
      variant="default"
      disabled={disabled}
      aria-label={`${text}: ${label}`}
      {...enhance.reorderMove(intent)}
      {...enhance.reorderIndexed()}
    >
      {text}
    </Button>
  );
  return (
    <li className="br-menu-row" {...enhance.reorderRow(i)} {...enhance.reorderDepth(row.depth)}>
      <input type="hidden" name={name("depth")} value={row.depth} {...enhance.reorderDepthInput()} />
      <Group gap="sm" align="flex-start" wrap="nowrap">
        {/* A span, not a button: Chromium starts no drag from a <button>. Served hidden; the script shows it. */}
        <span
          role="button"
          tabIndex={0}
          className="br-menu-handle"
          draggable="true"
          aria-label={t("editor.drag", { label })}
          title={t("editor.dragHelp")}
          hidden
          {...enhance.reorderHandle()}
        >
          ⠿
        </span>
        <Group gap="sm" align="flex-start" wrap="wrap" className="br-menu-fields">
          <TextInput
            name={name("label")}
            defaultValue={row.label}
            label={t("editor.label")}
            error={error(`items.${i}.label`)}
            className="br-menu-label"
            autoComplete="off"
          />
          <NativeSelect
            name={name("link")}
            defaultValue={row.link}
            label={t("editor.linkType")}
            data={data}
            error={error(`items.${i}.link`)}
            className="br-menu-link"
          />
          <TextInput
            name={name("url")}
            defaultValue={row.url}
            label={t("editor.url")}
            error={error(`items.${i}.url`)}
            className="br-menu-url"
            autoComplete="off"
          />
        </Group>
      </Group>
      <Group gap={6} mt={6} wrap="wrap">
        {move("up", t("editor.moveUp"), isFirstSibling)}
        {move("down", t("editor.moveDown"))}
        {move("indent", t("editor.indent"), isFirstSibling || row.depth >= 2)}
        {move("outdent", t("editor.outdent"), row.depth === 0)}
        <Button
          type="submit"
          name="intent"
          value={`remove-${i}`}
          size="compact-xs"
          variant="subtle"
          color="red"
          aria-label={`${t("editor.remove")}: ${label}`}
          {...enhance.reorderIndexed()}
        >
          {t("editor.remove")}
        </Button>
      </Group>
    </li>
  );
}
