// Route guards (ARCHITECTURE rule 6): every loader and action starts with one. They throw responses:
// no session → sign-in, no store → store creation, missing scope → 403 (no-access page), operator-only → 404.
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { DEFAULT_LOCALE, type Locale } from "@domain/i18n/locales";
import type { Scope } from "@domain/permissions";
import { refreshAccessToken, signOut, usersInfo, usersInfoWithStores, type StoreSummary, type UserInfo } from "~/api-client/accounts.server";
import { createApiClients, type ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { chosenLocale } from "./locale-cookie.server";
import { can } from "./permissions";
import { checkIdle, destroySession, getSession, saveSession, type AppSession } from "./session.server";
import { toastCookieHeader } from "./toast.server";

export const SESSION_EXPIRED = "Your session has expired. Please sign in again.";
const REFRESH_MARGIN_MS = 5 * 60 * 1000;

export interface UserContext {
  user: UserInfo;
  /** The user's stores (the first 20, for the shell's switcher), read in the same API call as `user`. */
  stores: StoreSummary[];
  /** The cursor of the stores past that first page (GET /users/stores?lastId=), null when there are none. */
  storesLastId: string | null;
  /** The store's unread notifications this user may see, at most 100 (ADR 062), read in the same API call as `user`. */
  unreadNotifications: number;
  api: ApiClients;
  session: AppSession;
}
export interface StoreContext extends UserContext {
  storeId: string;
}

/** `/auth/sign-in?redirectTo=<this page>`; only same-site paths are ever redirected to. */
export function signInUrl(request: Request): string {
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  return back === "/" || back.startsWith("/auth") ? "/auth/sign-in" : `/auth/sign-in?redirectTo=${encodeURIComponent(back)}`;
}

/** A redirectTo value that stays on this site ("/admin/products?tab=…"), else the fallback. */
export { safeRedirect } from "./safe-redirect";

/**
 * Clients without a token: sign-in, sign-up and the e-mail link checks. With the request, the API answers (and mails)
 * in the language the user chose, else SPEC §9's default.
 */
export const anonymousApi = (context: AppLoadContext, request?: Request): ApiClients =>
  createApiClients(context.config, { locale: request ? (chosenLocale(request) ?? DEFAULT_LOCALE) : undefined });

export const notFound = () => new Response("Not found", { status: 404, statusText: "Not Found" });
export const forbidden = () => new Response("Forbidden", { status: 403, statusText: "Forbidden" });

/** Turns an API 404/403 into the route's 404 page / no-access page; anything else is rethrown. */
export function throwRouteError(error: unknown): never {
  if (isApiError(error) && error.status === 404) throw notFound();
  if (isApiError(error) && error.status === 403) throw forbidden();
  throw error;
}

/**
 * Revokes the session's API tokens (its sign-in's token family, ADR 001): by the access token, or by the refresh token
 * once the access token has expired. An API that refuses or cannot be reached does not keep the browser signed in.
 */
export async function revokeSessionTokens(context: AppLoadContext, session: AppSession): Promise<void> {
  const token = session.get("token");
  const refreshToken = session.get("refreshToken");
  if (!token && !refreshToken) return;
  try {
    await signOut(createApiClients(context.config, { token }), refreshToken);
  } catch (error) {
    if (!isApiError(error)) throw error;
  }
}

async function signOutResponse(request: Request, context: AppLoadContext, session: AppSession, message = SESSION_EXPIRED): Promise<Response> {
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(session));
  headers.append("Set-Cookie", await toastCookieHeader(context, { kind: "error", message }));
  return redirect(signInUrl(request), { headers });
}

/** `language`: the store's, once known; the user's own choice wins (ADR 034). */
function clientsFor(request: Request, context: AppLoadContext, session: AppSession, language?: Locale | null): ApiClients {
  return createApiClients(context.config, {
    token: session.get("token"),
    storeId: session.get("storeId"),
    locale: chosenLocale(request) ?? language ?? DEFAULT_LOCALE,
    onUnauthorized: async () => {
      throw await signOutResponse(request, context, session);
    },
  });
}

/** Exchanges the refresh token for a new access token once; saves the session on this request's response. */
async function refresh(context: AppLoadContext, session: AppSession): Promise<boolean> {
  const refreshToken = session.get("refreshToken");
  if (!refreshToken) return false;
  try {
    const next = await refreshAccessToken(createApiClients(context.config), refreshToken);
    session.set("token", next.token);
    session.set("expiresAt", new Date(next.expiresAt).toISOString());
    await saveSession(session, context);
    return true;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 400)) return false;
    throw error;
  }
}

/** The signed-in session, its idle timeout checked and its access token refreshed when close to expiry. */
async function activeSession(request: Request, context: AppLoadContext): Promise<AppSession> {
  const session = await getSession(request, context);
  if (!session.get("token")) throw redirect(signInUrl(request));

  const now = Date.now();
  // ADR 020: unused for longer than the idle timeout, the session ends here and its API tokens with it.
  const idle = checkIdle(session, now, context.config.sessionIdleMs);
  if (idle === "idle") {
    await revokeSessionTokens(context, session);
    throw await signOutResponse(request, context, session);
  }
  const expiresAt = Date.parse(session.get("expiresAt") ?? "");
  if (!(expiresAt - now > REFRESH_MARGIN_MS)) {
    // The refresh saves the session, its new `seenAt` included.
    if (!(await refresh(context, session))) throw await signOutResponse(request, context, session);
  } else if (idle === "touch") {
    await saveSession(session, context);
  }
  return session;
}

async function loadUser(request: Request, context: AppLoadContext): Promise<UserContext> {
  const session = await activeSession(request, context);
  // One call for the user and their stores: every admin page needs both before its own call (ADR 026).
  try {
    const user = await usersInfoWithStores(clientsFor(request, context, session), { rejectUnauthorized: true });
    return {
      user,
      stores: user.stores,
      storesLastId: user.storesLastId,
      unreadNotifications: user.unreadNotifications,
      api: clientsFor(request, context, session, user.language),
      session,
    };
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
  }
  // The API refused the token (revoked, or expired early): one refresh, then give up.
  if (!(await refresh(context, session))) throw await signOutResponse(request, context, session);
  const user = await usersInfoWithStores(clientsFor(request, context, session));
  return {
    user,
    stores: user.stores,
    storesLastId: user.storesLastId,
    unreadNotifications: user.unreadNotifications,
    api: clientsFor(request, context, session, user.language),
    session,
  };
}

// One request runs several loaders (layout + page); they share one look-up of the user.
const userByRequest = new WeakMap<AppLoadContext, Promise<UserContext>>();

export function requireUser(request: Request, context: AppLoadContext): Promise<UserContext> {
  let pending = userByRequest.get(context);
  if (!pending) {
    pending = loadUser(request, context);
    userByRequest.set(context, pending);
  }
  return pending;
}

/** Picks the user's first store when none is chosen (or the chosen one is gone); none at all → store creation. */
async function chooseStore(request: Request, context: AppLoadContext, found: UserContext): Promise<StoreContext> {
  const first = found.stores[0];
  if (!first) throw redirect("/shop/add/survey");
  found.session.set("storeId", first.storeId);
  found.session.set("storeDomain", first.storeDomain);
  await saveSession(found.session, context);
  // The user's scopes in the store just chosen.
  const user = await usersInfo(clientsFor(request, context, found.session));
  return {
    user,
    stores: found.stores,
    storesLastId: found.storesLastId,
    // Once a session, the first page: the badge shows from the next page on (its count came with no store named).
    unreadNotifications: 0,
    api: clientsFor(request, context, found.session, user.language),
    session: found.session,
    storeId: first.storeId,
  };
}

// A member of a store always holds the store and report scopes; an empty list means "not a member (any more)".
const isMember = (user: UserInfo) => user.isStoreOwner || user.isStoreAdmin || user.scopes.length > 0;

const storeByRequest = new WeakMap<AppLoadContext, Promise<StoreContext>>();

async function loadStore(request: Request, context: AppLoadContext): Promise<StoreContext> {
  const found = await requireUser(request, context);
  const storeId = found.session.get("storeId");
  if (storeId && isMember(found.user)) return { ...found, storeId };
  return chooseStore(request, context, found);
}

/**
 * The user (in their store, when a loader asked for it) this request's loaders already loaded, or null; never loads
 * one itself. app/entry.server.tsx and requestLocale read the store's language from it.
 */
export async function loadedUser(context: AppLoadContext): Promise<UserContext | null> {
  const pending = storeByRequest.get(context) ?? userByRequest.get(context);
  return pending ? pending.catch(() => null) : null;
}

/** The signed-in user in their current store; with a scope, a user without it gets 403 (the no-access page). */
export async function requireStore(request: Request, context: AppLoadContext, scope?: Scope): Promise<StoreContext> {
  let pending = storeByRequest.get(context);
  if (!pending) {
    pending = loadStore(request, context);
    storeByRequest.set(context, pending);
  }
  const found = await pending;
  if (scope && !can(found.user, scope)) throw forbidden();
  return found;
}

/**
 * The API clients of the signed-in session in its current store, WITHOUT the user look-up `requireStore` makes: for a
 * resource route the browser calls many times a second that makes one API call the API guards itself (its token and
 * scope), such as the theme editor's preview (ADR 075). The session's own checks (sign-in, idle timeout, token
 * refresh) still run; with no store chosen yet it is `requireStore`.
 */
export async function requireStoreApi(request: Request, context: AppLoadContext): Promise<{ api: ApiClients }> {
  const session = await activeSession(request, context);
  if (!session.get("storeId")) return requireStore(request, context);
  return { api: clientsFor(request, context, session) };
}

/** SPEC §2 restricted screens: operators only; everyone else sees the 404 page. `store: false` skips the store. */
export async function requireOperator(
  request: Request,
  context: AppLoadContext,
  options: { store?: boolean } = {},
): Promise<UserContext & { storeId: string | null }> {
  if (options.store === false) {
    const found = await requireUser(request, context);
    if (!found.user.isOperator) throw notFound();
    return { ...found, storeId: found.session.get("storeId") ?? null };
  }
  const found = await requireStore(request, context);
  if (!found.user.isOperator) throw notFound();
  return found;
}

/**
 * A restricted settings screen (SPEC §2: legal, billing, payments, proxy, notifications): operators only, everyone else
 * the 404 page; then the settings scope in the current store. Use it in the loader and the action.
 */
export async function requireRestrictedSettings(request: Request, context: AppLoadContext) {
  await requireOperator(request, context);
  return requireStore(request, context, "settings");
}
