// Flash toasts (SPEC §2: shown at the top for 2 seconds). A short-lived cookie carries the toast across a redirect;
// the root loader reads and clears it, and the page renders it on the server, so it shows without JavaScript too.
import { createCookie, data, redirect } from "@remix-run/node";

import type { Toast, ToastInput } from "./toast";

export type { Toast, ToastInput, ToastKind } from "./toast";

export const TOAST_COOKIE = "__toast";
const toastCookie = createCookie(TOAST_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", maxAge: 60 });

function isToast(value: unknown): value is Toast {
  if (!value || typeof value !== "object") return false;
  const t = value as Record<string, unknown>;
  return (t.kind === "success" || t.kind === "error") && typeof t.message === "string" && typeof t.id === "string";
}

/** The Set-Cookie value that makes the next page show this toast. */
export function toastCookieHeader(toast: ToastInput): Promise<string> {
  const value: Toast = { kind: toast.kind, message: toast.message.slice(0, 500), id: Math.random().toString(36).slice(2, 10) };
  return toastCookie.serialize(value);
}

function withCookie(init: ResponseInit | number | undefined, cookie: string, fallbackStatus?: number): ResponseInit {
  const base: ResponseInit = typeof init === "number" ? { status: init } : (init ?? {});
  const headers = new Headers(base.headers);
  headers.append("Set-Cookie", cookie);
  return { ...base, status: base.status ?? fallbackStatus, headers };
}

/** Post/Redirect/Get with a toast on the page redirected to. Return it or throw it. */
export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit | number): Promise<Response> {
  const { status, headers } = withCookie(init, await toastCookieHeader(toast), 302);
  return redirect(url, { status, headers });
}

/**
 * Data plus a toast. With JavaScript the toast shows as soon as the action's revalidation runs; a no-JS form post
 * shows it on the next page, so actions should prefer redirectWithToast (ARCHITECTURE rule 4).
 */
export async function jsonWithToast<T>(value: T, toast: ToastInput, init?: ResponseInit | number) {
  return data(value, withCookie(init, await toastCookieHeader(toast)));
}

/** For the root loader: the pending toast and the Set-Cookie that clears it (null when there is none). */
export async function readToast(request: Request): Promise<{ toast: Toast | null; clearCookie: string | null }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${TOAST_COOKIE}=`)) return { toast: null, clearCookie: null };
  const value: unknown = await toastCookie.parse(header);
  const clearCookie = await toastCookie.serialize("", { maxAge: 0, expires: new Date(0) });
  return { toast: isToast(value) ? value : null, clearCookie };
}
