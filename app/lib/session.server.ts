// The admin's own session: the API tokens live here, in a signed httpOnly cookie, and never reach browser storage (ADR 001).
import { createCookieSessionStorage, type Session, type SessionStorage } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import type { AppConfig } from "./context";

export const SESSION_COOKIE = "__backroom";
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

export interface SessionData {
  token: string;
  refreshToken: string;
  /** ISO time the access token stops working. */
  expiresAt: string;
  storeId: string;
  storeDomain: string;
  email: string;
  /** SPEC §2: a `code` query parameter on any route, sent with store creation. */
  referralCode: string;
}
export type AppSession = Session<SessionData>;

const storages = new Map<string, SessionStorage<SessionData>>();
// A session remembers the storage that read it, so commitSession(session) needs no config.
const owners = new WeakMap<AppSession, SessionStorage<SessionData>>();

export function cookieSessionStorageFor(config: Pick<AppConfig, "sessionSecret" | "secureCookies">): SessionStorage<SessionData> {
  const key = `${config.secureCookies ? 1 : 0}:${config.sessionSecret}`;
  let storage = storages.get(key);
  if (!storage) {
    storage = createCookieSessionStorage<SessionData>({
      cookie: {
        name: SESSION_COOKIE,
        httpOnly: true,
        sameSite: "lax",
        secure: config.secureCookies,
        path: "/",
        secrets: [config.sessionSecret],
        maxAge: SESSION_MAX_AGE_S,
      },
    });
    storages.set(key, storage);
  }
  return storage;
}

// Loaders of one request share one session object, so a token refresh saved by one is not undone by another's save.
const sessionByRequest = new WeakMap<AppLoadContext, Promise<AppSession>>();

export function getSession(request: Request, context: AppLoadContext): Promise<AppSession> {
  let pending = sessionByRequest.get(context);
  if (!pending) {
    const storage = cookieSessionStorageFor(context.config);
    pending = storage.getSession(request.headers.get("Cookie")).then((session) => {
      owners.set(session, storage);
      return session;
    });
    sessionByRequest.set(context, pending);
  }
  return pending;
}

function ownerOf(session: AppSession): SessionStorage<SessionData> {
  const storage = owners.get(session);
  if (!storage) throw new Error("This session was not read with getSession()");
  return storage;
}

/** The Set-Cookie value that saves the session. */
export function commitSession(session: AppSession): Promise<string> {
  return ownerOf(session).commitSession(session);
}

/** The Set-Cookie value that removes the session. */
export function destroySession(session: AppSession): Promise<string> {
  return ownerOf(session).destroySession(session);
}

/** Saves the session on whatever response this request ends with (a loader's data, a redirect, an error page). */
export async function saveSession(session: AppSession, context: AppLoadContext): Promise<void> {
  context.appendSetCookie(await commitSession(session));
}

/** Stores a sign-in's tokens; keeps the referral code, forgets any previous store choice. */
export function startSession(
  session: AppSession,
  auth: { token: string; refreshToken: string; expiresAt: string | number; email: string; storeId?: string | null },
): void {
  session.set("token", auth.token);
  session.set("refreshToken", auth.refreshToken);
  session.set("expiresAt", new Date(auth.expiresAt).toISOString());
  session.set("email", auth.email);
  session.unset("storeDomain");
  if (auth.storeId) session.set("storeId", auth.storeId);
  else session.unset("storeId");
}

export function isSignedIn(session: AppSession): boolean {
  return Boolean(session.get("token"));
}
