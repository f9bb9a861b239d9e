import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListScreen } from "~/components/list/ListScreen";
import { loadMenusScreen } from "~/features/menus/list.server";
import { MenusTable } from "~/features/menus/MenusTable";
import { menuUrls } from "~/features/menus/urls";
import { requireStore } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";
import "~/features/menus/menus.css";

export const meta = titleMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "navigations");
  const t = await requestT(request, context, "menus");
  return { ...(await loadMenusScreen(request, api)), title: pageTitle(t("title")) };
}

export default function MenusPage() {
  const { list, menus, total } = useLoaderData<typeof loader>();
  const t = useT("menus");
  return (
    <ListScreen
      title={t("title")}
      primaryAction={{ to: menuUrls.create, label: t("create") }}
      list={list}
      search={{ label: t("list.search") }}
      table={menus.length > 0 ? <MenusTable menus={menus} /> : null}
      total={total}
      noun={t("list.noun")}
      empty={{ title: t("list.emptyTitle"), body: t("list.emptyBody") }}
    />
  );
}
