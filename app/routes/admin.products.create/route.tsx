import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { productTypes, productVendors } from "~/api-client/products.server";
import { dialogStylesHref } from "~/components/dialogs";
import { formStylesHref } from "~/components/form";
import { productStylesHref } from "~/features/products";
import { createProductIntent } from "~/features/products/editor.server";
import { ProductEditor } from "~/features/products/ProductEditor";
import { requireStore } from "~/lib/guards.server";

export const links: LinksFunction = () => [formStylesHref, dialogStylesHref, productStylesHref].map((href) => ({ rel: "stylesheet", href }));
export const meta: MetaFunction = () => [{ title: "Add product · Backroom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, session } = await requireStore(request, context, "products");
  const [types, vendors] = await Promise.all([productTypes(api), productVendors(api)]);
  return { types, vendors, storeDomain: session.get("storeDomain") ?? null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  return createProductIntent(context, api, await request.formData());
}

export default function CreateProductPage() {
  const { types, vendors, storeDomain } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <ProductEditor product={null} types={types} vendors={vendors} storeDomain={storeDomain} actionData={actionData} />;
}
