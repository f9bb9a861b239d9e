import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListScreen } from "~/components/list/ListScreen";
import { requireMenuFilters } from "~/features/menu-filters/editor.server";
import { loadMenuFiltersScreen } from "~/features/menu-filters/list.server";
import { MenuFiltersTable } from "~/features/menu-filters/MenuFiltersTable";
import { menuFilterUrls } from "~/features/menu-filters/urls";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";

export const meta = titleMeta;

// SPEC §2: menu filters are a restricted screen; everyone but operators gets the 404 page.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireMenuFilters(request, context);
  const t = await requestT(request, context, "menuFilters");
  return { ...(await loadMenuFiltersScreen(request, api)), title: pageTitle(t("title")) };
}

export default function MenuFiltersPage() {
  const { list, menuFilters, total } = useLoaderData<typeof loader>();
  const t = useT("menuFilters");
  return (
    <ListScreen
      title={t("title")}
      primaryAction={{ to: menuFilterUrls.create, label: t("create") }}
      list={list}
      search={{ label: t("list.search") }}
      table={menuFilters.length > 0 ? <MenuFiltersTable menuFilters={menuFilters} /> : null}
      total={total}
      noun={t("list.noun")}
      empty={{ title: t("list.emptyTitle"), body: t("list.emptyBody") }}
    />
  );
}
