import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, HONEYPOT_STAMP_FIELD, honeypotProps, isSpam } from "../../app/lib/honeypot.server";

const SECRET = "test-secret";

function posted(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe("sign-up honeypot", () => {
  const now = 1_800_000_000_000;
  const { encryptedValidFrom } = honeypotProps(SECRET, now);

  it("lets a person through: the trap left empty, the page's stamp sent back", () => {
    expect(isSpam(posted({ [HONEYPOT_FIELD]: "", [HONEYPOT_STAMP_FIELD]: encryptedValidFrom! }), SECRET, now + 5000)).toBe(false);
  });

  it("refuses a filled trap, a missing one, and a stamp that is missing, forged, of another secret or from the future", () => {
    expect(isSpam(posted({ [HONEYPOT_FIELD]: "Bot", [HONEYPOT_STAMP_FIELD]: encryptedValidFrom! }), SECRET, now)).toBe(true);
    expect(isSpam(posted({ [HONEYPOT_STAMP_FIELD]: encryptedValidFrom! }), SECRET, now)).toBe(true);
    expect(isSpam(posted({ [HONEYPOT_FIELD]: "" }), SECRET, now)).toBe(true);
    const [stamp, mac] = encryptedValidFrom!.split(".");
    expect(isSpam(posted({ [HONEYPOT_FIELD]: "", [HONEYPOT_STAMP_FIELD]: `${Number(stamp) - 1}.${mac}` }), SECRET, now)).toBe(true);
    expect(isSpam(posted({ [HONEYPOT_FIELD]: "", [HONEYPOT_STAMP_FIELD]: encryptedValidFrom! }), "other-secret", now)).toBe(true);
    expect(isSpam(posted({ [HONEYPOT_FIELD]: "", [HONEYPOT_STAMP_FIELD]: encryptedValidFrom! }), SECRET, now - 1)).toBe(true);
  });
});
