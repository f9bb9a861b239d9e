import type { LoaderFunctionArgs } from "@remix-run/node";
import { Button } from "@mantine/core";
import { Link, useLoaderData } from "@remix-run/react";
import { ListScreen } from "~/components/list/ListScreen";
import { DiscountsTable } from "~/features/discounts/DiscountsTable";
import { discountListLoader } from "~/features/discounts/routes.server";
import { discountUrls } from "~/features/discounts/urls";
import { useT } from "~/lib/i18n";
import { titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";
import "~/features/discounts/discounts.css";

export const meta = titleMeta;

export const loader = (args: LoaderFunctionArgs) => discountListLoader("automatic", args);

export default function AutomaticDiscountsPage() {
  const { list, chips, rows, total } = useLoaderData<typeof loader>();
  const t = useT("discounts");
  const tab = (value: "all" | "active" | "scheduled" | "expired") => ({ value, label: t(`tabs.${value}`) });
  return (
    <ListScreen
      title={t("automaticTitle")}
      primaryAction={{ to: discountUrls.automatic.create, label: t("createAutomatic") }}
      actions={
        <Button component={Link} to={discountUrls.code.list} variant="default">
          {t("toCodes")}
        </Button>
      }
      wrapHeader
      list={list}
      chips={chips}
      tabs={{ items: [tab("all"), tab("active"), tab("scheduled"), tab("expired")], label: t("tabs.label") }}
      search={{ label: t("list.search") }}
      table={rows.length > 0 ? <DiscountsTable rows={rows} /> : null}
      total={total}
      noun={t("list.nounAutomatic")}
      empty={{ title: t("list.emptyAutomaticTitle"), body: t("list.emptyAutomaticBody") }}
    />
  );
}
