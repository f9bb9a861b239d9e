// The accounts service's user and store calls (docs/api-contract.md "Auth and accounts"), and the operators' outbox.
import { z } from "zod/v4";
import {
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  CreateStoreSchema,
  StoresPageQuerySchema,
  SurveySchema,
  UpdateUserSchema,
  UserInfoQuerySchema,
  type StoreSummary,
  type UserInfo,
} from "../account";
import { LOCALES } from "../i18n/locales";
import { SCOPES } from "../permissions";
import { safeString } from "../validation";
import { defineEndpoint, IsoDate, MessageSchema } from "./endpoint";
import { sameShape } from "./type-check";

export const UserInfoSchema = z.object({
  id: safeString(),
  email: safeString(),
  name: safeString(),
  version: z.number().int(),
  isOperator: z.boolean(),
  scopes: z.array(z.enum(SCOPES)),
  isStoreOwner: z.boolean(),
  isStoreAdmin: z.boolean(),
  timezone: safeString().nullable(),
  /** The store's language (SPEC §3 store general settings), the admin's default (ADR 034). */
  language: z.enum(LOCALES).nullable(),
});
sameShape<z.infer<typeof UserInfoSchema>, UserInfo>(true);
export const StoreSummarySchema = z.object({
  storeId: safeString(),
  id: safeString(),
  storeDomain: safeString(),
  domain: safeString(),
  host: safeString(),
  name: safeString(),
  role: z.enum(["owner", "admin", "staff"]),
  seq: z.number().int(),
});
sameShape<z.infer<typeof StoreSummarySchema>, StoreSummary>(true);
const StoresPage = z.object({ stores: z.array(StoreSummarySchema), lastId: safeString().nullable() });

/** What the outbox holds (ADR 004, 040): mail, and SMS recorded like mail. */
export const OUTBOX_CHANNELS = ["email", "sms"] as const;

const OutboxQuerySchema = z.object({
  to: z.preprocess((v) => (v === "" ? undefined : v), safeString().trim().toLowerCase().max(255).optional()),
});

export const accountEndpoints = {
  info: defineEndpoint({
    method: "GET",
    path: "/users/info",
    access: "user",
    summary: "The signed-in user, with the scopes of the store in `store-id`; `include=stores` adds the first page of their stores",
    query: UserInfoQuerySchema,
    response: UserInfoSchema.extend({
      stores: z.array(StoreSummarySchema).optional(),
      storesLastId: safeString().nullable().optional(),
      /** With `include=stores` and a `store-id`: unread notifications the user may see, at most 100 (ADR 062). */
      unreadNotifications: z.number().int().optional(),
    }),
  }),
  updateUser: defineEndpoint({
    method: "PUT",
    path: "/users",
    access: "user",
    summary: "Rename the user against their version (409 `{ current }` when stale)",
    body: UpdateUserSchema,
    response: z.object({ user: UserInfoSchema }),
  }),
  changePassword: defineEndpoint({
    method: "PUT",
    path: "/users/password",
    access: "user",
    summary:
      "Change the password: the current one must match (400 on `currentPassword`, never 401), the new one follows sign-up's rules; every other session of the user is signed out, this one stays",
    body: ChangePasswordRequestSchema,
    response: MessageSchema,
  }),
  changeEmail: defineEndpoint({
    method: "POST",
    path: "/users/email",
    access: "user",
    status: 202,
    summary:
      "Ask to change the e-mail address: the current password must match (400 on `currentPassword`); the new address gets a link (`/auth/verify?token=`) and the address changes only when it is opened; rate-limited like the other auth mails",
    body: ChangeEmailRequestSchema,
    response: MessageSchema,
  }),
  stores: defineEndpoint({
    method: "GET",
    path: "/users/stores",
    access: "user",
    summary: "The user's stores, 20 a page in creation order",
    query: StoresPageQuerySchema,
    response: StoresPage,
  }),
  createStore: defineEndpoint({
    method: "POST",
    path: "/users/create-store",
    access: "user",
    status: 201,
    summary: "Create a store owned by the user",
    body: CreateStoreSchema,
    response: StoreSummarySchema,
  }),
  survey: defineEndpoint({
    method: "PUT",
    path: "/stores/survey",
    access: "store",
    scope: "store",
    summary: "Save the onboarding survey's answers",
    body: SurveySchema,
    response: MessageSchema,
  }),
  outbox: defineEndpoint({
    method: "GET",
    path: "/outbox",
    access: "operator",
    summary: "The stored mail and SMS (operators only); every read is recorded and the latest reads listed",
    query: OutboxQuerySchema,
    response: z.object({
      /** Mail and SMS (`channel` sms: `to` is the phone number, no subject). */
      mails: z.array(
        z.object({
          id: safeString(),
          channel: z.enum(OUTBOX_CHANNELS),
          to: safeString(),
          subject: safeString(),
          text: safeString(),
          createdAt: IsoDate,
          status: safeString(),
        }),
      ),
      reads: z.array(z.object({ readerEmail: safeString(), filter: safeString(), count: z.number().int(), readAt: IsoDate })),
    }),
  }),
};
