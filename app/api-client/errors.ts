// SPEC §8, the error catalogue: the one place that turns an API answer into the words a merchant sees.

export const MSG_NOT_FOUND = "404 not found";
export const MSG_TIMEOUT = "Request Time out";
export const MSG_BAD_GATEWAY = "Bad Gateway";
export const MSG_UNKNOWN = "Oops! Unknown error!";

/** A failed API call. `messages` are SPEC §8's; `fieldErrors` come from the body's `errors` so a form can show them next to fields. */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  readonly fieldErrors: Record<string, string[]>;
  readonly body: unknown;

  constructor(status: number, messages: string[], fieldErrors: Record<string, string[]> = {}, body: unknown = null) {
    super(messages.join("\n"));
    this.name = "ApiError";
    this.status = status;
    this.messages = messages;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === "string");

function record(body: unknown): Record<string, unknown> {
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** SPEC §8 "other errors": constraints if strings, else the message array, else the single message, else 'Oops! Unknown error!'. */
export function messagesFromBody(body: unknown): string[] {
  const { constraints, message } = record(body);
  if (typeof constraints === "string" && constraints) return [constraints];
  if (isStringList(constraints)) return constraints;
  if (constraints && typeof constraints === "object") {
    const values = Object.values(constraints);
    if (isStringList(values)) return values;
  }
  if (isStringList(message)) return message;
  if (typeof message === "string" && message) return [message];
  return [MSG_UNKNOWN];
}

/** SPEC §8 "error-list helper": field errors from `errors`, each a list of strings. */
export function fieldErrorsFromBody(body: unknown): Record<string, string[]> {
  const { errors } = record(body);
  const out: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(record(errors))) {
    if (typeof value === "string") out[field] = [value];
    else if (isStringList(value)) out[field] = value;
  }
  return out;
}

/** The error for an HTTP status and body, per SPEC §8. 401 is handled by the client before it gets here (except where it must reject). */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  if (status === 404) return new ApiError(404, [MSG_NOT_FOUND], {}, body);
  if (status === 502) return new ApiError(502, [MSG_BAD_GATEWAY], {}, body);
  if (status === 504) return new ApiError(504, [MSG_TIMEOUT], {}, body);
  return new ApiError(status, messagesFromBody(body), fieldErrorsFromBody(body), body);
}

// SPEC §8: success events fire for non-GET calls except these paths.
const SILENT_PATHS: RegExp[] = [
  // The bulk updates dry run (POST /bulkupdates/preview) is the "mass-update preview".
  /\/(mass-update|bulkupdates)\/preview/i,
  /\bali\b.*reviews?|reviews?.*\bali\b|ali-?(connector|product)/i,
  /\/options\/templates?\b/i,
  /\/config\/skip\b/i,
  /\/users\/create-store\b/i,
  /\/users\/stores\b/i,
];

/**
 * The success toast for an API call, or null when SPEC §8 says none fires (GET, or an excluded path).
 * The API's own `message` wins when it sends one.
 */
export function successMessage(method: string, path: string, body?: unknown): string | null {
  const m = method.toUpperCase();
  if (m === "GET" || m === "HEAD") return null;
  const pathname = path.split("?")[0] ?? path;
  if (SILENT_PATHS.some((re) => re.test(pathname))) return null;
  const { message } = record(body);
  if (typeof message === "string" && message) return message;
  return m === "DELETE" ? "Deleted successfully" : "Saved successfully";
}
