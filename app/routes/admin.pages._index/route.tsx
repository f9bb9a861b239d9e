import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ListScreen, useBulkUrls } from "~/components/list/ListScreen";
import { listUrlOf } from "~/components/list/load-list.server";
import { PagesBulkBar, PagesBulkDeleteDialog } from "~/features/pages/BulkActions";
import { pagesBulkAction } from "~/features/pages/bulk.server";
import { loadPagesScreen } from "~/features/pages/list.server";
import { PagesTable } from "~/features/pages/PagesTable";
import { pageUrls } from "~/features/pages/urls";
import { requireStore } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/components/dialogs/dialogs.css";
import "~/features/products/products.css";
import "~/components/list/bulk-bar.css";
import "~/features/pages/pages.css";

export const meta = titleMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "pages");
  const t = await requestT(request, context, "pages");
  return { ...(await loadPagesScreen(request, api)), title: pageTitle(t("title")) };
}

/** The bulk delete of ticked pages; back to the same list with a toast. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "pages");
  return pagesBulkAction(context, api, listUrlOf(request), await request.formData(), await requestT(request, context, "pages"));
}

export default function PagesPage() {
  const { list, pages, total, now } = useLoaderData<typeof loader>();
  const bulk = useActionData<typeof action>();
  const selected = new Set<string>(bulk?.ids ?? []);
  const { listUrl, bulkAction } = useBulkUrls();
  const t = useT("pages");
  return (
    <ListScreen
      title={t("title")}
      primaryAction={{ to: pageUrls.create, label: t("create") }}
      list={list}
      tabs={{
        items: [
          { value: "all", label: t("list.all") },
          { value: "visible", label: t("list.visible") },
          { value: "hidden", label: t("list.hidden") },
        ],
        label: t("list.tabs"),
      }}
      search={{ label: t("list.search") }}
      bulk={{
        bar: <PagesBulkBar action={bulkAction} selectedCount={selected.size} errors={bulk?.formErrors ?? []} />,
        dialog: <PagesBulkDeleteDialog opened={bulk?.intent === "confirm-delete" && !bulk.formErrors} closeHref={listUrl} selectedCount={selected.size} />,
      }}
      table={pages.length > 0 ? <PagesTable pages={pages} selected={selected} now={now} /> : null}
      total={total}
      noun={t("list.noun")}
      filtered={list.tab !== "all" || list.filters.search !== undefined}
      empty={{ title: t("list.emptyTitle"), body: t("list.emptyBody") }}
    />
  );
}
