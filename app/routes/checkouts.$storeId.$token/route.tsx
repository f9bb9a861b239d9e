// The buyer's restored cart, where a recovery message's link lands (ADR 040): public, outside /admin, in the store's
// language. A minimal page until issue 12's storefront replaces it.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { completeCart, loadCart } from "~/features/abandoned/cart.server";
import { CartPage } from "~/features/abandoned/CartPage";
import { fixedT } from "@domain/i18n";
import { titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/features/products/products.css";
import "~/features/customers/customers.css";
import "~/features/abandoned/abandoned.css";

export const meta = titleMeta;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const cart = await loadCart(request, context, params.storeId ?? "", params.token ?? "");
  return { ...cart, title: fixedT(cart.locale, "abandoned")("storefront.title") };
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return completeCart(request, context, params.storeId ?? "", params.token ?? "");
}

export default function RestoredCartPage() {
  const { checkout, locale, idempotencyKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <CartPage checkout={checkout} locale={locale} idempotencyKey={idempotencyKey} result={actionData?.result} />;
}
