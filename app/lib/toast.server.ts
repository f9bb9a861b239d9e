// Flash toasts (SPEC §2: shown at the top for 2 seconds). A short-lived cookie carries the toast across a redirect;
// the root loader reads and clears it, and the page renders it on the server, so it shows without JavaScript too.
// The cookie is signed with the session secret (a toast another site or host planted is ignored) and, over https,
// Secure and `__Host-` prefixed like the session's (ADR 020).
import { createCookie, data, redirect, type Cookie } from "@remix-run/node";
import type { AppConfig } from "./context";
import type { Toast, ToastInput } from "./toast";

export type { Toast, ToastInput, ToastKind } from "./toast";

/** What the toast cookie needs of a request's load context (a route's `context`). */
export interface ToastContext {
  config: Pick<AppConfig, "sessionSecret" | "secureCookies">;
}

export const toastCookieName = (secure: boolean) => (secure ? "__Host-toast" : "__toast");
const cookies = new Map<string, Cookie>();

function toastCookie({ config }: ToastContext): Cookie {
  const key = `${config.secureCookies ? 1 : 0}:${config.sessionSecret}`;
  let cookie = cookies.get(key);
  if (!cookie) {
    cookie = createCookie(toastCookieName(config.secureCookies), {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: config.secureCookies,
      secrets: [config.sessionSecret],
      maxAge: 60,
    });
    cookies.set(key, cookie);
  }
  return cookie;
}

function isToast(value: unknown): value is Toast {
  if (!value || typeof value !== "object") return false;
  const t = value as Record<string, unknown>;
  return (t.kind === "success" || t.kind === "error") && typeof t.message === "string" && typeof t.id === "string";
}

/** The Set-Cookie value that makes the next page show this toast. */
export function toastCookieHeader(context: ToastContext, toast: ToastInput): Promise<string> {
  const value: Toast = { kind: toast.kind, message: toast.message.slice(0, 500), id: Math.random().toString(36).slice(2, 10) };
  return toastCookie(context).serialize(value);
}

function withCookie(init: ResponseInit | number | undefined, cookie: string, fallbackStatus?: number): ResponseInit {
  const base: ResponseInit = typeof init === "number" ? { status: init } : (init ?? {});
  const headers = new Headers(base.headers);
  headers.append("Set-Cookie", cookie);
  return { ...base, status: base.status ?? fallbackStatus, headers };
}

/** Post/Redirect/Get with a toast on the page redirected to. Return it or throw it. */
export async function redirectWithToast(context: ToastContext, url: string, toast: ToastInput, init?: ResponseInit | number): Promise<Response> {
  const { status, headers } = withCookie(init, await toastCookieHeader(context, toast), 302);
  return redirect(url, { status, headers });
}

/**
 * Data plus a toast. With JavaScript the toast shows as soon as the action's revalidation runs; a no-JS form post
 * shows it on the next page, so actions should prefer redirectWithToast (ARCHITECTURE rule 4).
 */
export async function jsonWithToast<T>(context: ToastContext, value: T, toast: ToastInput, init?: ResponseInit | number) {
  return data(value, withCookie(init, await toastCookieHeader(context, toast)));
}

/**
 * For the root loader: the pending toast and the Set-Cookie that clears it (null when there is none). A cookie whose
 * signature does not match (forged, or signed with another secret) is cleared and shows nothing.
 */
export async function readToast(request: Request, context: ToastContext): Promise<{ toast: Toast | null; clearCookie: string | null }> {
  const cookie = toastCookie(context);
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${cookie.name}=`)) return { toast: null, clearCookie: null };
  const value: unknown = await cookie.parse(header);
  const clearCookie = await cookie.serialize("", { maxAge: 0, expires: new Date(0) });
  return { toast: isToast(value) ? value : null, clearCookie };
}
