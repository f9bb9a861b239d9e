// The operators' view of the platform's members (SPEC §2 member, member/{id}; ADR 063): every user with their stores.
// Read-only. Pure: the list query and the DTOs.
import { z } from "zod/v4";
import { filterText, safeString } from "./validation";

/** An operator disabled the account (sign-in and invitations say it only after the password matched). */
export const ACCOUNT_DISABLED = "This account is disabled. Contact support to have it enabled again.";
export const MEMBER_MESSAGES = {
  disableSelf: "You cannot disable your own account.",
  disabled: "Account disabled; its sessions were signed out.",
  enabled: "Account enabled.",
} as const;

export const MEMBER_PAGE_SIZES = [10, 50, 100, 150, 200] as const;
export const MEMBER_PAGE_SIZE_DEFAULT = 50;

const positive = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? fallback : v),
    z.coerce
      .number({ error: "Must be a whole number from 1" })
      .int("Must be a whole number from 1")
      .min(1, "Must be a whole number from 1")
      .max(max, `Max is ${max}`),
  );

/** GET /users/admin/members: a search in e-mails and names, and the list kit's page and limit (SPEC §9 sizes, at most 200). */
export const MemberListQuerySchema = z.object({
  search: filterText(),
  page: positive(1, 100_000),
  limit: positive(MEMBER_PAGE_SIZE_DEFAULT, 200),
});
export type MemberListQuery = z.output<typeof MemberListQuerySchema>;

export const MemberRowSchema = z.object({
  id: safeString(),
  email: safeString(),
  name: safeString(),
  verified: z.boolean(),
  disabled: z.boolean(),
  storeCount: z.number().int(),
  createdAt: safeString(),
});
export type MemberRow = z.infer<typeof MemberRowSchema>;

export const MemberStoreSchema = z.object({
  storeId: safeString(),
  name: safeString(),
  domain: safeString(),
  role: z.enum(["owner", "admin", "staff"]),
  /** The chosen plan from billing, or null while the store is on its free trial. */
  plan: z.object({ code: safeString(), name: safeString() }).nullable(),
  trial: z.object({ status: z.enum(["ACTIVE", "EXPIRED"]), endsAt: safeString() }),
  joinedAt: safeString(),
});
export type MemberStore = z.infer<typeof MemberStoreSchema>;

export const MemberDetailSchema = MemberRowSchema.extend({
  verifiedAt: safeString().nullable(),
  /** Sign-in info: the last sign-in (the newest refresh token's issue) and the sessions still live. */
  lastSignInAt: safeString().nullable(),
  activeSessions: z.number().int(),
  stores: z.array(MemberStoreSchema),
});
export type MemberDetail = z.infer<typeof MemberDetailSchema>;
