// The online store's preferences (SPEC §2 `preferences`, menu section "preferences"; ADR 061): what the storefront's
// home page says to search engines and link previews, and whether the storefront is closed behind a password while the
// merchant gets it ready. SPEC §7 names no call for it, so the API takes the settings pages' shape:
// GET/PUT /stores/settings/preferences. Issue 12's storefront renderer reads them. Pure.
import { z } from "zod/v4";
import { checkbox, messages, optionalText, safeString } from "./validation";

/** What search engines show: Google cuts a title near 60 characters and a description near 160; allow some room. */
export const HOME_TITLE_MAX = 70;
export const HOME_DESCRIPTION_MAX = 320;
export const STOREFRONT_PASSWORD_MIN = 4;
export const STOREFRONT_PASSWORD_MAX = 100;
export const PASSWORD_MESSAGE_MAX = 500;

export const PREFERENCES_MESSAGES = {
  passwordRequired: "Enter a password visitors can use, or turn password protection off",
  passwordLength: `Password must be ${STOREFRONT_PASSWORD_MIN} to ${STOREFRONT_PASSWORD_MAX} characters`,
  conflict: "The preferences were changed by someone else since you opened them. Review them, then save again.",
} as const;

const version = z.coerce
  .number({ error: messages.required("Version") })
  .int()
  .min(1, messages.required("Version"));

/** The preferences form's fields and PUT /stores/settings/preferences's body (inside `settings`). */
export const PreferencesFormSchema = z
  .object({
    homeTitle: optionalText("Homepage title", { max: HOME_TITLE_MAX }),
    homeDescription: optionalText("Homepage meta description", { max: HOME_DESCRIPTION_MAX }),
    passwordEnabled: checkbox,
    storefrontPassword: optionalText("Password", { max: STOREFRONT_PASSWORD_MAX }),
    passwordMessage: optionalText("Message for your visitors", { max: PASSWORD_MESSAGE_MAX }),
    version,
  })
  .superRefine((v, ctx) => {
    // A password is kept when protection is turned off, so turning it back on needs no retyping.
    if (!v.passwordEnabled) return;
    if (v.storefrontPassword === "") ctx.addIssue({ code: "custom", path: ["storefrontPassword"], message: PREFERENCES_MESSAGES.passwordRequired });
    else if (v.storefrontPassword.length < STOREFRONT_PASSWORD_MIN)
      ctx.addIssue({ code: "custom", path: ["storefrontPassword"], message: PREFERENCES_MESSAGES.passwordLength });
  });
export type PreferencesForm = z.output<typeof PreferencesFormSchema>;

export const PREFERENCES_FIELDS = ["homeTitle", "homeDescription", "passwordEnabled", "storefrontPassword", "passwordMessage"] as const;
export type PreferencesField = (typeof PREFERENCES_FIELDS)[number];

export const PreferencesDtoSchema = z.object({
  storeId: safeString(),
  homeTitle: safeString(),
  homeDescription: safeString(),
  passwordEnabled: z.boolean(),
  storefrontPassword: safeString(),
  passwordMessage: safeString(),
  version: z.number().int(),
  updatedAt: safeString().nullable(),
});
export type PreferencesDto = z.infer<typeof PreferencesDtoSchema>;
