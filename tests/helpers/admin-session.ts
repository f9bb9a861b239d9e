// The admin's side of a test that runs Remix loaders and actions in-process against a harness's API: the app's config,
// a signed-in browser's session cookie, the load context, and an action's answer read as Remix would send it.
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import type { AppConfig } from "../../app/lib/context";
import { cookieSessionStorageFor, startSession } from "../../app/lib/session.server";

/** The admin's config with every API base at `apiUrl` (a harness's, or a proxy in front of it). */
export function adminConfigFor(apiUrl: string, sessionSecret: string): AppConfig {
  return {
    apiBaseUrl: apiUrl,
    accountsApiUrl: apiUrl,
    reportsApiUrl: apiUrl,
    sessionSecret,
    secureCookies: false,
    sessionIdleMs: 3_600_000,
    operatorEmailDomain: "backroom.dev",
    operatorEmails: [],
  };
}

interface SignedIn {
  token: string;
  refreshToken: string;
  storeId: string;
}

/** A signed-in browser's cookie, as the sign-in action saves it; `withStore: false` is a user who has not picked one. */
export async function sessionCookieOf(config: AppConfig, user: SignedIn, { withStore = true } = {}): Promise<string> {
  const storage = cookieSessionStorageFor(config);
  const session = await storage.getSession();
  startSession(session, { ...user, expiresAt: Date.now() + 3_600_000, email: "owner@shop.test", storeId: withStore ? user.storeId : null });
  return (await storage.commitSession(session)).split(";")[0]!;
}

export const loadContextOf = (config: AppConfig) => ({ cspNonce: "", config, appendSetCookie: () => {} }) as unknown as AppLoadContext;

/** What an action answered: a Response (redirect, or a thrown guard) or Remix's data(…) with its status. */
export interface ActionAnswer<Data> {
  status: number;
  location: string | null;
  setCookie: string;
  data: Data | null;
}

export function actionAnswerOf<Data>(value: unknown): ActionAnswer<Data> {
  if (value instanceof Response)
    return { status: value.status, location: value.headers.get("location"), setCookie: value.headers.get("set-cookie") ?? "", data: null };
  const { data, init } = value as { data: Data; init: { status?: number } | null };
  return { status: init?.status ?? 200, location: null, setCookie: "", data };
}

/** A signed-in form post to an action, run as Remix runs it; a thrown Response is an answer too. */
export async function postForm<Data>(
  config: AppConfig,
  user: SignedIn,
  run: (args: ActionFunctionArgs) => Promise<unknown>,
  path: string,
  fields: Record<string, string> | [string, string][],
  params: Record<string, string> = {},
): Promise<ActionAnswer<Data>> {
  const request = new Request(`http://127.0.0.1${path}`, {
    method: "POST",
    headers: { cookie: await sessionCookieOf(config, user) },
    body: new URLSearchParams(fields),
  });
  const value = await run({ request, context: loadContextOf(config), params }).catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });
  return actionAnswerOf<Data>(value);
}
