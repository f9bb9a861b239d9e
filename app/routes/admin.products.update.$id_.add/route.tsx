import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getProduct } from "~/api-client/products.server";
import { getProductOptions, optionTemplates } from "~/api-client/variants.server";
import { dialogStylesHref } from "~/components/dialogs";
import { formStylesHref } from "~/components/form";
import { productStylesHref } from "~/features/products";
import { variantStylesHref } from "~/features/variants";
import { createVariantIntent, saveOptionsIntent, useTemplateIntent, variantIntent } from "~/features/variants/editor.server";
import { addVariantUrl } from "~/features/variants/variant-form";
import { VariantEditor } from "~/features/variants/VariantEditor";
import { requireStore, throwRouteError } from "~/lib/guards.server";

export const links: LinksFunction = () => [formStylesHref, dialogStylesHref, productStylesHref, variantStylesHref].map((href) => ({ rel: "stylesheet", href }));
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Add variant · ${data?.product.title ?? "Product"} · Backroom` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const id = params.id ?? "";
  const [product, options, templates] = await Promise.all([getProduct(api, id), getProductOptions(api, id), optionTemplates(api)]).catch(throwRouteError);
  return { product: { _id: product._id, title: product.title }, options, templates };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const id = params.id ?? "";
  const formData = await request.formData();
  switch (variantIntent(formData, "create")) {
    case "create":
      return createVariantIntent(api, id, formData);
    case "options":
    case "confirm-options":
      return saveOptionsIntent(api, id, formData, addVariantUrl(id));
    case "use-template":
      return useTemplateIntent(formData);
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}

export default function AddVariantPage() {
  const { product, options, templates } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <VariantEditor product={product} variant={null} options={options} templates={templates} actionData={actionData} />;
}
