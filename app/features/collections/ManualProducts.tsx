import { Button, Card, Checkbox, Group, Stack, Text, TextInput } from "@mantine/core";
import { Form } from "@remix-run/react";
import type { ProductDto } from "@domain/product";
import { SearchIcon } from "~/components/list/icons";
import { productUrls } from "../products/urls";
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
  return (
    <Card withBorder padding={0} radius="md" component="section" aria-labelledby="members-title">
      <div className="br-card-head">
        <Text fw={600} id="members-title">
          Products in this collection
        </Text>
        <Text size="sm" c="dimmed">
          {total === 0 ? "No products yet. Find some below." : "Change the position numbers, then Save order."}
          {total > products.length ? ` Showing the first ${products.length} of ${total}.` : ""}
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
          <Form method="post" action={action} aria-label="Product order" {...enhance.reorder()}>
            <input type="hidden" name="version" value={version} />
            <div className="br-table-scroll">
              <table className="br-products-table br-compact-table br-members-table">
                <thead>
                  <tr>
                    <th className="br-drag-cell">
                      <span className="br-visually-hidden">Move</span>
                    </th>
                    <th style={{ width: 84 }}>Position</th>
                    <th>Product</th>
                    <th style={{ width: 160 }} className="br-wide">Vendor</th>
                    <th style={{ width: 90 }}>
                      <span className="br-visually-hidden">Remove</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {products.map((p, i) => (
                    <tr key={p._id} {...enhance.reorderRow(p._id)}>
                      <td className="br-drag-cell">
                        <span className="br-drag-handle" draggable="true" {...enhance.reorderHandle()} title="Drag to reorder" aria-hidden="true">
                          ⠿
                        </span>
                        <button type="button" className="br-move" {...enhance.reorderMove("up")} aria-label={`Move ${p.title} up`} disabled={i === 0}>
                          ↑
                        </button>
                        <button type="button" className="br-move" {...enhance.reorderMove("down")} aria-label={`Move ${p.title} down`} disabled={i === products.length - 1}>
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
                          aria-label={`Position of ${p.title}`}
                        />
                      </td>
                      <td>
                        <a href={productUrls.update(p._id)} className="br-row-link">
                          {p.title}
                        </a>
                      </td>
                      <td className="br-wide">{p.vendor || <span className="br-dim">—</span>}</td>
                      <td>
                        <Button type="submit" form={`remove-${p._id}`} variant="subtle" color="red" size="compact-sm" aria-label={`Remove ${p.title}`}>
                          Remove
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Group justify="flex-end" p="md" className="br-card-foot">
              <Button type="submit" name="intent" value="reorder" variant="default" {...enhance.reorderSubmit()}>
                Save order
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
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="add-products-title">
      <Stack gap="md">
        <Text fw={600} id="add-products-title">
          Add products
        </Text>
        <form method="get" action={action} role="search" className="br-inline-search">
          <TextInput
            type="search"
            name="productSearch"
            aria-label="Search products to add"
            placeholder="Title, vendor, tag…"
            defaultValue={search?.query ?? ""}
            leftSection={<SearchIcon />}
            autoComplete="off"
            className="br-grow"
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </form>
        {search && search.products.length === 0 && (
          <Text size="sm" c="dimmed">
            No products match “{search.query}”.
          </Text>
        )}
        {search && search.products.length > 0 && (
          <Form method="post" action={action}>
            <input type="hidden" name="version" value={version} />
            <Stack gap={0} className="br-pick-list" role="group" aria-label="Search results">
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
                    description={[p.vendor, member ? "Already in this collection" : ""].filter(Boolean).join(" · ") || undefined}
                  />
                );
              })}
            </Stack>
            <Group justify="flex-end" mt="md">
              <Button type="submit" name="intent" value="add-products">
                Add selected products
              </Button>
            </Group>
          </Form>
        )}
      </Stack>
    </Card>
  );
}
