// Accounts API calls (docs/api-contract.md "Auth and accounts"). Each takes the caller's ApiClients.
import type { StoreSummary, UserInfo, UserInfoWithStores } from "@domain/account";
import { accountEndpoints as a } from "@domain/contracts/accounts";
import { authEndpoints as auth } from "@domain/contracts/auth";
import type { Scope } from "@domain/permissions";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";

export type { StoreSummary, UserInfo, UserInfoWithStores };

export interface OutboxMail {
  id: string;
  /** sms: `to` is the phone number and there is no subject. */
  channel: "email" | "sms";
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  status: string;
}
/** One recorded read of the outbox (ADR 019). */
export interface OutboxRead {
  readerEmail: string;
  filter: string;
  count: number;
  readAt: string;
}

export const signIn = (api: ApiClients, body: { email: string; password: string }) => call(api.accounts, auth.signIn, { body });

export const signUp = (api: ApiClients, body: { email: string; password: string; name?: string; code?: string }) =>
  call(api.accounts, auth.signUp, { body: { name: "", code: "", ...body } });

/** SPEC §8: the activation check rejects with 401 instead of signing anyone out. */
export const verifyEmail = (api: ApiClients, token: string) => call(api.accounts, auth.verify, { body: { token }, rejectUnauthorized: true });

export const refreshAccessToken = (api: ApiClients, refreshToken: string) =>
  call(api.accounts, auth.refresh, { body: { refreshToken }, rejectUnauthorized: true });

export const signOut = (api: ApiClients, refreshToken?: string) => call(api.accounts, auth.signOut, { body: { refreshToken }, rejectUnauthorized: true });

export const forgotPassword = (api: ApiClients, email: string) => call(api.accounts, auth.forgotPassword, { body: { email } });

export const resetPassword = (api: ApiClients, body: { token: string; password: string }) =>
  call(api.accounts, auth.resetPassword, { body, rejectUnauthorized: true });

export const invite = (api: ApiClients, body: { email: string; role: "admin" | "staff"; scopes: Scope[] }) => call(api.accounts, auth.invite, { body });

/** SPEC §8: the accept check rejects with 401. */
export const acceptInfo = (api: ApiClients, token: string) => call(api.accounts, auth.acceptInfo, { query: { token }, rejectUnauthorized: true });

export const acceptInvite = (api: ApiClients, body: { token: string; password: string; name?: string }) =>
  call(api.accounts, auth.accept, { body: { name: "", ...body }, rejectUnauthorized: true });

export const usersInfo = (api: ApiClients, options: { rejectUnauthorized?: boolean } = {}): Promise<UserInfo> => call(api.accounts, a.info, options);

/** The user and their stores' first page in one call: what every admin page needs before its own call. */
export const usersInfoWithStores = async (api: ApiClients, options: { rejectUnauthorized?: boolean } = {}): Promise<UserInfoWithStores> => {
  const { stores = [], storesLastId = null, unreadNotifications = 0, ...info } = await call(api.accounts, a.info, { ...options, query: { include: "stores" } });
  return { ...info, stores, storesLastId, unreadNotifications };
};

export const updateUser = (api: ApiClients, body: { name: string; version: number }) => call(api.accounts, a.updateUser, { body });

/** ADR 062: the new address gets a link; the account's e-mail changes when it is opened. */
export const changeEmail = (api: ApiClients, body: { email: string; currentPassword: string }) => call(api.accounts, a.changeEmail, { body });

export const changePassword = (api: ApiClients, body: { currentPassword: string; password: string }) => call(api.accounts, a.changePassword, { body });

export const stores = (api: ApiClients, lastId?: number | null) => call(api.accounts, a.stores, { query: { lastId: lastId ?? undefined } });

export const createStore = (api: ApiClients, body: { name: string; domain?: string; code?: string }) =>
  call(api.accounts, a.createStore, { body: { domain: "", code: "", ...body } });

export const saveSurvey = (api: ApiClients, storeId: string, survey: Record<string, string>) => call(api.store, a.survey, { body: { survey }, storeId });

export const outbox = (api: ApiClients, to?: string): Promise<{ mails: OutboxMail[]; reads: OutboxRead[] }> => call(api.accounts, a.outbox, { query: { to } });

/**
 * One of the user's stores by id, from the first page already read (`first`, `firstLastId`) and, past it, the next
 * pages of GET /users/stores: a user with more stores than the switcher shows can still switch to any of them.
 */
export async function findOwnStore(api: ApiClients, first: readonly StoreSummary[], firstLastId: string | null, storeId: string): Promise<StoreSummary | null> {
  let found = first.find((s) => s.storeId === storeId);
  let lastId = firstLastId;
  while (!found && lastId !== null) {
    const page = await stores(api, Number(lastId));
    found = page.stores.find((s) => s.storeId === storeId);
    lastId = page.lastId;
  }
  return found ?? null;
}
