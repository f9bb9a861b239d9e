import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Button } from "@mantine/core";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ListScreen, useBulkUrls } from "~/components/list/ListScreen";
import { listUrlOf } from "~/components/list/load-list.server";
import { BulkBar, BulkDeleteDialog } from "~/features/redirects/BulkActions";
import { redirectsBulkAction } from "~/features/redirects/bulk.server";
import { loadRedirectsScreen } from "~/features/redirects/list.server";
import { RedirectsTable } from "~/features/redirects/RedirectsTable";
import { redirectUrls } from "~/features/redirects/urls";
import { requireStore } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/components/dialogs/dialogs.css";
import "~/features/products/products.css";
import "~/components/list/bulk-bar.css";
import "~/features/redirects/redirects.css";

export const meta = titleMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "navigations");
  const t = await requestT(request, context, "redirects");
  return { ...(await loadRedirectsScreen(request, api)), title: pageTitle(t("title")) };
}

/** Bulk delete of the ticked rows; back to the same list with a toast. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "navigations");
  return redirectsBulkAction(context, api, listUrlOf(request), await request.formData(), await requestT(request, context, "redirects"));
}

export default function RedirectsPage() {
  const { list, redirects, total } = useLoaderData<typeof loader>();
  const bulk = useActionData<typeof action>();
  const selected = new Set<string>(bulk?.ids ?? []);
  const { listUrl, bulkAction } = useBulkUrls();
  const t = useT("redirects");
  return (
    <ListScreen
      title={t("title")}
      primaryAction={{ to: redirectUrls.create, label: t("create") }}
      wrapHeader
      actions={
        <>
          <Button component="a" href={redirectUrls.import} variant="default">
            {t("csv.import")}
          </Button>
          <Button component="a" href={redirectUrls.export} variant="default" download>
            {t("csv.export")}
          </Button>
        </>
      }
      list={list}
      search={{ label: t("list.search") }}
      bulk={{
        bar: <BulkBar action={bulkAction} selectedCount={selected.size} errors={bulk?.formErrors ?? []} />,
        dialog: <BulkDeleteDialog opened={bulk?.intent === "confirm-delete" && !bulk.formErrors} closeHref={listUrl} selectedCount={selected.size} />,
      }}
      table={redirects.length > 0 ? <RedirectsTable redirects={redirects} selected={selected} /> : null}
      total={total}
      noun={t("list.noun")}
      empty={{ title: t("list.emptyTitle"), body: t("list.emptyBody") }}
    />
  );
}
