import { Button, Card, Group, Stack, Title } from "@mantine/core";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { FilterButton, FilterChips, FilterDrawer, ListEmptyState, ListSearch, listStylesHref, ListTabs, Pager, parseListState, urlToggle } from "~/components/list";
import { PlusIcon } from "~/components/list/icons";
import { BulkEditBar, BULK_SELECT_FORM_ID } from "~/features/bulk-edit/BulkEditBar";
import { bulkEditStylesHref } from "~/features/bulk-edit";
import { dialogStylesHref } from "~/components/dialogs";
import { CsvButtons, csvStylesHref, ExportDialog, exportScope, ImportDialog } from "~/features/csv";
import { loadCsvDialogs, productsCsvAction } from "~/features/csv/csv.server";
import type { CsvActionData } from "~/features/csv/urls";
import { productStylesHref } from "~/features/products";
import { ProductFiltersSchema, productListOptions } from "~/features/products/filter-schema";
import { PRODUCT_TAB_LIST, productFilterChips, toProductListQuery } from "~/features/products/filters";
import { loadProductList } from "~/features/products/list.server";
import { ProductFilterFields } from "~/features/products/ProductFilterFields";
import { ProductsTable } from "~/features/products/ProductsTable";
import { requireStore } from "~/lib/guards.server";

export const links: LinksFunction = () => [listStylesHref, productStylesHref, bulkEditStylesHref, dialogStylesHref, csvStylesHref].map((href) => ({ rel: "stylesheet", href }));
export const meta: MetaFunction = () => [{ title: "Products · Backroom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const list = parseListState(request.url, ProductFiltersSchema, productListOptions);
  // The filter drawer submitted as plain HTML: move its fields into `_query`.
  if (list.redirect) throw redirect(list.redirect);
  const [page, csv] = await Promise.all([loadProductList(api, list), loadCsvDialogs(api, request.url)]);
  return { list, ...page, csv };
}

/** The Import and Export dialogs' forms (app/features/csv). */
export const action = ({ request, context }: ActionFunctionArgs) => productsCsvAction(request, context);

export default function ProductsPage() {
  const { list, products, total, options, csv } = useLoaderData<typeof loader>();
  const csvFailure = useActionData<CsvActionData>() ?? null;
  const location = useLocation();
  const drawer = urlToggle(location, "filters");
  const chips = productFilterChips(list.filters);

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h2">
          Products
        </Title>
        <Group gap="xs" justify="flex-end">
          <CsvButtons location={location} />
          <Button component={Link} to="/admin/products/create" leftSection={<PlusIcon />}>
            Add product
          </Button>
        </Group>
      </Group>

      <Card withBorder padding={0} radius="md" className="br-list-card">
        <ListTabs tabs={PRODUCT_TAB_LIST} active={list.tab} label="Product status" />
        <div className="br-list-toolbar">
          <ListSearch filters={list.filters} label="Search products" placeholder="Search products" />
          <FilterButton toggle={drawer} count={chips.length} />
        </div>
        <FilterChips filters={list.filters} chips={chips} />
        {products.length > 0 && <BulkEditBar tab={list.tab} filters={list.filters} total={total} />}
        {products.length > 0 ? (
          <ProductsTable products={products} selectForm={BULK_SELECT_FORM_ID} />
        ) : (
          <ListEmptyState
            total={total}
            filtered={chips.length > 0}
            noun="products"
            empty={
              list.tab === "unpublished"
                ? { title: "No unpublished products", body: "Products you hide from the store show up here." }
                : { title: "Add your first product", body: "Products you publish show up here and in your online store.", action: { to: "/admin/products/create", label: "Add product" } }
            }
          />
        )}
        {total > 0 && <Pager page={list.page} limit={list.limit} total={total} noun="products" />}
      </Card>

      <FilterDrawer toggle={drawer} applied={chips.length > 0}>
        <ProductFilterFields filters={list.filters} options={options} />
      </FilterDrawer>
      <ImportDialog location={location} opened={csv.dialog === "import"} task={csv.importTask} recent={csv.importTasks} failure={csvFailure} />
      <ExportDialog location={location} opened={csv.dialog === "export"} tasks={csv.exportTasks} currentScope={exportScope(toProductListQuery(list) as Record<string, string>)} failure={csvFailure} />
    </Stack>
  );
}
