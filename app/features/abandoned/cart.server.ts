// The restored cart's loader and action: public, no sign-in; the page speaks its store's language (SPEC §9).
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import type { Locale } from "@domain/i18n/locales";
import { choosePublicShipping, completePublicCheckout, getPublicCheckout, updatePublicCheckout } from "~/api-client/abandoned.server";
import { isApiError } from "~/api-client/errors";
import { anonymousApi, throwRouteError } from "~/lib/guards.server";
import { parseForm } from "~/lib/forms";
import { requestLocale, setStoreLocale } from "~/lib/locale.server";
import { CartFormSchema } from "./cart-form";

const localeOf = (currency: string): Locale => (currency === "USD" ? "en" : "vi");

export async function loadCart(request: Request, context: AppLoadContext, storeId: string, token: string) {
  const api = anonymousApi(context, request);
  const checkout = await getPublicCheckout(api, storeId, token).catch(throwRouteError);
  setStoreLocale(context, localeOf(checkout.currency));
  // The completion's key, made as the form renders: the same form posted twice places one order (ADR 037).
  return { checkout, locale: await requestLocale(request, context), idempotencyKey: crypto.randomUUID() };
}

export async function completeCart(request: Request, context: AppLoadContext, storeId: string, token: string) {
  const api = anonymousApi(context, request);
  const current = await getPublicCheckout(api, storeId, token).catch(throwRouteError);
  setStoreLocale(context, localeOf(current.currency));
  const here = new URL(request.url).pathname;
  if (current.completedAt) return redirect(here);
  const submission = parseForm(await request.formData(), CartFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const form = submission.value;
  try {
    await updatePublicCheckout(api, storeId, token, { email: form.email, phone: form.phone, shippingAddress: form.shippingAddress });
    await choosePublicShipping(api, storeId, token, form.shippingCode);
    await completePublicCheckout(api, storeId, token, form.idempotencyKey);
  } catch (error) {
    if (!isApiError(error) || error.status === 404 || error.status >= 500) throw error;
    const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k === "code" ? "shippingCode" : k, v]));
    const named = Object.keys(fieldErrors).length > 0;
    return data({ result: submission.reply({ fieldErrors, formErrors: named ? [] : error.messages }) }, { status: error.status === 409 ? 409 : 400 });
  }
  return redirect(here);
}
