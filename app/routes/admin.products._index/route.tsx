import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import {
  FilterButton,
  FilterChips,
  FilterDrawer,
  ListSearch,
  ListTabs,
  Pager,
  listStylesHref,
  parseListState,
  urlToggle,
  withParams,
} from "~/components/list";
import { BoxIcon, PlusIcon } from "~/components/list/icons";
import { productStylesHref } from "~/features/products";
import { ProductFiltersSchema, productListOptions } from "~/features/products/filter-schema";
import { PRODUCT_TAB_LIST, productFilterChips } from "~/features/products/filters";
import { loadProductList } from "~/features/products/list.server";
import { ProductFilterFields } from "~/features/products/ProductFilterFields";
import { ProductsTable } from "~/features/products/ProductsTable";
import { requireStore } from "~/lib/guards.server";

export const links: LinksFunction = () => [listStylesHref, productStylesHref].map((href) => ({ rel: "stylesheet", href }));
export const meta: MetaFunction = () => [{ title: "Products · Backroom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const list = parseListState(request.url, ProductFiltersSchema, productListOptions);
  // The filter drawer submitted as plain HTML: move its fields into `_query`.
  if (list.redirect) throw redirect(list.redirect);
  return { list, ...(await loadProductList(api, list)) };
}

export default function ProductsPage() {
  const { list, products, total, options } = useLoaderData<typeof loader>();
  const drawer = urlToggle(useLocation(), "filters");
  const chips = productFilterChips(list.filters);

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h2">
          Products
        </Title>
        <Button component={Link} to="/admin/products/create" leftSection={<PlusIcon />}>
          Add product
        </Button>
      </Group>

      <Card withBorder padding={0} radius="md" className="br-list-card">
        <ListTabs tabs={PRODUCT_TAB_LIST} active={list.tab} label="Product status" />
        <div className="br-list-toolbar">
          <ListSearch filters={list.filters} label="Search products" placeholder="Search products" />
          <FilterButton toggle={drawer} count={chips.length} />
        </div>
        <FilterChips filters={list.filters} chips={chips} />
        {products.length > 0 ? (
          <ProductsTable products={products} />
        ) : (
          <EmptyState total={total} filtered={chips.length > 0} tab={list.tab} />
        )}
        {total > 0 && <Pager page={list.page} limit={list.limit} total={total} noun="products" />}
      </Card>

      <FilterDrawer toggle={drawer} applied={chips.length > 0}>
        <ProductFilterFields filters={list.filters} options={options} />
      </FilterDrawer>
    </Stack>
  );
}

function EmptyState({ total, filtered, tab }: { total: number; filtered: boolean; tab: string }) {
  const location = useLocation();
  const [title, body, action] =
    total > 0
      ? ["This page is past the end of the list", "Go back to the first page.", { to: location.pathname + withParams(location.search, { page: null }), label: "First page" }]
      : filtered
        ? ["No products match these filters", "Try another search or clear the filters.", { to: location.pathname + withParams(location.search, { _query: null, page: null }), label: "Clear filters" }]
        : tab === "unpublished"
          ? ["No unpublished products", "Products you hide from the store show up here.", null]
          : ["Add your first product", "Products you publish show up here and in your online store.", { to: "/admin/products/create", label: "Add product" }];
  return (
    <Stack align="center" gap="xs" className="br-empty">
      <span className="br-empty-icon">
        <BoxIcon size={28} />
      </span>
      <Text fw={600} size="lg">
        {title}
      </Text>
      <Text c="dimmed" size="sm">
        {body}
      </Text>
      {action && (
        <Button component={Link} to={action.to} variant="default" mt="xs">
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
