import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListScreen } from "~/components/list/ListScreen";
import { FeedsTable } from "~/features/feeds/FeedsTable";
import { loadFeedsScreen } from "~/features/feeds/list.server";
import { feedUrls } from "~/features/feeds/urls";
import { requireStore } from "~/lib/guards.server";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";
import "~/features/feeds/feeds.css";

export const meta: MetaFunction = () => [{ title: "Product feeds · Backroom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  return loadFeedsScreen(request, api, context.config.apiBaseUrl);
}

export default function ProductFeedsPage() {
  const { list, rows, total } = useLoaderData<typeof loader>();
  return (
    <ListScreen
      title="Product feeds"
      primaryAction={{ to: feedUrls.create, label: "Create feed" }}
      list={list}
      table={rows.length > 0 ? <FeedsTable rows={rows} /> : null}
      total={total}
      noun="feeds"
      empty={{ title: "Create your first feed", body: "A feed lists your products for Google Merchant Center at an address Google fetches." }}
    />
  );
}
