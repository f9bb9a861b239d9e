import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { productTypes, productVendors } from "~/api-client/products.server";
import { createProductIntent } from "~/features/products/editor.server";
import { ProductEditor } from "~/features/products/ProductEditor";
import { requireStore } from "~/lib/guards.server";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/features/products/products.css";

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
