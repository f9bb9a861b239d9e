import { Button, Card, Group, Stack, Title } from "@mantine/core";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { listCollections } from "~/api-client/collections.server";
import { FilterButton, FilterChips, FilterDrawer, ListEmptyState, ListSearch, listStylesHref, Pager, parseListState, urlToggle } from "~/components/list";
import { PlusIcon } from "~/components/list/icons";
import { collectionStylesHref } from "~/features/collections";
import { CollectionFilterFields } from "~/features/collections/CollectionFilterFields";
import { CollectionsTable } from "~/features/collections/CollectionsTable";
import { CollectionFiltersSchema, collectionFilterChips, toCollectionListQuery } from "~/features/collections/list";
import { productStylesHref } from "~/features/products";
import { requireStore } from "~/lib/guards.server";

export const links: LinksFunction = () => [listStylesHref, productStylesHref, collectionStylesHref].map((href) => ({ rel: "stylesheet", href }));
export const meta: MetaFunction = () => [{ title: "Collections · Backroom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const list = parseListState(request.url, CollectionFiltersSchema);
  // The filter drawer submitted as plain HTML: move its fields into `_query`.
  if (list.redirect) throw redirect(list.redirect);
  const page = await listCollections(api, toCollectionListQuery(list));
  return { list, collections: page.collections, total: page.total };
}

export default function CollectionsPage() {
  const { list, collections, total } = useLoaderData<typeof loader>();
  const drawer = urlToggle(useLocation(), "filters");
  const chips = collectionFilterChips(list.filters);

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h2">
          Collections
        </Title>
        <Button component={Link} to="/admin/collections/create" leftSection={<PlusIcon />}>
          Create collection
        </Button>
      </Group>

      <Card withBorder padding={0} radius="md" className="br-list-card">
        <div className="br-list-toolbar">
          <ListSearch filters={list.filters} label="Search collections" placeholder="Search collections" />
          <FilterButton toggle={drawer} count={chips.length} />
        </div>
        <FilterChips filters={list.filters} chips={chips} />
        {collections.length > 0 ? <CollectionsTable collections={collections} /> : (
          <ListEmptyState
            total={total}
            filtered={chips.length > 0}
            noun="collections"
            empty={{ title: "Create your first collection", body: "Group products by hand, or let conditions pick them for you.", action: { to: "/admin/collections/create", label: "Create collection" } }}
          />
        )}
        {total > 0 && <Pager page={list.page} limit={list.limit} total={total} noun="collections" />}
      </Card>

      <FilterDrawer toggle={drawer} applied={chips.length > 0}>
        <CollectionFilterFields filters={list.filters} />
      </FilterDrawer>
    </Stack>
  );
}
