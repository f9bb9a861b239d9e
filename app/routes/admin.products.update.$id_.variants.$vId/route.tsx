import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { currencyOf } from "@domain/money";
import { useActionData, useLoaderData } from "@remix-run/react";
import { getProductWithImages } from "~/api-client/product-images.server";
import { getProductOptions, getVariant } from "~/api-client/variants.server";
import { editorAction } from "~/components/editor/actions.server";
import { variantEditor } from "~/features/variants/editor.server";
import { VariantEditor } from "~/features/variants/VariantEditor";
import { requireStore, throwRouteError } from "~/lib/guards.server";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";
import "~/features/variants/variants.css";
import "~/features/product-images/media.css";

export const meta = titleMeta;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, user } = await requireStore(request, context, "products");
  const id = params.id ?? "";
  const [product, variant, options] = await Promise.all([
    getProductWithImages(api, id),
    getVariant(api, id, params.vId ?? ""),
    getProductOptions(api, id),
  ]).catch(throwRouteError);
  const images = product.images.filter((img) => img.kind === "image");
  const t = await requestT(request, context, "products");
  return {
    product: { _id: product._id, title: product.title },
    variant,
    options,
    images,
    currency: currencyOf(user.language),
    title: pageTitle(t("variants.variantPageTitle", { product: product.title })),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, user } = await requireStore(request, context, "products");
  const t = await requestT(request, context, "products");
  return editorAction(variantEditor(params.id ?? "", t, currencyOf(user.language)), context, api, params.vId ?? "", await request.formData());
}

export default function EditVariantPage() {
  const { product, variant, options, images, currency } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <VariantEditor product={product} variant={variant} options={options} templates={null} actionData={actionData} images={images} currency={currency} />;
}
