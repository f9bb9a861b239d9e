/** What server.ts hands every loader and action (the composition root's config; app/ reads no env itself). */
export interface AppConfig {
  apiBaseUrl: string;
  accountsApiUrl: string;
  reportsApiUrl: string;
  sessionSecret: string;
  secureCookies: boolean;
  /** ADR 020: a session unused this long (SESSION_IDLE_MINUTES) signs out. */
  sessionIdleMs: number;
  operatorEmailDomain: string;
  operatorEmails: string[];
  /** This request's browser address (server.ts reads it behind TRUST_PROXY's proxies only). */
  clientIp?: string | null;
  /** Signs `clientIp` into each API call, so the API's limits count the browser (domain/client-address.ts). */
  clientAddressSecret?: string;
}
declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    cspNonce: string;
    config: AppConfig;
    /** Adds a Set-Cookie to whatever response this request ends with (used by the silent token refresh). */
    appendSetCookie(cookie: string): void;
    /** HTML_CHUNK_BYTES: the page is written in chunks of about this size (0: React's own 2 KB pieces; unset: 32 KB). */
    htmlChunkBytes?: number | null;
  }
  interface Future {
    v3_singleFetch: true;
  }
}
