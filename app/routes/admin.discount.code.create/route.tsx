import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { DiscountCreatePage } from "~/features/discounts/DiscountCreatePage";
import { discountCreateAction, discountCreateLoader } from "~/features/discounts/routes.server";
import { titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";
import "~/features/collections/collections.css";
import "~/features/discounts/discounts.css";

export const meta = titleMeta;

export const loader = (args: LoaderFunctionArgs) => discountCreateLoader("code", args);
export const action = (args: ActionFunctionArgs) => discountCreateAction("code", args);

export default function CreateCodeDiscountPage() {
  return <DiscountCreatePage method="code" />;
}
