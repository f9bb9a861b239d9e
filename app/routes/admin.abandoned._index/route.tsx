import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { currencyOf } from "@domain/money";
import { ListScreen } from "~/components/list/ListScreen";
import { AbandonedFilterFields } from "~/features/abandoned/AbandonedFilterFields";
import { AbandonedTable } from "~/features/abandoned/AbandonedTable";
import { CounterStrip } from "~/features/abandoned/CounterStrip";
import { requireAbandoned } from "~/features/abandoned/guard.server";
import { loadAbandonedScreen } from "~/features/abandoned/list.server";
import { scheduleIntent } from "~/features/abandoned/schedule.server";
import { ScheduleCard } from "~/features/abandoned/ScheduleCard";
import { storeTimezone } from "~/lib/dates";
import { useT } from "~/lib/i18n";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";
import "~/components/date-range/date-range.css";
import "~/features/abandoned/abandoned.css";

export const meta = titleMeta;

/** SPEC §2 restricted screen: operators only (everyone else gets the 404 page), with the orders scope. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user, storeId } = await requireAbandoned(request, context);
  const [t, tc] = await Promise.all([requestT(request, context, "abandoned"), requestT(request, context)]);
  const screen = await loadAbandonedScreen(request, api, { id: storeId, timezone: storeTimezone(user) }, t, tc);
  return { ...screen, currency: currencyOf(user.language), title: pageTitle(t("title")) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireAbandoned(request, context);
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case "schedule":
      return scheduleIntent(context, api, request, formData);
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}

export default function AbandonedPage() {
  const { list, chips, checkouts, total, settings, counter, range, currency } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT("abandoned");
  return (
    <ListScreen
      title={t("title")}
      description={t("description")}
      list={list}
      chips={chips}
      search={{ label: t("list.search"), placeholder: t("filters.searchPlaceholder") }}
      filterFields={<AbandonedFilterFields filters={list.filters} rejected={list.rejected} />}
      table={checkouts.length > 0 ? <AbandonedTable checkouts={checkouts} /> : null}
      total={total}
      noun={t("list.noun")}
      empty={{ title: t("list.emptyTitle"), body: t("list.emptyBody") }}
    >
      <CounterStrip counter={counter} range={range} currency={currency} />
      <ScheduleCard schedule={settings.schedule} version={settings.version} actionData={actionData?.schedule} />
    </ListScreen>
  );
}
