// Schemas of the account forms (sign-in, sign-up, reset, invite, store creation, profile).
// The admin's forms and the accounts API parse with the same schemas, so a field's message is the same on both sides.
import { z } from "zod/v4";
import type { Locale } from "./i18n/locales";
import { SCOPES, type Scope, type StoreRole } from "./permissions";
import { DOMAIN_RE, email, messages, optionalText, password, requiredText, version, safeString } from "./validation";

export const PASSWORDS_DIFFER = "Passwords do not match";
export const STORE_DOMAIN_SUFFIX = ".backroom.shop";
export const SURVEY_MAX_ANSWERS = 50;

/**
 * Conform types each form field by its schema's input type. The shared helpers preprocess `unknown`
 * (so a missing field gets a message, not a crash), which would type every field as unknown; this states
 * what forms and JSON bodies send. Only the static type changes; parsing is the same.
 */
function sent<Input>() {
  return <S extends z.ZodType>(schema: S) => schema as unknown as z.ZodType<z.output<S>, Input>;
}
const textInput = sent<string | undefined>();

/** Sign-in checks only presence: a length rule here would tell a guesser which passwords cannot exist. */
const signInPassword = textInput(
  z.preprocess(
    (v) => v ?? "",
    safeString({ error: messages.required("Password") })
      .min(1, messages.required("Password"))
      .max(128, messages.maxLength(128)),
  ),
);

const confirmPassword = textInput(
  z.preprocess((v) => v ?? "", safeString({ error: messages.required("Confirm password") }).min(1, messages.required("Confirm password"))),
);

/** An opaque token from an e-mail link or a sign-in; its shape is never a reason to say more than "invalid". */
const token = (label: string) =>
  textInput(
    z.preprocess(
      (v) => v ?? "",
      safeString({ error: messages.required(label) })
        .trim()
        .min(1, messages.required(label))
        .max(512, messages.maxLength(512)),
    ),
  );

const passwordsMatch = { path: ["confirmPassword"], message: PASSWORDS_DIFFER };
// An empty repeat already says "required"; zod v4 would run this check too and add a second message.
const confirmsPassword = (v: { password: string; confirmPassword: string }) => v.confirmPassword === "" || v.password === v.confirmPassword;

export const SignInSchema = z.object({
  email: textInput(email()),
  password: signInPassword,
});

const signUpFields = {
  name: textInput(optionalText("Name")),
  email: textInput(email()),
  password: textInput(password()),
  code: textInput(optionalText("Referral code", { max: 64 })),
};
/** The API's sign-up body (api-contract: `{ email, password, name?, code? }`). */
export const SignUpRequestSchema = z.object(signUpFields);
/** The sign-up form: the request plus a repeated password. */
export const SignUpSchema = z.object({ ...signUpFields, confirmPassword }).refine(confirmsPassword, passwordsMatch);

export const ForgotPasswordSchema = z.object({ email: textInput(email()) });

const resetFields = { token: token("Token"), password: textInput(password()) };
export const ResetPasswordRequestSchema = z.object(resetFields);
export const ResetPasswordSchema = z.object({ ...resetFields, confirmPassword }).refine(confirmsPassword, passwordsMatch);

export const VerifyEmailSchema = z.object({ token: token("Token") });
export const RefreshSchema = z.object({ refreshToken: token("Refresh token") });
export const SignOutSchema = z.object({ refreshToken: safeString().max(512).optional() });

/** Staff pick scopes by checkbox: one ticked box arrives as a string, none as nothing. */
export const scopeList = sent<string | string[] | undefined>()(
  z.preprocess(
    (v) => (v == null || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.enum(SCOPES, { error: "Unknown permission" })).transform((list) => [...new Set(list)]),
  ),
);

export const INVITE_ROLES = ["admin", "staff"] as const;
/** An admin or staff role as a form or body sends it (the owner is never given by a form). */
export const inviteRole = textInput(z.preprocess((v) => v ?? "", z.enum(INVITE_ROLES, { error: messages.required("Role") })));
export const InviteSchema = z.object({
  email: textInput(email()),
  role: inviteRole,
  scopes: scopeList,
});

export const AcceptInviteQuerySchema = z.object({ token: token("Token") });
/** A new member chooses a password; an existing one proves it is them with theirs. */
export const AcceptInviteSchema = z.object({
  token: token("Token"),
  password: signInPassword,
  name: textInput(optionalText("Name")),
});
/** When the invited address has no account yet, the chosen password follows the sign-up rules. */
export const AcceptInviteNewAccountSchema = AcceptInviteSchema.extend({ password: textInput(password()) });

/** Empty means "derive from the store name"; a given domain is a host name, with or without a scheme. */
const optionalDomain = textInput(optionalText("Domain").refine((v) => v === "" || DOMAIN_RE.test(v), messages.domain));

export const CreateStoreSchema = z.object({
  name: textInput(requiredText("Store name")),
  domain: optionalDomain,
  code: textInput(optionalText("Referral code", { max: 64 })),
});

const surveyAnswer = textInput(z.preprocess((v) => v ?? "", safeString().trim().max(255, messages.maxLength(255))));
/** Onboarding answers keyed by question; unanswered questions may be sent empty. */
export const SurveySchema = z.object({
  survey: z
    .record(safeString().max(64, messages.maxLength(64)), surveyAnswer)
    .refine((s) => Object.keys(s).length <= SURVEY_MAX_ANSWERS, messages.maxLength(SURVEY_MAX_ANSWERS)),
});

export const UpdateUserSchema = z.object({
  name: textInput(requiredText("Name")),
  version: sent<string | number | undefined>()(version),
});

export const CURRENT_PASSWORD_WRONG = "Current password is incorrect";
/** PUT /users/password: the current password (presence only, like sign-in) and a new one under the sign-up rules. */
const changePasswordFields = {
  currentPassword: textInput(
    z.preprocess(
      (v) => v ?? "",
      safeString({ error: messages.required("Current password") })
        .min(1, messages.required("Current password"))
        .max(128, messages.maxLength(128)),
    ),
  ),
  password: textInput(password("New password")),
};
export const ChangePasswordRequestSchema = z.object(changePasswordFields);
/** The profile's password form: the request plus the repeated new password. */
export const ChangePasswordSchema = z.object({ ...changePasswordFields, confirmPassword }).refine(confirmsPassword, passwordsMatch);

export const EMAIL_TAKEN = "This email is already used by another account";
export const EMAIL_UNCHANGED = "This is already your email";
export const EMAIL_CHANGE_SENT = "We sent a link to the new address. Your email changes when you open it.";
/** POST /users/email: the new address and the current password (presence only, like sign-in). */
export const ChangeEmailRequestSchema = z.object({
  email: textInput(email()),
  currentPassword: changePasswordFields.currentPassword,
});

export const StoresPageQuerySchema = z.object({
  // Bounded by the int4 `seq` column, so a huge cursor is a 400 rather than a database error.
  lastId: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(2_147_483_647).optional()),
});

/** GET /users/info: `include=stores` adds the first page of GET /users/stores (the admin shell's one call per page). */
export const UserInfoQuerySchema = z.object({
  include: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["stores"]).optional()),
});

/** "https://Shop.Example.com/path" → "shop.example.com": a store is reached on a bare host. */
export function normalizeStoreDomain(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/[/?#].*$/, "")
    .replace(/\.$/, "");
}

/** GET /users/info. Store fields describe the store in the `store-id` header; without one they are empty. */
export interface UserInfo {
  id: string;
  email: string;
  name: string;
  version: number;
  isOperator: boolean;
  scopes: Scope[];
  isStoreOwner: boolean;
  isStoreAdmin: boolean;
  /** The store's IANA time zone (SPEC §3 standardTimezone; ADR 025): every date the admin shows is in it. Null without a store. */
  timezone: string | null;
  /** The store's language (SPEC §3 general settings: vi | en): the admin's language unless the user chose one. Null without a store. */
  language: Locale | null;
}

/**
 * GET /users/info?include=stores: UserInfo plus GET /users/stores' first page (`storesLastId` is that page's `lastId`),
 * and the unread notifications of the `store-id` store the user may see, counted up to UNREAD_COUNT_CAP (ADR 062).
 */
export type UserInfoWithStores = UserInfo & { stores: StoreSummary[]; storesLastId: string | null; unreadNotifications: number };

/** One entry of GET /users/stores (SPEC §3 Store: `id`=`storeId`, `domain`=`storeDomain`=`host`). */
export interface StoreSummary {
  storeId: string;
  id: string;
  storeDomain: string;
  domain: string;
  host: string;
  name: string;
  role: StoreRole;
  seq: number;
}
