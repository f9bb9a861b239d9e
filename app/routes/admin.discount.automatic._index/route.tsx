import type { LoaderFunctionArgs } from "@remix-run/node";
import { DiscountListPage } from "~/features/discounts/DiscountListPage";
import { discountListLoader } from "~/features/discounts/routes.server";
import { titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/list/list.css";
import "~/features/products/products.css";
import "~/features/discounts/discounts.css";

export const meta = titleMeta;

export const loader = (args: LoaderFunctionArgs) => discountListLoader("automatic", args);

export default function AutomaticDiscountsPage() {
  return <DiscountListPage method="automatic" />;
}
