import { Button, Card, Group, Stack, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { FilterButton, FilterChips, FilterDrawer, ListEmptyState, ListSearch, ListTabs, Pager, parseListState, urlToggle } from "~/components/list";
import { PlusIcon } from "~/components/list/icons";
import { CsvButtons, ExportDialog, exportScope, ImportDialog } from "~/features/csv";
import { loadCsvDialogs, productsCsvAction } from "~/features/csv/csv.server";
import type { CsvActionData } from "~/features/csv/urls";
import { productBulkForm, productsBulkAction, type ProductBulkActionData } from "~/features/products/bulk.server";
import { PRODUCTS_BULK_FORM_ID, ProductsBulkBar, ProductsBulkDeleteDialog } from "~/features/products/ProductsBulkBar";
import { ProductFiltersSchema, productListOptions } from "~/features/products/filter-schema";
import { PRODUCT_TAB_LIST, productFilterChips, toProductListQuery } from "~/features/products/filters";
import { loadProductList } from "~/features/products/list.server";
import { ProductFilterFields } from "~/features/products/ProductFilterFields";
import { ProductsTable } from "~/features/products/ProductsTable";
import { storeTimezone } from "~/lib/dates";
import { requireStore } from "~/lib/guards.server";
import { productUrls } from "~/features/products/urls";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";
import "~/features/bulk-edit/bulk-edit.css";
import "~/components/dialogs/dialogs.css";
import "~/features/csv/csv.css";

export const meta: MetaFunction = () => [{ title: "Products · Backroom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user } = await requireStore(request, context, "products");
  const list = parseListState(request.url, ProductFiltersSchema, productListOptions);
  // The filter drawer submitted as plain HTML: move its fields into `_query`.
  if (list.redirect) throw redirect(list.redirect);
  const [page, csv] = await Promise.all([loadProductList(api, list, storeTimezone(user)), loadCsvDialogs(api, request.url)]);
  return { list, ...page, csv };
}

/** The bulk bar's forms (publish, unpublish, delete the ticked rows), else the Import and Export dialogs' (app/features/csv). */
export async function action({ request, context }: ActionFunctionArgs) {
  const bulk = await productBulkForm(request);
  if (!bulk) return productsCsvAction(request, context);
  const { api } = await requireStore(request, context, "products");
  const url = new URL(request.url);
  url.searchParams.delete("index");
  return productsBulkAction(context, api, url.pathname + url.search, bulk);
}

export default function ProductsPage() {
  const { list, products, total, options, csv } = useLoaderData<typeof loader>();
  const actionData = useActionData<CsvActionData | ProductBulkActionData>();
  const csvFailure = actionData && !("ids" in actionData) ? actionData : null;
  const bulk = actionData && "ids" in actionData ? actionData : undefined;
  const selected = new Set<string>(bulk?.ids ?? []);
  const location = useLocation();
  // A plain form posting to an index route names it with `?index`; links and the dialog's Close leave it out.
  const params = new URLSearchParams(location.search);
  params.delete("index");
  const listUrl = location.pathname + (params.size ? `?${params}` : "");
  const bulkAction = `${location.pathname}?${new URLSearchParams([["index", ""], ...params])}`;
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
          <Button component={Link} to={productUrls.create} leftSection={<PlusIcon />}>
            Add product
          </Button>
        </Group>
      </Group>

      <Card withBorder padding={0} radius="md" className="br-list-card">
        <ListTabs tabs={PRODUCT_TAB_LIST} active={list.tab} label="Product status" />
        <div className="br-list-toolbar">
          <ListSearch filters={list.filters} rejected={list.rejected} label="Search products" placeholder="Search products" />
          <FilterButton toggle={drawer} count={chips.length} />
        </div>
        <FilterChips filters={list.filters} chips={chips} />
        {products.length > 0 && (
          <ProductsBulkBar action={bulkAction} tab={list.tab} filters={list.filters} total={total} selectedCount={selected.size} errors={bulk?.formErrors ?? []} />
        )}
        {products.length > 0 ? (
          <ProductsTable products={products} selectForm={PRODUCTS_BULK_FORM_ID} selected={selected} />
        ) : (
          <ListEmptyState
            total={total}
            filtered={chips.length > 0}
            noun="products"
            empty={
              list.tab === "unpublished"
                ? { title: "No unpublished products", body: "Products you hide from the store show up here." }
                : { title: "Add your first product", body: "Products you publish show up here and in your online store.", action: { to: productUrls.create, label: "Add product" } }
            }
          />
        )}
        {total > 0 && <Pager page={list.page} limit={list.limit} total={total} noun="products" />}
      </Card>

      <ProductsBulkDeleteDialog opened={bulk?.intent === "confirm-delete" && !bulk.formErrors} closeHref={listUrl} selectedCount={selected.size} />
      <FilterDrawer toggle={drawer} applied={chips.length > 0}>
        <ProductFilterFields filters={list.filters} rejected={list.rejected} options={options} />
      </FilterDrawer>
      <ImportDialog location={location} opened={csv.dialog === "import"} task={csv.importTask} recent={csv.importTasks} failure={csvFailure} />
      <ExportDialog location={location} opened={csv.dialog === "export"} tasks={csv.exportTasks} currentScope={exportScope(toProductListQuery(list) as Record<string, string>)} failure={csvFailure} />
    </Stack>
  );
}
