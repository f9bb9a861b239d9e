import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isLocale } from "@domain/i18n/locales";
import { notFound, safeRedirect } from "~/lib/guards.server";
import { localeCookieHeader } from "~/lib/locale.server";

// The language switcher's POST (ADR 034): keep the choice in a cookie and go back to the page it was made on.
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const locale = form.get("locale");
  if (!isLocale(locale)) throw notFound();
  return redirect(safeRedirect(form.get("redirectTo"), "/"), {
    headers: { "Set-Cookie": localeCookieHeader(locale, context.config.secureCookies) },
  });
}

export function loader() {
  throw notFound();
}
