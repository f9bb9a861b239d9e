import { Button, Card, Checkbox, Group, Stack, Text, TextInput } from "@mantine/core";
import { Form } from "@remix-run/react";
import type { ProductDto } from "@domain/product";
import { SearchIcon } from "~/components/list/icons";
import { productUrls } from "../products/urls";
import { formatCount } from "@domain/i18n/count";
import { useLocale, useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

export interface ProductSearch {
  query: string;
  products: ProductDto[];
}

/**
 * A manual collection's members, in order. Reordering without JavaScript: renumber the position inputs and press
 * Save order (`intent=reorder`). With JavaScript (app/enhance/drag-reorder.ts) rows also move by drag and drop or
 * by the Move up / Move down buttons, which renumber the inputs and submit the same intent. Each row's Remove button belongs to its own small form (`form=` attribute), since
 * forms cannot nest.
 */
export function ManualProducts({ action, products, total, version }: { action: string; products: ProductDto[]; total: number; version: number }) {
  const t = useT("collections");
  const locale = useLocale();
  return (
    <Card withBorder padding={0} radius="md" component="section" aria-labelledby="members-title">
      <div className="br-card-head">
        <Text fw={600} id="members-title">
          {t("members.title")}
        </Text>
        <Text size="sm" c="dimmed">
          {total === 0 ? t("members.empty") : t("members.howToOrder")}
          {total > products.length ? ` ${t("members.showingFirst", { shown: products.length, n: formatCount(total, locale) })}` : ""}
        </Text>
      </div>
      {products.length > 0 && (
        <>
          {products.map((p) => (
            <Form key={p._id} method="post" action={action} id={`remove-${p._id}`} hidden>
              <input type="hidden" name="intent" value="remove-product" />
              <input type="hidden" name="version" value={version} />
              <input type="hidden" name="productId" value={p._id} />
            </Form>
          ))}
          <Form method="post" action={action} aria-label={t("members.order")} {...enhance.reorder()}>
            <input type="hidden" name="version" value={version} />
            <div className="br-table-scroll">
              <table className="br-products-table br-compact-table br-members-table">
                <thead>
                  <tr>
                    <th className="br-drag-cell">
                      <span className="br-visually-hidden">{t("members.move")}</span>
                    </th>
                    <th style={{ width: 84 }}>{t("members.position")}</th>
                    <th>{t("members.product")}</th>
                    <th style={{ width: 160 }} className="br-wide">
                      {t("members.vendor")}
                    </th>
                    <th style={{ width: 90 }}>
                      <span className="br-visually-hidden">{t("members.remove")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {products.map((p, i) => (
                    <tr key={p._id} {...enhance.reorderRow(p._id)}>
                      <td className="br-drag-cell">
                        <span className="br-drag-handle" draggable="true" {...enhance.reorderHandle()} title={t("members.dragToReorder")} aria-hidden="true">
                          ⠿
                        </span>
                        <button
                          type="button"
                          className="br-move"
                          {...enhance.reorderMove("up")}
                          aria-label={t("members.moveUp", { title: p.title })}
                          disabled={i === 0}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          className="br-move"
                          {...enhance.reorderMove("down")}
                          aria-label={t("members.moveDown", { title: p.title })}
                          disabled={i === products.length - 1}
                        >
                          ↓
                        </button>
                      </td>
                      <td>
                        <input type="hidden" name="productId" value={p._id} />
                        <input
                          type="number"
                          name="position"
                          className="br-position"
                          defaultValue={i + 1}
                          min={1}
                          max={products.length}
                          aria-label={t("members.positionOf", { title: p.title })}
                        />
                      </td>
                      <td>
                        <a href={productUrls.update(p._id)} className="br-row-link">
                          {p.title}
                        </a>
                      </td>
                      <td className="br-wide">{p.vendor || <span className="br-dim">—</span>}</td>
                      <td>
                        <Button
                          type="submit"
                          form={`remove-${p._id}`}
                          variant="subtle"
                          color="red"
                          size="compact-sm"
                          aria-label={t("members.removeProduct", { title: p.title })}
                        >
                          {t("members.remove")}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Group justify="flex-end" p="md" className="br-card-foot">
              <Button type="submit" name="intent" value="reorder" variant="default" {...enhance.reorderSubmit()}>
                {t("members.saveOrder")}
              </Button>
            </Group>
          </Form>
        </>
      )}
    </Card>
  );
}

/** "Add products": a GET search (`?productSearch=`), then checkboxes posted with `intent=add-products`. */
export function AddProducts({ action, search, memberIds, version }: { action: string; search: ProductSearch | null; memberIds: Set<string>; version: number }) {
  const t = useT("collections");
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="add-products-title">
      <Stack gap="md">
        <Text fw={600} id="add-products-title">
          {t("add.title")}
        </Text>
        <form method="get" action={action} role="search" className="br-inline-search">
          <TextInput
            type="search"
            name="productSearch"
            aria-label={t("add.search")}
            placeholder={t("add.searchPlaceholder")}
            defaultValue={search?.query ?? ""}
            leftSection={<SearchIcon />}
            autoComplete="off"
            className="br-grow"
          />
          <Button type="submit" variant="default">
            {t("add.searchButton")}
          </Button>
        </form>
        {search && search.products.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("add.noMatch", { query: search.query })}
          </Text>
        )}
        {search && search.products.length > 0 && (
          <Form method="post" action={action}>
            <input type="hidden" name="version" value={version} />
            <Stack gap={0} className="br-pick-list" role="group" aria-label={t("add.results")}>
              {search.products.map((p) => {
                const member = memberIds.has(p._id);
                return (
                  <Checkbox
                    key={p._id}
                    name="productId"
                    value={p._id}
                    disabled={member}
                    className="br-pick"
                    label={p.title}
                    description={[p.vendor, member ? t("add.alreadyIn") : ""].filter(Boolean).join(" · ") || undefined}
                  />
                );
              })}
            </Stack>
            <Group justify="flex-end" mt="md">
              <Button type="submit" name="intent" value="add-products">
                {t("add.submit")}
              </Button>
            </Group>
          </Form>
        )}
      </Stack>
    </Card>
  );
}
