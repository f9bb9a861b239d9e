// SPEC §5: the field rules and their messages, word for word.
import { z } from "zod/v4";
import { messages } from "./messages";
import { TEXT_MAX } from "./text-limits";

export { messages, TEXT_MAX };

/** PostgreSQL text cannot hold a NUL (0x00) character: such input is refused with this message instead of failing as a 500. */
export const NUL_MESSAGE = "Contains a NUL character, which is not allowed";
const NO_NUL_RE = /^[^\u0000]*$/;

/**
 * Every string the API and the forms accept starts here, never at a bare `z.string()` (tests/domain/nul-strings.test.ts
 * keeps it so): a NUL character anywhere is a field error, so it never reaches the database.
 */
export function safeString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).regex(NO_NUL_RE, NUL_MESSAGE);
}

/** A list filter's text (a search, a vendor…) from the URL: trimmed, at most 255, no NUL; a refusal says why. */
export function filterText() {
  return safeString().trim().max(TEXT_MAX, messages.maxLength(TEXT_MAX)).optional();
}

/** A trimmed text field; empty input becomes "" (optional) or fails with '{label} required'. */
export function text(label: string, opts: { required?: boolean; min?: number; max?: number } = {}) {
  const { required = false, min = 0, max = TEXT_MAX } = opts;
  let s = safeString({ error: messages.required(label) }).trim();
  if (required) s = s.min(1, messages.required(label));
  if (min > 0) s = s.refine((v) => v.length === 0 || v.length >= min, messages.minLength(min)) as unknown as typeof s;
  return s.max(max, messages.maxLength(max));
}

/** Conform sends an empty input as undefined; treat it as "" so optional text stays a string. */
export function optionalText(label: string, opts: { min?: number; max?: number } = {}) {
  return z.preprocess((v) => v ?? "", text(label, opts));
}

export function requiredText(label: string, opts: { min?: number; max?: number } = {}) {
  return z.preprocess((v) => v ?? "", text(label, { ...opts, required: true }));
}

export function email(label = "Email") {
  return z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() : (v ?? "")),
    safeString().min(1, messages.required(label)).max(TEXT_MAX, messages.maxLength(TEXT_MAX)).email(messages.email),
  );
}

export const ALPHA_RE = /^[A-Za-z]*$/;
export function alpha(label: string) {
  return requiredText(label).refine((v) => ALPHA_RE.test(v), messages.alpha);
}

// A host name with at least one dot, optionally with a scheme: "shop.example.com", "https://shop.example.com".
export const DOMAIN_RE = /^(https?:\/\/)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}(\/.*)?$/i;
export function domain(label = "Domain") {
  return requiredText(label).refine((v) => DOMAIN_RE.test(v), messages.domain);
}

export const PHONE_RE = /^\+?[0-9 ().-]{6,20}$/;
export function phone(label = "Phone") {
  return requiredText(label).refine((v) => PHONE_RE.test(v), messages.phone);
}

export function password(label = "Password") {
  return z.preprocess((v) => v ?? "", safeString().min(1, messages.required(label)).min(8, messages.minLength(8)).max(128, messages.maxLength(128)));
}

/** Checkbox semantics that work from HTML forms ("on") and from JSON (true). */
export const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

/** Edit-conflict version (ARCHITECTURE rule 9). */
export const version = z.coerce.number().int().min(1);

/** Text path parameters (a handle, a pixel id): a NUL is refused (400) here; what they name is the route's own 404. */
export function pathParams<K extends string>(...names: K[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, safeString()])) as Record<K, ReturnType<typeof safeString>>);
}
