// The collections list on the list screen kit: its URL state and one page of rows.
import type { TFunction } from "@domain/i18n";
import type { ApiClients } from "~/api-client/client.server";
import { listCollections } from "~/api-client/collections.server";
import { loadList } from "~/components/list/load-list.server";
import { CollectionFiltersSchema, collectionFilterChips, toCollectionListQuery } from "./filters";

export function loadCollectionsScreen(request: Request, api: Pick<ApiClients, "store">, t: TFunction<"collections">) {
  return loadList(request, {
    filterSchema: CollectionFiltersSchema,
    chips: (filters) => collectionFilterChips(filters, t),
    load: async (list) => {
      const page = await listCollections(api, toCollectionListQuery(list));
      return { collections: page.collections, total: page.total };
    },
  });
}
