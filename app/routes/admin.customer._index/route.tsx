import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListScreen } from "~/components/list/ListScreen";
import { CustomerFilterFields } from "~/features/customers/CustomerFilterFields";
import { CustomersTable } from "~/features/customers/CustomersTable";
import { customerTabList } from "~/features/customers/filters";
import { requireCustomers } from "~/features/customers/guard.server";
import { loadCustomersScreen } from "~/features/customers/list.server";
import { customerUrls } from "~/features/customers/urls";
import { useT } from "~/lib/i18n";
import { requestLocale, requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";
import "~/features/customers/customers.css";

export const meta = titleMeta;

/** SPEC §2 restricted screen: operators only (everyone else gets the 404 page), with the customers scope. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, user } = await requireCustomers(request, context);
  const t = await requestT(request, context, "customers");
  const screen = await loadCustomersScreen(request, api, t, await requestLocale(request, context), user.language ?? undefined);
  return { ...screen, title: pageTitle(t("title")) };
}

export default function CustomersPage() {
  const { list, chips, customers, total, currency } = useLoaderData<typeof loader>();
  const t = useT("customers");
  return (
    <ListScreen
      title={t("title")}
      primaryAction={{ to: customerUrls.create, label: t("create") }}
      list={list}
      chips={chips}
      tabs={{ items: customerTabList(t), label: t("tabs.label") }}
      search={{ label: t("list.search"), placeholder: t("filters.searchPlaceholder") }}
      filterFields={<CustomerFilterFields filters={list.filters} rejected={list.rejected} currency={currency} />}
      table={customers.length > 0 ? <CustomersTable customers={customers} /> : null}
      total={total}
      noun={t("list.noun")}
      empty={{ title: t("list.emptyTitle"), body: t("list.emptyBody") }}
      filtered={list.tab !== "all" || chips.length > 0}
    />
  );
}
