// The products list's `_query` schema. Only the loader uses it, so zod stays out of the list page's browser JS.
import { z } from "zod/v4";
// Relative, not @domain/: the unit tests import this file without the app's path aliases.
import { PRODUCT_TABS, type ProductTab } from "../../../domain/product";
import { filterText } from "../../../domain/validation";
import type { ListStateOptions } from "~/components/list/list-state";

export const ProductFiltersSchema = z.object({
  search: filterText(),
  productType: filterText(),
  vendor: filterText(),
  tag: filterText(),
});

export const productListOptions: ListStateOptions<ProductTab> = { tabs: PRODUCT_TABS };
