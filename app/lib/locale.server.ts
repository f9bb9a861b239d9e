// Which language a request is answered in (ADR 034): the user's choice (a cookie, set by routes/language), else the
// current store's language (SPEC §3 general settings), else SPEC §9's default, vi.
import type { AppLoadContext } from "@remix-run/node";
import { DEFAULT_LOCALE, fixedT, type Locale, type Namespace, type TFunction } from "@domain/i18n";
import { loadedUser } from "./guards.server";
import { chosenLocale } from "./locale-cookie.server";

export { LOCALE_COOKIE, chosenLocale, localeCookieHeader } from "./locale-cookie.server";

// A page shown in its store's language whoever reads it (the buyer's restored cart, ADR 040): set by its loader.
const fixedLocales = new WeakMap<AppLoadContext, Locale>();
/** This request's page speaks `locale` (its store's language), whatever the reader chose in the admin. */
export function fixRequestLocale(context: AppLoadContext, locale: Locale): void {
  fixedLocales.set(context, locale);
}

/** The request's language once its loaders have run: the choice, else the store's language of the user they loaded. */
export async function requestLocale(request: Request, context: AppLoadContext): Promise<Locale> {
  const fixed = fixedLocales.get(context);
  if (fixed) return fixed;
  const chosen = chosenLocale(request);
  if (chosen) return chosen;
  const user = await loadedUser(context);
  return user?.user.language ?? DEFAULT_LOCALE;
}

/** A plain `t` for a loader or an action (toasts, titles), in the request's language. */
export async function requestT<N extends Namespace = "common">(request: Request, context: AppLoadContext, ns?: N): Promise<TFunction<N>> {
  return fixedT(await requestLocale(request, context), ns);
}
