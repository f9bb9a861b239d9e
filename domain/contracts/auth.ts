// The accounts API's sign-in, sign-up, e-mail links, sessions and invitations (docs/api-contract.md "Auth and accounts").
// The bodies are the admin's forms' schemas; the rules the schemas cannot say (rate limits, what each answer must not
// reveal) are in docs/api-contract.md and ADR 019.
import { z } from "zod/v4";
import {
  AcceptInviteQuerySchema,
  AcceptInviteSchema,
  ForgotPasswordSchema,
  InviteSchema,
  RefreshSchema,
  ResetPasswordRequestSchema,
  SignInSchema,
  SignOutSchema,
  SignUpRequestSchema,
  VerifyEmailSchema,
} from "../account";
import { safeString } from "../validation";
import { UserInfoSchema } from "./accounts";
import { defineEndpoint, IsoDate, MessageSchema } from "./endpoint";

/** A new session: the access token (an hour), the refresh token (30 days) and when the access token expires. */
export const TokenPairSchema = z.object({ token: safeString(), refreshToken: safeString(), expiresAt: IsoDate });
const AcceptInfoSchema = z.object({ email: safeString(), storeName: safeString(), hasAccount: z.boolean() });

export const authEndpoints = {
  signUp: defineEndpoint({
    method: "POST",
    path: "/auth/signup",
    access: "public",
    status: 201,
    summary: "Sign up and get a verify link by mail; a taken address gets the same answer (and a 'someone tried' mail)",
    body: SignUpRequestSchema,
    response: MessageSchema,
  }),
  verify: defineEndpoint({
    method: "POST",
    path: "/auth/verify",
    access: "public",
    summary: "Verify the e-mail address with the mailed link's token (401 when unknown, used or expired)",
    body: VerifyEmailSchema,
    response: MessageSchema,
  }),
  signIn: defineEndpoint({
    method: "POST",
    path: "/auth/signin",
    access: "public",
    summary: "Sign in: a new session and the user (401 for a wrong password or unknown e-mail alike; 403 unverified, told only after the password matched)",
    body: SignInSchema,
    response: TokenPairSchema.extend({ user: UserInfoSchema }),
  }),
  refresh: defineEndpoint({
    method: "POST",
    path: "/auth/refresh",
    access: "public",
    summary: "A new access token in the refresh token's family (401 when revoked or expired)",
    body: RefreshSchema,
    response: TokenPairSchema.pick({ token: true, expiresAt: true }),
  }),
  signOut: defineEndpoint({
    method: "POST",
    path: "/auth/signout",
    // The bearer token is optional: a live refresh token alone also revokes its family (ADR 020).
    access: "public",
    summary: "Revoke the bearer token's family and the body's refresh token's; either one live is enough (401 when neither is)",
    body: SignOutSchema,
    response: MessageSchema,
  }),
  forgotPassword: defineEndpoint({
    method: "POST",
    path: "/auth/forgot-password",
    access: "public",
    summary: "Mail a reset link when the address has an account; the same answer either way",
    body: ForgotPasswordSchema,
    response: MessageSchema,
  }),
  resetPassword: defineEndpoint({
    method: "POST",
    path: "/auth/reset-password",
    access: "public",
    summary: "Set a new password with the mailed link's token and revoke every session of the user (401 bad token)",
    body: ResetPasswordRequestSchema,
    response: MessageSchema,
  }),
  invite: defineEndpoint({
    method: "POST",
    path: "/auth/invite",
    // Owners and admins only (403 for other staff), and at most so many an hour per store and per inviter (429).
    access: "store",
    scope: "store",
    status: 201,
    summary: "Invite someone by mail to the store as admin or staff with scopes (owners and admins only)",
    body: InviteSchema,
    response: MessageSchema,
  }),
  acceptInfo: defineEndpoint({
    method: "GET",
    path: "/auth/accept",
    access: "public",
    summary: "What an invitation is for, and whether its address already has an account (401 when invalid)",
    query: AcceptInviteQuerySchema,
    response: AcceptInfoSchema,
  }),
  accept: defineEndpoint({
    method: "POST",
    path: "/auth/accept",
    access: "public",
    summary:
      "Accept an invitation: an existing account proves it with its own password (401 otherwise); a new one chooses a password under the sign-up rules and is created verified",
    body: AcceptInviteSchema,
    response: TokenPairSchema.extend({ storeId: safeString() }),
  }),
};
