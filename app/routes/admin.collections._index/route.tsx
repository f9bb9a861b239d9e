import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
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
import { useT } from "~/lib/i18n";
import { requestLocale, requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/components/dialogs/dialogs.css";
import "~/features/products/products.css";
import "~/features/collections/collections.css";
import "~/components/list/bulk-bar.css";

export const meta = titleMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const t = await requestT(request, context, "collections");
  return { ...(await loadCollectionsScreen(request, api, t)), title: pageTitle(t("title")) };
}

/** Bulk actions on the ticked rows or on all that match the list's filters; back to the same list with a toast. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const { filters } = parseListState(request.url, CollectionFiltersSchema);
  const t = await requestT(request, context, "collections");
  return collectionsBulkAction(context, api, listUrlOf(request), filters, await request.formData(), t, await requestLocale(request, context));
}

export default function CollectionsPage() {
  const { list, chips, collections, total } = useLoaderData<typeof loader>();
  const bulk = useActionData<typeof action>();
  const selected = new Set<string>(bulk?.ids ?? []);
  const { listUrl, bulkAction } = useBulkUrls();
  const t = useT("collections");

  return (
    <ListScreen
      title={t("title")}
      primaryAction={{ to: collectionUrls.create, label: t("create") }}
      list={list}
      chips={chips}
      search={{ label: t("list.search") }}
      filterFields={<CollectionFilterFields filters={list.filters} />}
      bulk={{
        bar: <BulkBar action={bulkAction} total={total} selectedCount={selected.size} errors={bulk?.formErrors ?? []} />,
        dialog: <BulkDeleteDialog opened={bulk?.intent === "confirm-delete" && !bulk.formErrors} closeHref={listUrl} selectedCount={selected.size} />,
      }}
      table={collections.length > 0 ? <CollectionsTable collections={collections} selected={selected} /> : null}
      total={total}
      noun={t("list.noun")}
      empty={{ title: t("list.emptyTitle"), body: t("list.emptyBody") }}
    />
  );
}
