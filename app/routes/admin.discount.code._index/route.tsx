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

export const loader = (args: LoaderFunctionArgs) => discountListLoader("code", args);

export default function CodeDiscountsPage() {
  const { list, chips, rows, total } = useLoaderData<typeof loader>();
  const t = useT("discounts");
  const tab = (value: "all" | "active" | "scheduled" | "expired") => ({ value, label: t(`tabs.${value}`) });
  return (
    <ListScreen
      title={t("codeTitle")}
      primaryAction={{ to: discountUrls.code.create, label: t("createCode") }}
      actions={
        <Button component={Link} to={discountUrls.automatic.list} variant="default">
          {t("toAutomatic")}
        </Button>
      }
      wrapHeader
      list={list}
      chips={chips}
      tabs={{ items: [tab("all"), tab("active"), tab("scheduled"), tab("expired")], label: t("tabs.label") }}
      search={{ label: t("list.search") }}
      table={rows.length > 0 ? <DiscountsTable rows={rows} /> : null}
      total={total}
      noun={t("list.nounCode")}
      empty={{ title: t("list.emptyCodeTitle"), body: t("list.emptyCodeBody") }}
    />
  );
}
