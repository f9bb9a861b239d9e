// The admin's own session: the API tokens live here, in a signed httpOnly cookie, and never reach browser storage (ADR 001).
import { createCookieSessionStorage, type Session, type SessionStorage } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import type { AppConfig } from "./context";

/**
 * Over https the cookie is `__Host-backroom`: browsers then accept it only with Secure, Path=/ and no Domain, so no
 * other host (a sibling subdomain) can set or overwrite it. Plain http (a laptop) cannot use the prefix.
 */
export const sessionCookieName = (secure: boolean) => (secure ? "__Host-backroom" : "__backroom");
/** The refresh token's lifetime (ADR 001): the longest a session can last however active it is. */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;
/** ADR 020: an active session is marked seen again at most this often, so not every response carries a Set-Cookie. */
export const SESSION_TOUCH_EVERY_MS = 5 * 60 * 1000;

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
  /** When the signed-in user was last seen (ms since 1970), refreshed at most every SESSION_TOUCH_EVERY_MS. */
  seenAt: number;
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
        name: sessionCookieName(config.secureCookies),
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
  session.set("seenAt", Date.now());
  session.unset("storeDomain");
  if (auth.storeId) session.set("storeId", auth.storeId);
  else session.unset("storeId");
}

export function isSignedIn(session: AppSession): boolean {
  return Boolean(session.get("token"));
}

/**
 * ADR 020, the idle timeout: "idle" once nothing was seen of the user for `idleMs`; "touch" when the last mark is older
 * than SESSION_TOUCH_EVERY_MS (the caller saves the session with `seenAt` now); else "active", nothing to write. A
 * session from before this rule (no `seenAt`) counts as seen now.
 */
export function checkIdle(session: AppSession, now: number, idleMs: number): "idle" | "touch" | "active" {
  const seenAt = Number(session.get("seenAt"));
  if (Number.isFinite(seenAt) && seenAt > 0 && now - seenAt >= idleMs) return "idle";
  if (Number.isFinite(seenAt) && seenAt > 0 && now - seenAt < SESSION_TOUCH_EVERY_MS) return "active";
  session.set("seenAt", now);
  return "touch";
}
