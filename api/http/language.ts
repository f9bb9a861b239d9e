// The API's language (ADR 034): its code and its tests say messages in English (SPEC §5/§8 word for word); a caller
// that sends Accept-Language gets them in its language. The admin always sends its user's. Without the header, English.
import type { Request, RequestHandler } from "express";
import { localizeMessage, localeFromAcceptLanguage, type Locale } from "../../domain/i18n";

/** The language a request asked for; English when it names neither of ours. */
export const requestLanguage = (req: Request): Locale => localeFromAcceptLanguage(req.get("accept-language")) ?? "en";

type Body = Record<string, unknown>;

const isBody = (value: unknown): value is Body => !!value && typeof value === "object" && !Array.isArray(value);

function localizeValue(value: unknown, locale: Locale): unknown {
  if (typeof value === "string") return localizeMessage(value, locale);
  if (Array.isArray(value)) return value.map((item) => (typeof item === "string" ? localizeMessage(item, locale) : item));
  return value;
}

/** A JSON answer's person-facing texts in `locale`: `message`, `constraints` and the field `errors` (SPEC §8's shapes). */
export function localizeBody(body: unknown, locale: Locale): unknown {
  if (locale === "en" || !isBody(body)) return body;
  const out: Body = { ...body };
  if ("message" in out) out.message = localizeValue(out.message, locale);
  if ("constraints" in out) {
    out.constraints = isBody(out.constraints)
      ? Object.fromEntries(Object.entries(out.constraints).map(([key, value]) => [key, localizeValue(value, locale)]))
      : localizeValue(out.constraints, locale);
  }
  if (isBody(out.errors)) {
    out.errors = Object.fromEntries(Object.entries(out.errors).map(([field, value]) => [field, localizeValue(value, locale)]));
  }
  return out;
}

/**
 * Every JSON answer (errors from the error handler included) passes through here, so no route words its messages for
 * a language itself. Only the envelope's message fields change; data (a product's title) is never touched.
 */
export const localizeAnswers: RequestHandler = (req, res, next) => {
  const locale = requestLanguage(req);
  if (locale !== "en") {
    const json = res.json.bind(res);
    res.json = (body?: unknown) => json(localizeBody(body, locale));
  }
  next();
};
