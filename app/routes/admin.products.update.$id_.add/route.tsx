import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { editorAction } from "~/components/editor/actions.server";
import { CreateAllVariants } from "~/features/variants/CreateAllVariants";
import { optionsIntent, variantEditor } from "~/features/variants/editor.server";
import { loadAddVariant } from "~/features/variants/loader.server";
import { productUrls } from "~/features/products/urls";
import { VariantEditor } from "~/features/variants/VariantEditor";
import { requireStore, throwRouteError } from "~/lib/guards.server";
import { fixedT } from "@domain/i18n";
import { currencyOf } from "@domain/money";
import { requestLocale, requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";
import "~/features/variants/variants.css";
// VariantFields holds the variant image picker; this page passes it no images, but its markup is one prop away.
import "~/features/product-images/media.css";

export const meta = titleMeta;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, user } = await requireStore(request, context, "products");
  const [page, t] = await Promise.all([loadAddVariant(api, params.id ?? "").catch(throwRouteError), requestT(request, context, "products")]);
  return { ...page, currency: currencyOf(user.language), title: pageTitle(t("variants.pageTitle", { product: page.product.title })) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, user } = await requireStore(request, context, "products");
  const id = params.id ?? "";
  const currency = currencyOf(user.language);
  const formData = await request.formData();
  const locale = await requestLocale(request, context);
  const t = fixedT(locale, "products");
  return (
    (await optionsIntent(context, t, locale, api, id, formData, productUrls.addVariant(id), currency)) ??
    editorAction(variantEditor(id, t, currency), context, api, null, formData)
  );
}

export default function AddVariantPage() {
  const { product, options, templates, variants, currency } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const combinations = actionData && "combinations" in actionData ? actionData.combinations : undefined;
  const createAll = (
    <CreateAllVariants
      action={productUrls.addVariant(product._id)}
      options={options}
      variantCount={variants.count}
      firstPrice={variants.firstPrice}
      refused={combinations}
    />
  );
  return (
    <VariantEditor
      product={product}
      variant={null}
      options={options}
      templates={templates}
      actionData={actionData}
      afterOptions={createAll}
      currency={currency}
    />
  );
}
