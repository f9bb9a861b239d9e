import type { CollectionForm } from "../../../domain/collection";
import type { Db } from "../../db/client";
import { listProducts } from "../products/store";
import { collectProducts, createCollection, findCollectionByHandle } from "./store";

type Seed = Pick<CollectionForm, "title" | "handle" | "description" | "type" | "conditions" | "match">;

/** The demo store's collections, built on its catalog (seed-catalog.ts): smart ones by type and tag, one hand-picked. */
const DEMO_COLLECTIONS: Seed[] = [
  {
    title: "Áo dài",
    handle: "ao-dai",
    description: "Áo dài lụa, gấm và nhung, may đo theo số đo của bạn.",
    type: "smart",
    conditions: [{ field: "productType", compare: "equals", value: "Áo dài" }],
    match: "all",
  },
  {
    title: "Cà phê & trà",
    handle: "ca-phe-tra",
    description: "Cà phê rang xay và trà từ các vùng trồng nổi tiếng.",
    type: "smart",
    conditions: [
      { field: "productType", compare: "equals", value: "Cà phê" },
      { field: "productType", compare: "equals", value: "Trà" },
    ],
    match: "any",
  },
  {
    title: "Quà tặng",
    handle: "qua-tang",
    description: "Những món quà được khách chọn nhiều nhất.",
    type: "smart",
    conditions: [{ field: "tag", compare: "equals", value: "quà tặng" }],
    match: "all",
  },
  {
    title: "Đang giảm giá",
    handle: "sale",
    description: "",
    type: "smart",
    conditions: [{ field: "tag", compare: "equals", value: "sale" }],
    match: "all",
  },
  {
    title: "Saigon Threads chọn",
    handle: "saigon-threads-chon",
    description: "Những món chúng tôi thích nhất mùa này.",
    type: "manual",
    conditions: [],
    match: "all",
  },
];

/** Products the hand-picked collection starts with: the newest published ones of these types, three of each. */
const PICKED_TYPES = ["Áo dài", "Lụa", "Gốm sứ"];
const PICKED_EACH = 3;

/** Creates the demo collections once (a re-run finds their handles and leaves them as they are). */
export async function seedDemoCollections(db: Db, storeId: string, now = new Date()): Promise<void> {
  for (const [i, seed] of DEMO_COLLECTIONS.entries()) {
    if (await findCollectionByHandle(db, storeId, seed.handle)) continue;
    // A minute apart, the first newest: the list (newest first) shows them in this order.
    const made = await createCollection(db, storeId, { ...seed, published: true }, new Date(now.getTime() - i * 60_000));
    if (made.kind !== "ok" || seed.type !== "manual") continue;
    const picks: string[] = [];
    for (const productType of PICKED_TYPES)
      for (const p of (await listProducts(db, storeId, { published: "true", productType }, 1, PICKED_EACH)).rows) picks.push(p.id);
    await collectProducts(db, storeId, made.row.id, picks, undefined, now);
  }
}
