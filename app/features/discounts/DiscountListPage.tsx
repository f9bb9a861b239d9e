// The list of code discounts or of automatic discounts: one screen, configured by the method (SPEC §2 discount/code
// and discount/automatic). The routes keep their loaders and stylesheets; the page is this.
import { Button } from "@mantine/core";
import { Link, useLoaderData } from "@remix-run/react";
import type { DiscountMethod } from "../../../domain/discount";
import { ListScreen } from "~/components/list/ListScreen";
import { useT } from "~/lib/i18n";
import { DiscountsTable } from "./DiscountsTable";
import type { discountListLoader } from "./routes.server";
import { discountUrls } from "./urls";

const TABS = ["all", "active", "scheduled", "expired"] as const;

export function DiscountListPage({ method }: { method: DiscountMethod }) {
  const { list, chips, rows, total } = useLoaderData<typeof discountListLoader>();
  const t = useT("discounts");
  const code = method === "code";
  const other = code ? discountUrls.automatic.list : discountUrls.code.list;
  return (
    <ListScreen
      title={t(code ? "codeTitle" : "automaticTitle")}
      primaryAction={{ to: discountUrls[method].create, label: t(code ? "createCode" : "createAutomatic") }}
      actions={
        <Button component={Link} to={other} variant="default">
          {t(code ? "toAutomatic" : "toCodes")}
        </Button>
      }
      wrapHeader
      list={list}
      chips={chips}
      tabs={{ items: TABS.map((value) => ({ value, label: t(`tabs.${value}`) })), label: t("tabs.label") }}
      search={{ label: t("list.search") }}
      table={rows.length > 0 ? <DiscountsTable rows={rows} /> : null}
      total={total}
      noun={t(code ? "list.nounCode" : "list.nounAutomatic")}
      empty={
        code ? { title: t("list.emptyCodeTitle"), body: t("list.emptyCodeBody") } : { title: t("list.emptyAutomaticTitle"), body: t("list.emptyAutomaticBody") }
      }
    />
  );
}
