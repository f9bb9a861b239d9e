// Refuses guessable passwords (common, breached patterns, keyboard walks, the product's own name) with zxcvbn-ts,
// the maintained TypeScript port of Dropbox's zxcvbn (ADR 018). Used by sign-up, reset, accept-invite and create-operator.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { badRequest } from "./errors";

export const PASSWORD_TOO_WEAK = "Password is too easy to guess";
/** zxcvbn's score 3: "safely unguessable", about 10^8–10^10 guesses. */
const MIN_SCORE = 3;
/** Words every attacker of this product tries first. */
const PRODUCT_WORDS = ["backroom", "demo", "saigon", "threads", "operator"];

let factory: ZxcvbnFactory | null = null;
// Built on first use: its dictionaries take about 30 ms and 18 MB, which a process that never checks a password skips.
const checker = () => (factory ??= new ZxcvbnFactory({ dictionary: { ...dictionary, product: PRODUCT_WORDS }, graphs: adjacencyGraphs }));

/** The person's own details count as known words: "lan.nguyen@shop.test" makes "lannguyen2024" weak. */
function personalWords(person: { email?: string; name?: string }): string[] {
  const local = (person.email ?? "").split("@")[0];
  const words = [person.email ?? "", local.replace(/[._+-]/g, ""), ...(person.email ?? "").split(/[@._+-]/), ...(person.name ?? "").split(/\s+/)];
  return words.map((w) => w.trim().toLowerCase()).filter((w) => w.length >= 3);
}

export function isGuessablePassword(password: string, person: { email?: string; name?: string } = {}): boolean {
  return checker().check(password, personalWords(person)).score < MIN_SCORE;
}

/** Throws a 400 with the message on `field`, so the admin shows it next to the password input. */
export function assertStrongPassword(password: string, person: { email?: string; name?: string }, field = "password"): void {
  if (isGuessablePassword(password, person)) throw badRequest(PASSWORD_TOO_WEAK, { [field]: [PASSWORD_TOO_WEAK] });
}
