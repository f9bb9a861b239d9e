import { Button, Card, Group, Stack, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { listCollections } from "~/api-client/collections.server";
import { FilterButton, FilterChips, FilterDrawer, ListEmptyState, ListSearch, Pager, parseListState, urlToggle } from "~/components/list";
import { PlusIcon } from "~/components/list/icons";
import { BulkBar, BulkDeleteDialog } from "~/features/collections/BulkActions";
import { collectionsBulkAction } from "~/features/collections/bulk.server";
import { CollectionFilterFields } from "~/features/collections/CollectionFilterFields";
import { CollectionsTable } from "~/features/collections/CollectionsTable";
import { CollectionFiltersSchema, collectionFilterChips, toCollectionListQuery } from "~/features/collections/list";
import { requireStore } from "~/lib/guards.server";
import { collectionUrls } from "~/features/collections/urls";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/components/dialogs/dialogs.css";
import "~/features/products/products.css";
import "~/features/collections/collections.css";

export const meta: MetaFunction = () => [{ title: "Collections · Backroom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const list = parseListState(request.url, CollectionFiltersSchema);
  // The filter drawer submitted as plain HTML: move its fields into `_query`.
  if (list.redirect) throw redirect(list.redirect);
  const page = await listCollections(api, toCollectionListQuery(list));
  return { list, collections: page.collections, total: page.total };
}

/** Bulk actions on the ticked rows or on all that match the list's filters; back to the same list with a toast. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const url = new URL(request.url);
  url.searchParams.delete("index");
  const list = parseListState(url.toString(), CollectionFiltersSchema);
  return collectionsBulkAction(context, api, url.pathname + url.search, list.filters, await request.formData());
}

export default function CollectionsPage() {
  const { list, collections, total } = useLoaderData<typeof loader>();
  const bulk = useActionData<typeof action>();
  const location = useLocation();
  const drawer = urlToggle(location, "filters");
  const chips = collectionFilterChips(list.filters);
  const selected = new Set<string>(bulk?.ids ?? []);
  // A plain form posting to an index route names it with `?index`; links and the dialog's Close leave it out.
  const params = new URLSearchParams(location.search);
  params.delete("index");
  const listUrl = location.pathname + (params.size ? `?${params}` : "");
  const bulkAction = `${location.pathname}?${new URLSearchParams([["index", ""], ...params])}`;

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h2">
          Collections
        </Title>
        <Button component={Link} to={collectionUrls.create} leftSection={<PlusIcon />}>
          Create collection
        </Button>
      </Group>

      <Card withBorder padding={0} radius="md" className="br-list-card">
        <div className="br-list-toolbar">
          <ListSearch filters={list.filters} rejected={list.rejected} label="Search collections" placeholder="Search collections" />
          <FilterButton toggle={drawer} count={chips.length} />
        </div>
        <FilterChips filters={list.filters} chips={chips} />
        {collections.length > 0 && <BulkBar action={bulkAction} total={total} selectedCount={selected.size} errors={bulk?.formErrors ?? []} />}
        {collections.length > 0 ? <CollectionsTable collections={collections} selected={selected} /> : (
          <ListEmptyState
            total={total}
            filtered={chips.length > 0}
            noun="collections"
            empty={{ title: "Create your first collection", body: "Group products by hand, or let conditions pick them for you.", action: { to: collectionUrls.create, label: "Create collection" } }}
          />
        )}
        {total > 0 && <Pager page={list.page} limit={list.limit} total={total} noun="collections" />}
      </Card>

      <BulkDeleteDialog opened={bulk?.intent === "confirm-delete" && !bulk.formErrors} closeHref={listUrl} selectedCount={selected.size} />

      <FilterDrawer toggle={drawer} applied={chips.length > 0}>
        <CollectionFilterFields filters={list.filters} />
      </FilterDrawer>
    </Stack>
  );
}
