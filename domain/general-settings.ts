// The store's general settings (SPEC §3 Store general settings, §7 GET/PUT /stores/settings/general; ADR 054): its
// name, how to reach it, its language (which is also its currency, SPEC §9) and its time zone. One schema for the
// settings form and the API's body.
import { z } from "zod/v4";
import { LOCALES } from "./i18n/locales";
import { CURRENCY } from "./money";
import { canonicalTimezone } from "./timezones";
import { email, messages, optionalText, PHONE_RE, requiredText, safeString } from "./validation";

export const GENERAL_SETTINGS_MESSAGES = {
  language: "Language must be vi or en",
  timezone: "Time zone is not a known IANA time zone",
  conflict: "The general settings were changed by someone else since you opened them. Review them, then save again.",
} as const;

/** A contact phone is short: SPEC §5's phone rule allows at most 20 characters of digits, spaces and ( ) . - +. */
export const CONTACT_PHONE_MAX = 32;

const language = z.preprocess((v) => v ?? "", z.enum(LOCALES, { error: GENERAL_SETTINGS_MESSAGES.language }));

/** An IANA zone the runtime knows, kept by its current IANA name ("Asia/Saigon" → "Asia/Ho_Chi_Minh"). */
const standardTimezone = requiredText("Time zone", { max: 64 }).transform((v, ctx) => {
  const tz = canonicalTimezone(v);
  if (tz === null) ctx.addIssue({ code: "custom", message: GENERAL_SETTINGS_MESSAGES.timezone });
  return tz ?? v;
});

const version = z.coerce
  .number({ error: messages.required("Version") })
  .int()
  .min(1, messages.required("Version"));

/**
 * The settings form's fields and PUT /stores/settings/general's body (inside `settings`): every field, with the
 * `version` the form was opened at (a stale one is 409).
 */
export const GeneralSettingsFormSchema = z.object({
  name: requiredText("Store name"),
  contactEmail: email("Contact email"),
  contactPhone: optionalText("Contact phone", { max: CONTACT_PHONE_MAX }).refine((v) => v === "" || PHONE_RE.test(v), messages.phone),
  language,
  standardTimezone,
  version,
});
export type GeneralSettingsForm = z.output<typeof GeneralSettingsFormSchema>;

export const GENERAL_SETTINGS_FIELDS = ["name", "contactEmail", "contactPhone", "language", "standardTimezone"] as const;
export type GeneralSettingsField = (typeof GENERAL_SETTINGS_FIELDS)[number];

/** The settings as the API answers them; `currency` follows `language` (SPEC §9), `storeId` names the store they are of. */
export const GeneralSettingsDtoSchema = z.object({
  storeId: safeString(),
  name: safeString(),
  contactEmail: safeString(),
  contactPhone: safeString(),
  language: z.enum(LOCALES),
  standardTimezone: safeString(),
  currency: z.enum([CURRENCY.vi.code, CURRENCY.en.code]),
  version: z.number().int(),
  updatedAt: safeString(),
});
export type GeneralSettingsDto = z.infer<typeof GeneralSettingsDtoSchema>;
