import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { listCollections } from "~/api-client/collections.server";
import { FilterButton, FilterChips, FilterDrawer, ListSearch, Pager, listStylesHref, parseListState, urlToggle, withParams } from "~/components/list";
import { BoxIcon, PlusIcon } from "~/components/list/icons";
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
        {collections.length > 0 ? <CollectionsTable collections={collections} /> : <EmptyState total={total} filtered={chips.length > 0} />}
        {total > 0 && <Pager page={list.page} limit={list.limit} total={total} noun="collections" />}
      </Card>

      <FilterDrawer toggle={drawer} applied={chips.length > 0}>
        <CollectionFilterFields filters={list.filters} />
      </FilterDrawer>
    </Stack>
  );
}

function EmptyState({ total, filtered }: { total: number; filtered: boolean }) {
  const location = useLocation();
  const [title, body, action] =
    total > 0
      ? ["This page is past the end of the list", "Go back to the first page.", { to: location.pathname + withParams(location.search, { page: null }), label: "First page" }]
      : filtered
        ? ["No collections match these filters", "Try another search or clear the filters.", { to: location.pathname + withParams(location.search, { _query: null, page: null }), label: "Clear filters" }]
        : ["Create your first collection", "Group products by hand, or let conditions pick them for you.", { to: "/admin/collections/create", label: "Create collection" }];
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
      <Button component={Link} to={action.to} variant="default" mt="xs">
        {action.label}
      </Button>
    </Stack>
  );
}
