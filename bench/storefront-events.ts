// The storefront events bench:events-ingest posts: sessions of five events (three product views, a cart add, a
// checkout reached) from the usual sources, mostly from Vietnam.
import { seededRandom } from "./lib";

const SOURCES = [
  { referrer: "", utmSource: "", utmMedium: "", utmCampaign: "" },
  { referrer: "https://www.google.com/", utmSource: "", utmMedium: "", utmCampaign: "" },
  { referrer: "https://m.facebook.com/", utmSource: "facebook", utmMedium: "cpc", utmCampaign: "sale-11-11" },
  { referrer: "https://zalo.me/", utmSource: "zalo", utmMedium: "social", utmCampaign: "zalo-oa" },
  { referrer: "https://www.tiktok.com/", utmSource: "tiktok", utmMedium: "paid_social", utmCampaign: "tiktok-live" },
];
const KINDS = ["view_content", "view_content", "view_content", "add_to_cart", "reached_checkout"] as const;

/** Event i of the sessions named `sessionPrefix-…`, five to a session; products among `productIds`. */
export function storefrontEventMaker(productIds: readonly string[], sessionPrefix: string, seed: number) {
  const random = seededRandom(seed);
  return (i: number) => {
    const kind = KINDS[i % KINDS.length]!;
    const source = SOURCES[Math.floor(random() * SOURCES.length)]!;
    return {
      kind,
      sessionId: `${sessionPrefix}-${Math.floor(i / 5)}`,
      productId: kind === "reached_checkout" ? undefined : productIds[Math.floor(random() * productIds.length)],
      ...source,
      country: random() < 0.9 ? "VN" : "SG",
    };
  };
}
