import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { parseListState } from "~/components/list";
import { ListScreen, useBulkUrls } from "~/components/list/ListScreen";
import { listUrlOf } from "~/components/list/load-list.server";
import { BulkBar, BulkDeleteDialog } from "~/features/collections/BulkActions";
import { collectionsBulkAction } from "~/features/collections/bulk.server";
import { CollectionFilterFields } from "~/features/collections/CollectionFilterFields";
import { CollectionsTable } from "~/features/collections/CollectionsTable";
import { CollectionFiltersSchema } from "~/features/collections/filters";
import { loadCollectionsScreen } from "~/features/collections/list.server";
import { collectionUrls } from "~/features/collections/urls";
import { requireStore } from "~/lib/guards.server";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/components/dialogs/dialogs.css";
import "~/features/products/products.css";
import "~/features/collections/collections.css";

export const meta: MetaFunction = () => [{ title: "Collections · Backroom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  return loadCollectionsScreen(request, api);
}

/** Bulk actions on the ticked rows or on all that match the list's filters; back to the same list with a toast. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const { filters } = parseListState(request.url, CollectionFiltersSchema);
  return collectionsBulkAction(context, api, listUrlOf(request), filters, await request.formData());
}

export default function CollectionsPage() {
  const { list, chips, collections, total } = useLoaderData<typeof loader>();
  const bulk = useActionData<typeof action>();
  const selected = new Set<string>(bulk?.ids ?? []);
  const { listUrl, bulkAction } = useBulkUrls();

  return (
    <ListScreen
      title="Collections"
      primaryAction={{ to: collectionUrls.create, label: "Create collection" }}
      list={list}
      chips={chips}
      search={{ label: "Search collections" }}
      filterFields={<CollectionFilterFields filters={list.filters} />}
      bulk={{
        bar: <BulkBar action={bulkAction} total={total} selectedCount={selected.size} errors={bulk?.formErrors ?? []} />,
        dialog: <BulkDeleteDialog opened={bulk?.intent === "confirm-delete" && !bulk.formErrors} closeHref={listUrl} selectedCount={selected.size} />,
      }}
      table={collections.length > 0 ? <CollectionsTable collections={collections} selected={selected} /> : null}
      total={total}
      noun="collections"
      empty={{ title: "Create your first collection", body: "Group products by hand, or let conditions pick them for you." }}
    />
  );
}
