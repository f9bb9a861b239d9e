import { currencyOf } from "@domain/money";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { getProductWithImages } from "~/api-client/product-images.server";
import { productTypes, productVendors } from "~/api-client/products.server";
import { imageIntent, parseImageIntent } from "~/features/product-images/actions.server";
import { MediaCard, MediaForms } from "~/features/product-images/MediaCard";
import { readEditorFormData } from "~/features/product-images/multipart.server";
import { editorAction } from "~/components/editor/actions.server";
import { EditorScreen, editorData, useEditorForm } from "~/components/editor";
import { productEditor } from "~/features/products/editor.server";
import { PRODUCT_FORM_ID, productDefaults, productScreen, type ProductFormDefaults } from "~/features/products/product-form";
import { ProductFields } from "~/features/products/ProductFields";
import { StatusBadge } from "~/features/products/StatusBadge";
import { createCombinationsIntent } from "~/features/variants/editor.server";
import { loadVariantsCard, variantsPageFrom } from "~/features/variants/loader.server";
import { CREATE_VARIANTS_INTENT } from "~/features/variants/variant-form";
import { VariantsCard } from "~/features/variants/VariantsCard";
import { listPixels } from "~/api-client/product-extras.server";
import { isPixelIntent } from "~/features/pixels/pixels";
import { pixelIntent } from "~/features/pixels/pixels.server";
import { PixelsCard } from "~/features/pixels/PixelsCard";
import { requireStore, throwRouteError } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { fixedT } from "@domain/i18n";
import { requestLocale } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import { productUrls } from "~/features/products/urls";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
import "~/features/products/products.css";
import "~/features/product-images/media.css";
import "~/features/variants/variants.css";

export const meta = titleMeta;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, session } = await requireStore(request, context, "products");
  const id = params.id ?? "";
  const [product, types, vendors, variants, pixels] = await Promise.all([
    getProductWithImages(api, id).catch(throwRouteError),
    productTypes(api),
    productVendors(api),
    loadVariantsCard(api, id, variantsPageFrom(new URL(request.url))).catch(throwRouteError),
    listPixels(api, id).catch(throwRouteError),
  ]);
  return { product, types, vendors, variants, pixels, storeDomain: session.get("storeDomain") ?? null, title: pageTitle(product.title) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, user } = await requireStore(request, context, "products");
  const id = params.id ?? "";
  const formData = await readEditorFormData(request);
  const locale = await requestLocale(request, context);
  const t = fixedT(locale, "products");
  const image = parseImageIntent(formData);
  if (image) return imageIntent(context, t, api, id, formData, image.intent, image.imageId, productUrls.update(id));
  if (isPixelIntent(formData.get("intent"))) return pixelIntent(context, t, api, id, formData);
  if (formData.get("intent") === CREATE_VARIANTS_INTENT)
    return createCombinationsIntent(context, t, locale, api, id, formData, productUrls.update(id), currencyOf(user.language));
  return editorAction(await productEditor(request, context), context, api, id, formData);
}

export default function UpdateProductPage() {
  const { product, types, vendors, variants, pixels, storeDomain } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const t = useT("products");
  const editor = useEditorForm<ProductFormDefaults>(PRODUCT_FORM_ID, productDefaults(product), editorData(actionData));
  const pixelData = actionData && "pixel" in actionData ? actionData : undefined;
  const combinations = actionData && "combinations" in actionData ? actionData.combinations : undefined;
  const media = {
    images: product.images,
    version: product.version,
    editorUrl: productUrls.update(product._id),
    location,
    media: actionData && "media" in actionData ? actionData.media : undefined,
  };
  const after = (
    <>
      <MediaForms {...media} />
      <VariantsCard productId={product._id} data={variants} combinations={combinations} />
      <PixelsCard productId={product._id} pixels={pixels} failed={pixelData} />
    </>
  );
  return (
    <EditorScreen screen={productScreen(t)} record={product} editor={editor} badge={<StatusBadge published={product.published} />} after={after}>
      <ProductFields editor={editor} isNew={false} types={types} vendors={vendors} storeDomain={storeDomain} media={<MediaCard {...media} />} />
    </EditorScreen>
  );
}
