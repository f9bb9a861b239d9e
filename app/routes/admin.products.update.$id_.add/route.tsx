import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getProduct } from "~/api-client/products.server";
import { getProductOptions, listVariants, optionTemplates, variantSummary } from "~/api-client/variants.server";
import { CreateAllVariants } from "~/features/variants/CreateAllVariants";
import { createCombinationsIntent, createVariantIntent, saveOptionsIntent, useTemplateIntent, variantIntent } from "~/features/variants/editor.server";
import { CREATE_VARIANTS_INTENT } from "~/features/variants/variant-form";
import { VariantEditor } from "~/features/variants/VariantEditor";
import { requireStore, throwRouteError } from "~/lib/guards.server";
import { productUrls } from "~/features/products/urls";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";
import "~/features/variants/variants.css";
// VariantFields holds the variant image picker; this page passes it no images, but its markup is one prop away.
import "~/features/product-images/media.css";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Add variant · ${data?.product.title ?? "Product"} · Backroom` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const id = params.id ?? "";
  const [product, options, templates, summary, first] = await Promise.all([
    getProduct(api, id),
    getProductOptions(api, id),
    optionTemplates(api),
    variantSummary(api, id),
    listVariants(api, id, { limit: 1 }),
  ]).catch(throwRouteError);
  const variants = { count: summary.variantCount, firstPrice: first.variants[0]?.price ?? null };
  return { product: { _id: product._id, title: product.title }, options, templates, variants };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const id = params.id ?? "";
  const formData = await request.formData();
  if (formData.get("intent") === CREATE_VARIANTS_INTENT) return createCombinationsIntent(context, api, id, formData, productUrls.update(id));
  switch (variantIntent(formData, "create")) {
    case "create":
      return createVariantIntent(context, api, id, formData);
    case "options":
    case "confirm-options":
      return saveOptionsIntent(context, api, id, formData, productUrls.addVariant(id));
    case "use-template":
      return useTemplateIntent(formData);
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}

export default function AddVariantPage() {
  const { product, options, templates, variants } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const combinations = actionData && "combinations" in actionData ? actionData.combinations : undefined;
  const variantData = actionData && "intent" in actionData ? actionData : undefined;
  const createAll = <CreateAllVariants action={productUrls.addVariant(product._id)} options={options} variantCount={variants.count} firstPrice={variants.firstPrice} refused={combinations} />;
  return <VariantEditor product={product} variant={null} options={options} templates={templates} actionData={variantData} afterOptions={createAll} />;
}
