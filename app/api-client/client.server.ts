// The admin's HTTP client for the API (SPEC §7 headers, SPEC §8 errors). Routes never call fetch themselves.
import { clientAddressHeaders } from "@domain/client-address";
import type { AppConfig } from "~/lib/context";
import { ApiError, MSG_BAD_GATEWAY, MSG_TIMEOUT, apiErrorFrom, messagesFromBody } from "./errors";

export const API_TIMEOUT_MS = 15_000;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Overrides the client's `store-id` for one call (a store just created, a survey for it). */
  storeId?: string;
  /** Reject with ApiError 401 instead of signing out (SPEC §8: activation/accept checks; the guard's own refresh). */
  rejectUnauthorized?: boolean;
  /** A raw body streamed as it comes (a file upload), instead of JSON; it gets a longer time-out. */
  raw?: { body: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>; contentType: string };
  /** A call known to take long on a big store (a change to every product of a filter) waits this long instead. */
  timeoutMs?: number;
  /** Headers a call needs besides the client's (the storefront's `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/** "Apply to all" on 100k products takes about 15 s on PGlite: such calls get two minutes, not the usual 15 s. */
export const API_LONG_TIMEOUT_MS = 2 * 60_000;

/** An upload or download streams a whole file: minutes, not the 15 s of a JSON call. */
export const API_STREAM_TIMEOUT_MS = 10 * 60_000;

export interface ApiClient {
  readonly baseUrl: string;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  patch<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  del<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** A GET whose answer is a file: the Response itself, to stream on (errors are thrown as for the others). */
  download(path: string, options?: RequestOptions): Promise<Response>;
}

export interface ApiClientOptions {
  baseUrl: string;
  token?: string | null;
  storeId?: string | null;
  /** Called on a 401 (unless the call asked to reject): clears the session and throws the redirect to sign-in. */
  onUnauthorized?: (error: ApiError) => Promise<never> | never;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The browser's address, signed into each call so the API's per-client limits see the person, not this server. */
  clientIp?: string | null;
  clientAddressSecret?: string;
  /** Sent as Accept-Language: the API answers (and mails) in the user's language (ADR 034). */
  locale?: string | null;
}

/** One client per API base (ARCHITECTURE: accounts, store and report services). */
export interface ApiClients {
  accounts: ApiClient;
  store: ApiClient;
  reports: ApiClient;
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(baseUrl.replace(/\/+$/, "") + "/" + path.replace(/^\/+/, ""));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) value.forEach((v) => url.searchParams.append(key, String(v)));
    else url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text.slice(0, 500) };
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, token, storeId, onUnauthorized, clientIp, clientAddressSecret, locale, timeoutMs = API_TIMEOUT_MS } = options;
  const doFetch = options.fetch ?? fetch;

  async function request<T>(method: string, path: string, opts: RequestOptions = {}, rawResponse = false): Promise<T> {
    const headers = new Headers({ accept: "application/json" });
    if (locale) headers.set("accept-language", locale);
    if (token) {
      headers.set("authorization", `Bearer ${token}`);
      headers.set("access-token", token);
    }
    const store = opts.storeId ?? storeId;
    if (store) headers.set("store-id", store);
    if (clientIp && clientAddressSecret)
      for (const [name, value] of Object.entries(clientAddressHeaders(clientAddressSecret, clientIp))) headers.set(name, value);
    if (opts.body !== undefined) headers.set("content-type", "application/json");
    if (opts.raw) headers.set("content-type", opts.raw.contentType);
    for (const [name, value] of Object.entries(opts.headers ?? {})) headers.set(name, value);
    const streaming = Boolean(opts.raw) || rawResponse;

    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, opts.query), {
        method,
        headers,
        body: opts.raw ? (opts.raw.body as BodyInit) : opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: AbortSignal.timeout(streaming ? Math.max(timeoutMs, API_STREAM_TIMEOUT_MS) : (opts.timeoutMs ?? timeoutMs)),
        ...(opts.raw ? { duplex: "half" } : {}),
      } as RequestInit);
    } catch (error) {
      const name = error instanceof Error ? error.name : "";
      if (name === "TimeoutError" || name === "AbortError") throw new ApiError(504, [MSG_TIMEOUT]);
      throw new ApiError(502, [MSG_BAD_GATEWAY]);
    }

    if (rawResponse && response.ok) return response as T;
    const body = await readBody(response);
    if (response.ok) return body as T;
    if (response.status === 401) {
      const error = new ApiError(401, messagesFromBody(body), {}, body);
      if (onUnauthorized && !opts.rejectUnauthorized) await onUnauthorized(error);
      throw error;
    }
    throw apiErrorFrom(response.status, body);
  }

  return {
    baseUrl,
    get: (path, opts) => request("GET", path, opts),
    post: (path, opts) => request("POST", path, opts),
    put: (path, opts) => request("PUT", path, opts),
    patch: (path, opts) => request("PATCH", path, opts),
    del: (path, opts) => request("DELETE", path, opts),
    download: (path, opts) => request<Response>("GET", path, opts, true),
  };
}

/** The three clients for one caller. Without a token they are anonymous (sign-in, sign-up, e-mail links). */
export function createApiClients(
  config: Pick<AppConfig, "accountsApiUrl" | "apiBaseUrl" | "reportsApiUrl" | "clientIp" | "clientAddressSecret">,
  auth: Omit<ApiClientOptions, "baseUrl"> = {},
): ApiClients {
  auth = { clientIp: config.clientIp, clientAddressSecret: config.clientAddressSecret, ...auth };
  return {
    accounts: createApiClient({ ...auth, baseUrl: config.accountsApiUrl }),
    store: createApiClient({ ...auth, baseUrl: config.apiBaseUrl }),
    reports: createApiClient({ ...auth, baseUrl: config.reportsApiUrl }),
  };
}
