// Which language a request is answered in (ADR 034): the user's choice (a cookie, set by routes/language), else the
// current store's language (SPEC §3 general settings), else SPEC §9's default, vi.
import type { AppLoadContext } from "@remix-run/node";
import { DEFAULT_LOCALE, fixedT, type Locale, type Namespace, type TFunction } from "@domain/i18n";
import { loadedUser } from "./guards.server";
import { chosenLocale } from "./locale-cookie.server";

export { LOCALE_COOKIE, chosenLocale, localeCookieHeader } from "./locale-cookie.server";

// A page outside the admin that knows its store without a signed-in user (the buyer's restored cart, ADR 040): its
// loader names the store's language, the default when the reader chose none.
const storeLocales = new WeakMap<AppLoadContext, Locale>();
/** This request's store speaks `locale`: the page's language unless the reader chose one. */
export function setStoreLocale(context: AppLoadContext, locale: Locale): void {
  storeLocales.set(context, locale);
}

/** The request's language once its loaders have run: the choice, else the store's language of the user they loaded. */
export async function requestLocale(request: Request, context: AppLoadContext): Promise<Locale> {
  const chosen = chosenLocale(request);
  if (chosen) return chosen;
  const store = storeLocales.get(context);
  if (store) return store;
  const user = await loadedUser(context);
  return user?.user.language ?? DEFAULT_LOCALE;
}

/** A plain `t` for a loader or an action (toasts, titles), in the request's language. */
export async function requestT<N extends Namespace = "common">(request: Request, context: AppLoadContext, ns?: N): Promise<TFunction<N>> {
  return fixedT(await requestLocale(request, context), ns);
}
