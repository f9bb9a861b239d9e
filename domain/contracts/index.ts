// Every declared endpoint. A new resource's file is added here; tests/api/contracts.test.ts checks the list against the routes.
import type { EndpointSpec } from "./endpoint";
import { feedEndpoints } from "./feeds";
import { metaEndpoints } from "./meta";
import { productEndpoints } from "./products";
import { variantEndpoints } from "./variants";

export const resources = {
  meta: metaEndpoints,
  feeds: feedEndpoints,
  products: productEndpoints,
  variants: variantEndpoints,
} satisfies Record<string, Record<string, EndpointSpec>>;

export const allEndpoints: readonly EndpointSpec[] = Object.values(resources).flatMap((group) => Object.values(group));
