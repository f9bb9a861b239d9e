// The limits on whom a store writes to (ADR 040): one person however their address or number was typed, and when
// another checkout's series may still send.
import { describe, expect, it } from "vitest";
import { DEFAULT_RECOVERY_SCHEDULE, type RecoveryEntry } from "../../domain/abandoned";
import { recipientKey, seriesRunning } from "../../domain/abandoned-limits";

const HOUR = 3_600_000;

describe("recipientKey", () => {
  it("makes one e-mail recipient of case, +tags and Gmail's dots", () => {
    const key = recipientKey("email", "lan@example.com");
    expect(recipientKey("email", " Lan@Example.COM ")).toBe(key);
    expect(recipientKey("email", "lan+shop1@example.com")).toBe(key);
    expect(recipientKey("email", "lan.nguyen@example.com")).not.toBe(key); // dots matter outside Gmail
    const gmail = recipientKey("email", "lannguyen@gmail.com");
    expect(recipientKey("email", "Lan.Nguyen+abc@gmail.com")).toBe(gmail);
    expect(recipientKey("email", "l.a.n.nguyen@googlemail.com")).toBe(gmail);
  });

  it("makes one phone recipient of a number with or without country code, trunk zero and punctuation", () => {
    const key = recipientKey("sms", "+84 90 123 4567");
    for (const typed of ["0901234567", "84901234567", "0084 901 234 567", "(090) 123-4567", "+84.90.123.45.67"]) expect(recipientKey("sms", typed)).toBe(key);
    expect(recipientKey("sms", "0901234568")).not.toBe(key);
  });
});

describe("seriesRunning", () => {
  const left = new Date("2026-11-20T00:00:00Z");
  const at = (hours: number) => new Date(left.getTime() + hours * HOUR);
  const sent = (step: number, hours: number, extra: Partial<RecoveryEntry> = {}): RecoveryEntry => ({
    channel: "email",
    step,
    sentAt: at(hours).toISOString(),
    ...extra,
  });

  it("runs while an enabled step after the last closed one may still be sent (its time plus the grace)", () => {
    const s = DEFAULT_RECOVERY_SCHEDULE; // e-mails at 10, 24 and 72 hours; SMS off
    expect(seriesRunning(s, "email", left, [sent(1, 10)], at(30))).toBe(true);
    expect(seriesRunning(s, "email", left, [sent(1, 10), sent(3, 72)], at(80))).toBe(false); // the last step is closed
    expect(seriesRunning(s, "email", left, [sent(1, 10)], at(72 + 24 + 1))).toBe(false); // e-mail 3 is past its grace
    expect(seriesRunning(s, "sms", left, [], at(2))).toBe(false); // SMS off
    // A failed try does not close its step; a skipped entry does.
    expect(seriesRunning(s, "email", left, [sent(3, 72, { failedAt: at(72).toISOString() })], at(80))).toBe(true);
    expect(seriesRunning(s, "email", left, [sent(3, 72, { skipped: "recipient_recent" })], at(80))).toBe(false);
  });
});
