import { Anchor, Stack, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { listPixels } from "~/api-client/product-extras.server";
import { getProduct } from "~/api-client/products.server";
import { PixelsCard } from "~/features/pixels/PixelsCard";
import { pixelIntent } from "~/features/pixels/pixels.server";
import { productEditorUrl } from "~/features/products/product-form";
import { requireStore, throwRouteError } from "~/lib/guards.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Pixels of ${data?.product.title ?? "product"} · Backroom` }];

// The Pixels card's forms post here; the product editor shows the card, and this page shows it again with a refused pixel's message.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const id = params.id ?? "";
  const [product, pixels] = await Promise.all([getProduct(api, id).catch(throwRouteError), listPixels(api, id).catch(throwRouteError)]);
  return { product, pixels };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case "add-pixel":
    case "remove-pixel":
      return pixelIntent(api, params.id ?? "", formData);
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}

export default function ProductPixelsPage() {
  const { product, pixels } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <Stack gap="md" maw={640}>
      <Anchor component={Link} to={productEditorUrl(product._id)} size="sm">
        ← {product.title}
      </Anchor>
      <Title order={1} size="h2">
        Pixels
      </Title>
      <PixelsCard productId={product._id} pixels={pixels} failed={failed} />
    </Stack>
  );
}
