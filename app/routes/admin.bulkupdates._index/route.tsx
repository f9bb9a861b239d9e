import { Text } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListScreen } from "~/components/list/ListScreen";
import { BulkUpdatesTable, isActive } from "~/features/bulk-updates/BulkUpdatesTable";
import { loadBulkUpdatesScreen, undoIntent } from "~/features/bulk-updates/list.server";
import { bulkUpdateUrls } from "~/features/bulk-updates/urls";
import { requireOperator } from "~/lib/guards.server";
import { useCount, useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import { enhance } from "~/enhance/attributes";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";
import "~/features/bulk-edit/bulk-edit.css";
import "~/features/bulk-updates/bulk-updates.css";

export const meta = titleMeta;

const JOBS_REGION_ID = "bulk-jobs";
/** While a job runs, its progress refreshes this often. */
const POLL_MS = 2000;

// SPEC §2: a restricted screen (operators only, in loader and action; the API checks too).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireOperator(request, context);
  const [screen, t] = await Promise.all([loadBulkUpdatesScreen(request, api), requestT(request, context, "bulk")]);
  return { ...screen, title: pageTitle(t("updates.title")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireOperator(request, context);
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case "undo":
      return undoIntent(request, context, api, formData);
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}

export default function BulkUpdatesPage() {
  const { list, jobs } = useLoaderData<typeof loader>();
  const active = jobs.some(isActive);
  const t = useT("bulk");
  const count = useCount();
  return (
    <ListScreen
      title={t("updates.title")}
      primaryAction={{ to: bulkUpdateUrls.create, label: t("updates.create") }}
      wrapHeader
      list={list}
      cardProps={{ id: JOBS_REGION_ID, ...enhance.live({ src: bulkUpdateUrls.list, pollMs: active ? POLL_MS : undefined }) }}
      toolbar={
        <>
          {/* Without JavaScript the page refreshes itself while a job runs; with it, the region refreshes itself (app/enhance/live-regions.ts). */}
          {active && <noscript dangerouslySetInnerHTML={{ __html: '<meta http-equiv="refresh" content="3">' }} />}
          <div className="br-bu-toolbar">
            <Text size="sm" c="dimmed">
              {active ? t("updates.running") : t("updates.recent", { count: jobs.length, n: count(jobs.length) })}
            </Text>
            <a href={bulkUpdateUrls.list}>{t("updates.refresh")}</a>
          </div>
        </>
      }
      table={jobs.length ? <BulkUpdatesTable jobs={jobs} /> : null}
      total={jobs.length}
      pager={false}
      noun={t("updates.noun")}
      empty={{ title: t("updates.emptyTitle"), body: t("updates.emptyBody"), action: null }}
    />
  );
}
