// Sale channels (SPEC §2 settings/sale-channels and its nine pages; ADR 057): the one typed catalogue every layer reads.
// Per channel: its fields with their real-world formats, which of them are secrets (encrypted at rest, never answered),
// and whether it takes one of the store's product feeds. One zod schema per channel for the page's form and the API's body.
import { z } from "zod/v4";
import { messages, optionalText, safeString, TEXT_MAX } from "./validation";

export const SALE_CHANNELS = ["google", "ggads", "bingads", "tiktok", "criteo", "pinterest", "facebook", "klaviyo", "trustPilot"] as const;
export type SaleChannel = (typeof SALE_CHANNELS)[number];
export const isSaleChannel = (v: unknown): v is SaleChannel => typeof v === "string" && (SALE_CHANNELS as readonly string[]).includes(v);

/** How many of the store's feeds a channel page offers (a store has a handful; ADR 057). */
export const FEED_CHOICES_MAX = 200;

export const SALE_CHANNEL_MESSAGES = {
  conflict: "This sale channel was changed by someone else since you opened it. Review it, then save again.",
  feedNotFound: "Product feed not found",
  digits: (field: string, min: number, max: number) => `${field} must be ${min} to ${max} digits`,
  lettersDigits: (field: string, min: number, max: number) => `${field} must be ${min} to ${max} letters and digits`,
  token: (field: string, min: number, max: number) => `${field} must be ${min} to ${max} letters, digits, - or _`,
  hex: (field: string, n: number) => `${field} must be ${n} hexadecimal characters`,
  prefixed: (field: string, prefix: string) => `${field} must start with ${prefix}`,
} as const;

export interface ChannelField {
  /** The form's and the API's key. */
  name: string;
  /** English label: inside SPEC §5's "{label} required" and the format messages (translated by domain/i18n `fields`). */
  label: string;
  /** Encrypted at rest and never answered: the page shows its last four characters; a blank input keeps it. */
  secret: boolean;
  required: boolean;
  /** The whole value, after `normalize`. */
  pattern: RegExp;
  message: string;
  /** What the browser's check may allow at most (the pattern decides). */
  maxLength: number;
  /** A sample of the format, shown as the field's placeholder. */
  example: string;
  /** How a typed value is stored (an `aw-` prefix made `AW-`, a pixel code in capitals). */
  normalize?: (v: string) => string;
}

export interface ChannelSpec {
  /** The brand's own name: the same in every language. */
  label: string;
  fields: readonly ChannelField[];
  /** Whether the channel reads a product feed: the page lets the merchant pick one and shows its public URL. */
  takesFeed: boolean;
}

const digits = (name: string, label: string, min: number, max: number, example: string, required = true): ChannelField => ({
  name,
  label,
  secret: false,
  required,
  pattern: new RegExp(`^\\d{${min},${max}}$`),
  message: SALE_CHANNEL_MESSAGES.digits(label, min, max),
  maxLength: max,
  example,
});
/** An access token of an events / conversions API: long, opaque, URL-safe characters. */
const token = (name: string, label: string, required = false): ChannelField => ({
  name,
  label,
  secret: true,
  required,
  // `\-`, not a bare `-`: the browser checks the pattern attribute in the `v` mode, where a bare one is an error.
  // eslint-disable-next-line no-useless-escape -- see above
  pattern: /^[A-Za-z0-9_\-]{20,512}$/,
  message: SALE_CHANNEL_MESSAGES.token(label, 20, 512),
  maxLength: 512,
  example: "",
});

export const SALE_CHANNEL_CATALOGUE: Record<SaleChannel, ChannelSpec> = {
  // Google Merchant Center: the account's numeric Merchant ID; it fetches the product feed.
  google: { label: "Google Merchant Center", takesFeed: true, fields: [digits("merchantId", "Merchant Center ID", 6, 12, "123456789")] },
  // Google Ads: the conversion ID of the global site tag (gtag's "AW-123456789") and an optional conversion label.
  ggads: {
    label: "Google Ads",
    takesFeed: false,
    fields: [
      {
        name: "conversionId",
        label: "Conversion ID",
        secret: false,
        required: true,
        pattern: /^AW-\d{9,11}$/,
        message: "Conversion ID must be AW- followed by 9 to 11 digits",
        maxLength: 14,
        example: "AW-123456789",
        normalize: (v) => v.replace(/^aw-/i, "AW-"),
      },
      {
        name: "conversionLabel",
        label: "Conversion label",
        secret: false,
        required: false,
        // eslint-disable-next-line no-useless-escape -- the `v` mode of the pattern attribute needs it (see token())
        pattern: /^[A-Za-z0-9_\-]{10,40}$/,
        message: SALE_CHANNEL_MESSAGES.token("Conversion label", 10, 40),
        maxLength: 40,
        example: "AbC-D_efG-h12_34-567",
      },
    ],
  },
  // Microsoft Advertising: the UET tag's numeric ID; Merchant Center (Microsoft) fetches the feed.
  bingads: { label: "Microsoft Advertising (Bing)", takesFeed: true, fields: [digits("uetTagId", "UET tag ID", 4, 12, "12345678")] },
  // TikTok: the pixel code (20 capitals and digits, e.g. "C4ABCDEFGH12IJKL34MN") and an Events API token.
  tiktok: {
    label: "TikTok",
    takesFeed: true,
    fields: [
      {
        name: "pixelCode",
        label: "Pixel code",
        secret: false,
        required: true,
        pattern: /^[A-Z0-9]{20}$/,
        message: SALE_CHANNEL_MESSAGES.lettersDigits("Pixel code", 20, 20),
        maxLength: 20,
        example: "C4ABCDEFGH12IJKL34MN",
        normalize: (v) => v.toUpperCase(),
      },
      token("accessToken", "Events API access token"),
    ],
  },
  // Criteo OneTag: the numeric partner (account) ID; Criteo imports the catalogue feed.
  criteo: { label: "Criteo", takesFeed: true, fields: [digits("partnerId", "Partner ID", 1, 10, "12345")] },
  // Pinterest: the tag ID (13 digits today; a range in case it grows) and a Conversions API token.
  pinterest: {
    label: "Pinterest",
    takesFeed: true,
    fields: [digits("tagId", "Tag ID", 10, 16, "2612345678901"), token("accessToken", "Conversions API token")],
  },
  // Meta: the pixel (dataset) ID, 15–16 digits, a Conversions API token; the catalogue reads the feed.
  facebook: {
    label: "Facebook & Instagram (Meta)",
    takesFeed: true,
    fields: [digits("pixelId", "Pixel ID", 15, 16, "123456789012345"), token("accessToken", "Conversions API access token")],
  },
  // Klaviyo: the public API key (the 6-character site ID of its onsite script) and a private key "pk_" + 34 characters.
  klaviyo: {
    label: "Klaviyo",
    takesFeed: false,
    fields: [
      {
        name: "publicApiKey",
        label: "Public API key",
        secret: false,
        required: true,
        pattern: /^[A-Za-z0-9]{6}$/,
        message: SALE_CHANNEL_MESSAGES.lettersDigits("Public API key", 6, 6),
        maxLength: 6,
        example: "AbC123",
      },
      {
        name: "privateApiKey",
        label: "Private API key",
        secret: true,
        required: true,
        pattern: /^pk_[A-Za-z0-9]{20,64}$/,
        message: SALE_CHANNEL_MESSAGES.prefixed("Private API key", "pk_"),
        maxLength: 67,
        example: "",
      },
    ],
  },
  // Trustpilot: the business unit ID (a 24-character hex id) and an API key of its developer apps.
  trustPilot: {
    label: "Trustpilot",
    takesFeed: false,
    fields: [
      {
        name: "businessUnitId",
        label: "Business unit ID",
        secret: false,
        required: true,
        pattern: /^[a-f0-9]{24}$/,
        message: SALE_CHANNEL_MESSAGES.hex("Business unit ID", 24),
        maxLength: 24,
        example: "5f3c9a1b2c3d4e5f6a7b8c9d",
        normalize: (v) => v.toLowerCase(),
      },
      {
        name: "apiKey",
        label: "API key",
        secret: true,
        required: true,
        pattern: /^[A-Za-z0-9]{20,64}$/,
        message: SALE_CHANNEL_MESSAGES.lettersDigits("API key", 20, 64),
        maxLength: 64,
        example: "",
      },
    ],
  },
};

export const channelSpec = (channel: SaleChannel): ChannelSpec => SALE_CHANNEL_CATALOGUE[channel];
export const secretFieldsOf = (channel: SaleChannel) => channelSpec(channel).fields.filter((f) => f.secret);
export const publicFieldsOf = (channel: SaleChannel) => channelSpec(channel).fields.filter((f) => !f.secret);

const version = z.coerce
  .number({ error: messages.required("Version") })
  .int()
  .min(1, messages.required("Version"));

/**
 * A field as typed: trimmed, normalized, then checked against its format. A secret is never required here: blank keeps
 * the stored one, and the API refuses a required secret that is blank and not stored yet.
 */
function fieldSchema(field: ChannelField) {
  const base = optionalText(field.label, { max: Math.max(field.maxLength, TEXT_MAX) });
  return base.transform((v, ctx) => {
    const value = field.normalize ? field.normalize(v) : v;
    if (value === "") {
      if (field.required && !field.secret) ctx.addIssue({ code: "custom", message: messages.required(field.label) });
      return value;
    }
    if (!field.pattern.test(value)) ctx.addIssue({ code: "custom", message: field.message });
    return value;
  });
}

const feedId = z.preprocess((v) => (v === "" || v === null ? undefined : v), safeString().uuid({ error: SALE_CHANNEL_MESSAGES.feedNotFound }).optional());

/** The channel page's form and the body of PUT /stores/sale-channels/{channel}: its fields, the feed it reads, `version`. */
export function saleChannelFormSchema(channel: SaleChannel) {
  const spec = channelSpec(channel);
  const shape: Record<string, z.ZodType> = Object.fromEntries(spec.fields.map((f) => [f.name, fieldSchema(f)]));
  if (spec.takesFeed) shape.feedId = feedId;
  shape.version = version;
  return z.object(shape);
}
const schemas = new Map(SALE_CHANNELS.map((c) => [c, saleChannelFormSchema(c)]));
export const saleChannelSchema = (channel: SaleChannel) => schemas.get(channel)!;

/** A parsed form: the channel's field values by name (strings), `feedId` when it takes a feed, and `version`. */
export type SaleChannelForm = Record<string, string | number | undefined> & { version: number; feedId?: string };

/** The body as the contract declares it: a loose object the route then parses with the channel's own schema. */
export const SaleChannelBodySchema = z.record(safeString(), z.unknown());

export const SecretStateSchema = z.object({ isSet: z.boolean(), last4: safeString() });
export type SecretState = z.infer<typeof SecretStateSchema>;

/** A product feed as a channel names it: its public XML is `xmlPath` under the API's base. */
export const FeedChoiceSchema = z.object({ _id: safeString(), name: safeString(), xmlPath: safeString() });
export type FeedChoice = z.infer<typeof FeedChoiceSchema>;

export const SaleChannelDtoSchema = z.object({
  channel: z.enum(SALE_CHANNELS),
  connected: z.boolean(),
  /** The non-secret fields' values, by name ("" when not set). */
  values: z.record(safeString(), safeString()),
  /** The secret fields: only whether they are set and their last four characters. */
  secrets: z.record(safeString(), SecretStateSchema),
  feed: FeedChoiceSchema.nullable(),
  version: z.number().int(),
  connectedAt: safeString().nullable(),
  updatedAt: safeString().nullable(),
});
export type SaleChannelDto = z.infer<typeof SaleChannelDtoSchema>;

/** "•••• 9f3a": how a stored secret is shown. */
export const maskedSecret = (last4: string) => `•••• ${last4}`;
export const lastFour = (secret: string) => secret.slice(-4);
