/** What server.ts hands every loader and action (the composition root's config; app/ reads no env itself). */
export interface AppConfig {
  apiBaseUrl: string;
  accountsApiUrl: string;
  reportsApiUrl: string;
  sessionSecret: string;
  secureCookies: boolean;
  operatorEmailDomain: string;
  operatorEmails: string[];
  /** This request's browser address (server.ts reads it behind trusted proxies only). */
  clientIp?: string | null;
}
declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    cspNonce: string;
    config: AppConfig;
    /** Adds a Set-Cookie to whatever response this request ends with (used by the silent token refresh). */
    appendSetCookie(cookie: string): void;
  }
  interface Future {
    v3_singleFetch: true;
  }
}
