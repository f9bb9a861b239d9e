import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ListScreen, useBulkUrls } from "~/components/list/ListScreen";
import { listUrlOf } from "~/components/list/load-list.server";
import { CsvButtons, ExportDialog, exportScope, ImportDialog } from "~/features/csv";
import { productsCsvAction } from "~/features/csv/csv.server";
import type { CsvActionData } from "~/features/csv/urls";
import { productBulkForm, productsBulkAction, type ProductBulkActionData } from "~/features/products/bulk.server";
import { productTabList, toProductListQuery } from "~/features/products/filters";
import { loadProductsScreen } from "~/features/products/list.server";
import { ProductFilterFields } from "~/features/products/ProductFilterFields";
import { PRODUCTS_BULK_FORM_ID, ProductsBulkBar, ProductsBulkDeleteDialog } from "~/features/products/ProductsBulkBar";
import { ProductsTable } from "~/features/products/ProductsTable";
import { productUrls } from "~/features/products/urls";
import { storeTimezone } from "~/lib/dates";
import { requireStore } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";
import "~/features/products/products-list.css";
import "~/components/list/bulk-bar.css";
import "~/components/dialogs/dialogs.css";
import "~/features/csv/csv.css";

export const meta = titleMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user } = await requireStore(request, context, "products");
  const t = await requestT(request, context, "products");
  return { ...(await loadProductsScreen(request, api, storeTimezone(user), t)), title: pageTitle(t("list.title")) };
}

/** The bulk bar's forms (publish, unpublish, delete the ticked rows), else the Import and Export dialogs' (app/features/csv). */
export async function action({ request, context }: ActionFunctionArgs) {
  const bulk = await productBulkForm(request);
  if (!bulk) return productsCsvAction(request, context);
  const { api } = await requireStore(request, context, "products");
  return productsBulkAction(context, await requestT(request, context, "products"), api, listUrlOf(request), bulk);
}

export default function ProductsPage() {
  const { list, chips, products, total, options, csv } = useLoaderData<typeof loader>();
  const actionData = useActionData<CsvActionData | ProductBulkActionData>();
  const csvFailure = actionData && !("ids" in actionData) ? actionData : null;
  const bulk = actionData && "ids" in actionData ? actionData : undefined;
  const selected = new Set<string>(bulk?.ids ?? []);
  const { listUrl, bulkAction } = useBulkUrls();
  const location = useLocation();
  const t = useT("products");

  return (
    <ListScreen
      title={t("list.title")}
      actions={<CsvButtons location={location} />}
      primaryAction={{ to: productUrls.create, label: t("list.add") }}
      wrapHeader
      list={list}
      chips={chips}
      tabs={{ items: productTabList(t), label: t("list.tabs") }}
      search={{ label: t("list.search") }}
      filterFields={<ProductFilterFields filters={list.filters} rejected={list.rejected} options={options} />}
      bulk={{
        bar: (
          <ProductsBulkBar
            action={bulkAction}
            tab={list.tab}
            filters={list.filters}
            total={total}
            selectedCount={selected.size}
            errors={bulk?.formErrors ?? []}
          />
        ),
        dialog: <ProductsBulkDeleteDialog opened={bulk?.intent === "confirm-delete" && !bulk.formErrors} closeHref={listUrl} selectedCount={selected.size} />,
      }}
      table={products.length > 0 ? <ProductsTable products={products} selectForm={PRODUCTS_BULK_FORM_ID} selected={selected} /> : null}
      total={total}
      noun={t("list.noun")}
      empty={
        list.tab === "unpublished"
          ? { title: t("list.emptyUnpublishedTitle"), body: t("list.emptyUnpublishedBody"), action: null }
          : { title: t("list.emptyTitle"), body: t("list.emptyBody") }
      }
    >
      <ImportDialog location={location} opened={csv.dialog === "import"} task={csv.importTask} recent={csv.importTasks} failure={csvFailure} />
      <ExportDialog
        location={location}
        opened={csv.dialog === "export"}
        tasks={csv.exportTasks}
        currentScope={exportScope(toProductListQuery(list) as Record<string, string>)}
        failure={csvFailure}
      />
    </ListScreen>
  );
}
