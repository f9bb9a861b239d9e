import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListScreen } from "~/components/list/ListScreen";
import { FeedsTable } from "~/features/feeds/FeedsTable";
import { loadFeedsScreen } from "~/features/feeds/list.server";
import { feedUrls } from "~/features/feeds/urls";
import { requireStore } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";
import "~/features/feeds/feeds.css";

export const meta = titleMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const t = await requestT(request, context, "feeds");
  return { ...(await loadFeedsScreen(request, api, context.config.apiBaseUrl, t)), title: pageTitle(t("title")) };
}

export default function ProductFeedsPage() {
  const { list, rows, total } = useLoaderData<typeof loader>();
  const t = useT("feeds");
  return (
    <ListScreen
      title={t("title")}
      primaryAction={{ to: feedUrls.create, label: t("create") }}
      // "Nguồn cấp sản phẩm" and its button do not share a phone's width.
      wrapHeader
      list={list}
      table={rows.length > 0 ? <FeedsTable rows={rows} /> : null}
      total={total}
      noun={t("list.noun")}
      empty={{ title: t("list.emptyTitle"), body: t("list.emptyBody") }}
    />
  );
}
