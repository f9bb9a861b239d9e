// The first operator of a production install (npm run create-operator; ADR 017). Checked like a sign-up, then written directly.
import { z } from "zod/v4";
import { isOperator, type OperatorPolicy } from "../../../domain/permissions";
import { email as emailRule, password as passwordRule } from "../../../domain/validation";
import type { Db } from "../../db/client";
import { hashPassword } from "../../http/password";
import { PASSWORD_TOO_WEAK, isGuessablePassword } from "../../http/password-strength";
import { createUser, findUserByEmail, setPasswordAndRevokeSessions } from "./store";

/** Why this address cannot be an operator (for the person at the terminal), or null. */
export function operatorEmailProblem(email: string, policy: OperatorPolicy): string | null {
  const parsed = z.object({ email: emailRule() }).safeParse({ email });
  if (!parsed.success) return `--email: ${parsed.error.issues[0].message}`;
  if (isOperator(parsed.data.email, policy)) return null;
  return (
    `${parsed.data.email} is not an operator address. Operators are e-mails of OPERATOR_EMAIL_DOMAIN (now ${policy.emailDomain}) ` +
    `or listed in OPERATOR_EMAILS (now ${policy.emails.join(", ") || "none"}); set those first.`
  );
}

/** Why this password is refused (the sign-up rules and the strength check), or null. */
export function operatorPasswordProblem(password: string, email: string): string | null {
  const parsed = z.object({ password: passwordRule() }).safeParse({ password });
  if (!parsed.success) return `Password: ${parsed.error.issues[0].message}`;
  return isGuessablePassword(password, { email }) ? `Password: ${PASSWORD_TOO_WEAK}` : null;
}

/** Creates the operator verified, or gives an existing account this password and signs it out everywhere. */
export async function createOrResetOperator(
  db: Db,
  input: { email: string; password: string; policy: OperatorPolicy; now: Date },
): Promise<{ created: boolean; userId: string; email: string }> {
  const problem = operatorEmailProblem(input.email, input.policy) ?? operatorPasswordProblem(input.password, input.email);
  if (problem) throw new Error(problem);
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await setPasswordAndRevokeSessions(db, existing.id, passwordHash, input.now);
    return { created: false, userId: existing.id, email };
  }
  const user = await createUser(db, { email, passwordHash, name: "Operator", verified: true }, input.now);
  return { created: true, userId: user.id, email };
}
