// Accounts API calls (docs/api-contract.md "Auth and accounts"). Each takes the caller's ApiClients.
import type { StoreSummary, UserInfo, UserInfoWithStores } from "@domain/account";
import { accountEndpoints as a } from "@domain/contracts/accounts";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";

export type { StoreSummary, UserInfo, UserInfoWithStores };

export interface AuthTokens {
  token: string;
  refreshToken: string;
  expiresAt: string;
}
export interface SignInResult extends AuthTokens {
  user: UserInfo;
}
export interface AcceptInfo {
  email: string;
  storeName: string;
  hasAccount: boolean;
}
export interface OutboxMail {
  id: string;
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
interface Message {
  message: string;
}

export const signIn = (api: ApiClients, body: { email: string; password: string }) => api.accounts.post<SignInResult>("/auth/signin", { body });

export const signUp = (api: ApiClients, body: { email: string; password: string; name?: string; code?: string }) =>
  api.accounts.post<Message>("/auth/signup", { body });

/** SPEC §8: the activation check rejects with 401 instead of signing anyone out. */
export const verifyEmail = (api: ApiClients, token: string) => api.accounts.post<Message>("/auth/verify", { body: { token }, rejectUnauthorized: true });

export const refreshAccessToken = (api: ApiClients, refreshToken: string) =>
  api.accounts.post<{ token: string; expiresAt: string }>("/auth/refresh", { body: { refreshToken }, rejectUnauthorized: true });

export const signOut = (api: ApiClients, refreshToken?: string) =>
  api.accounts.post<unknown>("/auth/signout", { body: { refreshToken }, rejectUnauthorized: true });

export const forgotPassword = (api: ApiClients, email: string) => api.accounts.post<Message>("/auth/forgot-password", { body: { email } });

export const resetPassword = (api: ApiClients, body: { token: string; password: string }) =>
  api.accounts.post<Message>("/auth/reset-password", { body, rejectUnauthorized: true });

export const invite = (api: ApiClients, body: { email: string; role: "admin" | "staff"; scopes: string[] }) =>
  api.accounts.post<Message>("/auth/invite", { body });

/** SPEC §8: the accept check rejects with 401. */
export const acceptInfo = (api: ApiClients, token: string) => api.accounts.get<AcceptInfo>("/auth/accept", { query: { token }, rejectUnauthorized: true });

export const acceptInvite = (api: ApiClients, body: { token: string; password: string; name?: string }) =>
  api.accounts.post<AuthTokens & { storeId: string }>("/auth/accept", { body, rejectUnauthorized: true });

export const usersInfo = (api: ApiClients, options: { rejectUnauthorized?: boolean } = {}): Promise<UserInfo> => call(api.accounts, a.info, options);

/** The user and their stores' first page in one call: what every admin page needs before its own call. */
export const usersInfoWithStores = async (api: ApiClients, options: { rejectUnauthorized?: boolean } = {}): Promise<UserInfoWithStores> => {
  const { stores = [], storesLastId = null, ...info } = await call(api.accounts, a.info, { ...options, query: { include: "stores" } });
  return { ...info, stores, storesLastId };
};

export const updateUser = (api: ApiClients, body: { name: string; version: number }) => call(api.accounts, a.updateUser, { body });

export const stores = (api: ApiClients, lastId?: number | null) => call(api.accounts, a.stores, { query: { lastId: lastId ?? undefined } });

export const createStore = (api: ApiClients, body: { name: string; domain?: string; code?: string }) =>
  call(api.accounts, a.createStore, { body: { domain: "", code: "", ...body } });

export const saveSurvey = (api: ApiClients, storeId: string, survey: Record<string, string>) => call(api.store, a.survey, { body: { survey }, storeId });

export const outbox = (api: ApiClients, to?: string): Promise<{ mails: OutboxMail[]; reads: OutboxRead[] }> => call(api.accounts, a.outbox, { query: { to } });
