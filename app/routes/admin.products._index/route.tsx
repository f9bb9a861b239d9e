import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ListScreen, useBulkUrls } from "~/components/list/ListScreen";
import { listUrlOf } from "~/components/list/load-list.server";
import { CsvButtons, ExportDialog, exportScope, ImportDialog } from "~/features/csv";
import { productsCsvAction } from "~/features/csv/csv.server";
import type { CsvActionData } from "~/features/csv/urls";
import { productBulkForm, productsBulkAction, type ProductBulkActionData } from "~/features/products/bulk.server";
import { PRODUCT_TAB_LIST, toProductListQuery } from "~/features/products/filters";
import { loadProductsScreen } from "~/features/products/list.server";
import { ProductFilterFields } from "~/features/products/ProductFilterFields";
import { PRODUCTS_BULK_FORM_ID, ProductsBulkBar, ProductsBulkDeleteDialog } from "~/features/products/ProductsBulkBar";
import { ProductsTable } from "~/features/products/ProductsTable";
import { productUrls } from "~/features/products/urls";
import { storeTimezone } from "~/lib/dates";
import { requireStore } from "~/lib/guards.server";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";
import "~/features/bulk-edit/bulk-edit.css";
import "~/components/dialogs/dialogs.css";
import "~/features/csv/csv.css";

export const meta: MetaFunction = () => [{ title: "Products · Backroom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user } = await requireStore(request, context, "products");
  return loadProductsScreen(request, api, storeTimezone(user));
}

/** The bulk bar's forms (publish, unpublish, delete the ticked rows), else the Import and Export dialogs' (app/features/csv). */
export async function action({ request, context }: ActionFunctionArgs) {
  const bulk = await productBulkForm(request);
  if (!bulk) return productsCsvAction(request, context);
  const { api } = await requireStore(request, context, "products");
  return productsBulkAction(context, api, listUrlOf(request), bulk);
}

export default function ProductsPage() {
  const { list, chips, products, total, options, csv } = useLoaderData<typeof loader>();
  const actionData = useActionData<CsvActionData | ProductBulkActionData>();
  const csvFailure = actionData && !("ids" in actionData) ? actionData : null;
  const bulk = actionData && "ids" in actionData ? actionData : undefined;
  const selected = new Set<string>(bulk?.ids ?? []);
  const { listUrl, bulkAction } = useBulkUrls();
  const location = useLocation();

  return (
    <ListScreen
      title="Products"
      actions={<CsvButtons location={location} />}
      primaryAction={{ to: productUrls.create, label: "Add product" }}
      list={list}
      chips={chips}
      tabs={{ items: PRODUCT_TAB_LIST, label: "Product status" }}
      search={{ label: "Search products" }}
      filterFields={<ProductFilterFields filters={list.filters} rejected={list.rejected} options={options} />}
      bulk={{
        bar: <ProductsBulkBar action={bulkAction} tab={list.tab} filters={list.filters} total={total} selectedCount={selected.size} errors={bulk?.formErrors ?? []} />,
        dialog: <ProductsBulkDeleteDialog opened={bulk?.intent === "confirm-delete" && !bulk.formErrors} closeHref={listUrl} selectedCount={selected.size} />,
      }}
      table={products.length > 0 ? <ProductsTable products={products} selectForm={PRODUCTS_BULK_FORM_ID} selected={selected} /> : null}
      total={total}
      noun="products"
      empty={
        list.tab === "unpublished"
          ? { title: "No unpublished products", body: "Products you hide from the store show up here.", action: null }
          : { title: "Add your first product", body: "Products you publish show up here and in your online store." }
      }
    >
      <ImportDialog location={location} opened={csv.dialog === "import"} task={csv.importTask} recent={csv.importTasks} failure={csvFailure} />
      <ExportDialog location={location} opened={csv.dialog === "export"} tasks={csv.exportTasks} currentScope={exportScope(toProductListQuery(list) as Record<string, string>)} failure={csvFailure} />
    </ListScreen>
  );
}
