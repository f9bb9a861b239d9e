import type { CollectionDto } from "@domain/collection";
import type { ProductDto } from "@domain/product";
import { AddProducts, ManualProducts, type ProductSearch } from "./ManualProducts";
import { SmartPreview } from "./SmartPreview";
import { collectionUrls } from "./urls";

/** Below a saved collection's editor: a manual one's members (forms of their own), or what a smart one selects. */
export function CollectionMembers({
  collection,
  products,
  search,
}: {
  collection: CollectionDto;
  products: { products: ProductDto[]; total: number };
  search: ProductSearch | null;
}) {
  if (collection.type === "smart") return <SmartPreview products={products.products} total={products.total} />;
  const action = collectionUrls.update(collection._id);
  return (
    <>
      <ManualProducts action={action} products={products.products} total={products.total} version={collection.version} />
      <AddProducts action={action} search={search} memberIds={new Set(products.products.map((p) => p._id))} version={collection.version} />
    </>
  );
}
