// Small product calls of SPEC §7: checkRegistered, a product's position in a manual collection, tracking pixels.
import { z } from "zod/v4";
import { messages, safeString } from "./validation";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// 300 ids × 37 characters stay under Node's 16 KB request-header limit.
export const CHECK_REGISTERED_MAX = 300;

/** GET /products/checkRegistered?ids=a,b: 1 to 300 product ids, comma-separated. */
export const CheckRegisteredQuerySchema = z.object({
  ids: z
    .preprocess((v) => (typeof v === "string" ? v : ""), safeString())
    .transform((raw, ctx) => {
      const ids = [
        ...new Set(
          raw
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (ids.length === 0) ctx.addIssue({ code: "custom", message: messages.required("ids") });
      if (ids.length > CHECK_REGISTERED_MAX) ctx.addIssue({ code: "custom", message: `At most ${CHECK_REGISTERED_MAX} ids at a time` });
      const bad = ids.filter((id) => !UUID_RE.test(id));
      if (bad.length > 0)
        ctx.addIssue({ code: "custom", message: `Not a product id: ${bad.slice(0, 5).join(", ")}${bad.length > 5 ? ` and ${bad.length - 5} more` : ""}` });
      return ids.map((id) => id.toLowerCase());
    }),
});

/** PUT /products/{id}/collection/update-position. Positions count from 1; past the end means last. */
export const UpdatePositionSchema = z.object({
  collectionId: z.preprocess((v) => v ?? "", safeString().regex(UUID_RE, messages.required("Collection"))),
  position: z.coerce
    .number({ error: "Position must be a whole number" })
    .int("Position must be a whole number")
    .min(1, "Position must be 1 or more")
    .max(1_000_000, "Position is too large"),
});
export const NOT_IN_COLLECTION_MESSAGE = "The product is not in this collection";
export const SMART_COLLECTION_POSITION_MESSAGE = "A smart collection orders its products itself";

export const PIXEL_PROVIDERS = ["facebook", "tiktok", "google", "pinterest", "snapchat"] as const;
export type PixelProvider = (typeof PIXEL_PROVIDERS)[number];
export const PIXELS_PER_PRODUCT_MAX = 20;

/** What each provider's own pixel/tag id looks like; the message says it in the merchant's words. */
export const PIXEL_ID_RULES: Record<PixelProvider, { label: string; pattern: RegExp; message: string; example: string }> = {
  facebook: { label: "Facebook", pattern: /^\d{15,16}$/, message: "A Facebook pixel ID is 15 or 16 digits", example: "123456789012345" },
  tiktok: { label: "TikTok", pattern: /^[A-Z0-9]{20}$/, message: "A TikTok pixel ID is 20 capital letters and digits", example: "C4A1B2C3D4E5F6G7H8I9" },
  google: {
    label: "Google",
    pattern: /^(G-[A-Z0-9]{4,12}|AW-\d{6,12}|GT-[A-Z0-9]{4,12})$/,
    message: "A Google tag ID looks like G-XXXXXXX or AW-123456789",
    example: "G-ABC123XYZ",
  },
  pinterest: { label: "Pinterest", pattern: /^\d{13}$/, message: "A Pinterest tag ID is 13 digits", example: "2612345678901" },
  snapchat: {
    label: "Snapchat",
    pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    message: "A Snapchat pixel ID looks like 1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f",
    example: "1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f",
  },
};

export const PixelSchema = z
  .object({
    provider: z.preprocess(
      (v) => (typeof v === "string" ? v.trim().toLowerCase() : (v ?? "")),
      z.enum(PIXEL_PROVIDERS, { error: `Provider is one of ${PIXEL_PROVIDERS.join(", ")}` }),
    ),
    pixelId: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() : (v ?? "")),
      safeString().min(1, messages.required("Pixel ID")).max(64, messages.maxLength(64)),
    ),
  })
  .superRefine((v, ctx) => {
    const rule = PIXEL_ID_RULES[v.provider];
    if (rule && v.pixelId !== "" && !rule.pattern.test(v.pixelId)) ctx.addIssue({ code: "custom", path: ["pixelId"], message: rule.message });
  });
export type PixelInput = z.infer<typeof PixelSchema>;

/** POST /products/{id}/add-pixels `{ pixels: [{ provider, pixelId }] }`. */
export const AddPixelsSchema = z.object({
  pixels: z
    .array(PixelSchema, { error: messages.required("Pixels") })
    .min(1, messages.required("Pixels"))
    .max(PIXELS_PER_PRODUCT_MAX, `At most ${PIXELS_PER_PRODUCT_MAX} pixels a product`),
});
export const TOO_MANY_PIXELS_MESSAGE = `At most ${PIXELS_PER_PRODUCT_MAX} pixels a product`;

export interface ProductPixelDto {
  provider: PixelProvider;
  pixelId: string;
  createdAt: string;
}
