// Limits on recovery messages (ADR 040 "Limits on whom the store writes to"): anyone can make a checkout with any
// e-mail or phone through the public storefront API, so the schedule alone would let a stranger make a store write to
// someone. Per store, a recipient (normalised) gets one series of recovery messages at a time and nothing within 24 hours
// of the last one for another checkout; and a store sends at most so many recovery SMS in any 24 hours.
import { closesStep, STEP_GRACE_HOURS, type RecoveryChannel, type RecoveryEntry, type RecoverySchedule } from "./abandoned";

/** No recovery message to a recipient who got one from this store, for another checkout, this recently. */
export const RECIPIENT_QUIET_HOURS = 24;
/** Recovery SMS a store sends in any 24 hours (RECOVERY_SMS_PER_DAY sets it; 0: none). */
export const RECOVERY_SMS_PER_DAY = 100;

export const RECOVERY_SKIP_REASONS = ["recipient_recent", "recipient_series", "sms_daily_cap"] as const;
/** Why a due message was not sent: recorded on its entry (`skipped`), which closes the step. */
export type RecoverySkipReason = (typeof RECOVERY_SKIP_REASONS)[number];

/** Digits of a phone number kept to compare them: the national number without country code or trunk prefix. */
const PHONE_KEY_DIGITS = 9;
const GMAIL = new Set(["gmail.com", "googlemail.com"]);

/**
 * Whom a message goes to, the same however it was typed. E-mail: lower case, without a `+tag` (the same mailbox at
 * nearly every provider), and for Gmail without dots. Phone: the last nine digits, so "+84 90 123 4567", "0901234567"
 * and "84-901-234-567" are one number; two numbers of different countries that share them only limit more.
 */
export function recipientKey(channel: RecoveryChannel, value: string): string {
  if (channel === "sms") return value.replace(/\D/g, "").slice(-PHONE_KEY_DIGITS);
  const address = value.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  let local = address.slice(0, at).split("+")[0]!;
  let domain = address.slice(at + 1);
  if (GMAIL.has(domain)) {
    local = local.replace(/\./g, "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

/**
 * Whether a checkout's series of `channel` may still send: one of its enabled steps after the last it closed is due in
 * the future, or was due within the grace the sweep still sends it in (ADR 040).
 */
export function seriesRunning(schedule: RecoverySchedule, channel: RecoveryChannel, lastTouched: Date, recovery: readonly RecoveryEntry[], now: Date): boolean {
  const closed = Math.max(0, ...recovery.filter((e) => e.channel === channel && closesStep(e, recovery)).map((e) => e.step));
  return schedule[channel].some(
    (s, i) => s.enabled && i + 1 > closed && lastTouched.getTime() + (s.delayHours + STEP_GRACE_HOURS) * 3_600_000 >= now.getTime(),
  );
}
