// SPEC §2: a `code` query parameter on any route is kept as the referral code for store creation.
import type { AppLoadContext } from "@remix-run/node";
import { getSession, saveSession } from "./session.server";

const CODE_RE = /^[A-Za-z0-9_-]{1,64}$/;

export async function rememberReferralCode(request: Request, context: AppLoadContext): Promise<void> {
  const code = new URL(request.url).searchParams.get("code")?.trim();
  if (!code || !CODE_RE.test(code)) return;
  const session = await getSession(request, context);
  if (session.get("referralCode") === code) return;
  session.set("referralCode", code);
  await saveSession(session, context);
}

export async function referralCode(request: Request, context: AppLoadContext): Promise<string | undefined> {
  return (await getSession(request, context)).get("referralCode") || undefined;
}
