import type { Db } from "../../db/client";
import { hashToken, newToken } from "../../http/tokens";
import { insertEmailToken, type EmailTokenKind } from "./store";

const HOUR = 60 * 60 * 1000;
/** How long each e-mailed link works. */
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenKind, number> = {
  verify: 48 * HOUR,
  reset: 1 * HOUR,
  invite: 7 * 24 * HOUR,
  "email-change": 24 * HOUR,
};

/** Stores the token's hash and returns the token itself, which only the e-mail will ever hold. */
export async function issueEmailToken(db: Db, kind: EmailTokenKind, email: string, now: Date, payload?: Record<string, unknown>) {
  const token = newToken();
  await insertEmailToken(db, {
    kind,
    email,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[kind]),
    payload,
    createdAt: now,
  });
  return token;
}
