// Invitations are mail from the platform's sender with the inviter's text in it (issue 7): capped per store and
// inviter per hour, and the inviter's text never becomes a link (ADR 019).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  INVITER_INVITES_EXHAUSTED,
  INVITES_PER_INVITER_PER_HOUR,
  INVITES_PER_STORE_PER_HOUR,
  STORE_INVITES_EXHAUSTED,
} from "../../api/modules/auth/invite-routes";
import { defang } from "../../api/modules/auth/user-text";
import { createStoreWithOwner, issueTokenPair } from "../../api/modules/accounts/store";
import { startHarness, type Harness } from "../helpers/harness";
import { bearer, freshEmail } from "./account-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const invite = (headers: Record<string, string>, email = freshEmail("invitee")) =>
  h.call("POST", "/auth/invite", { headers, body: { email, role: "staff", scopes: [] } });

describe("invitation caps", () => {
  it(`a store sends at most ${INVITES_PER_STORE_PER_HOUR} invitations an hour`, async () => {
    const owner = await h.owner();
    for (let i = 0; i < INVITES_PER_STORE_PER_HOUR; i++) expect((await invite(owner.headers)).status, `invite ${i}`).toBe(201);
    const refused = await invite(owner.headers);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(STORE_INVITES_EXHAUSTED);
    // An hour later the store may invite again (a fresh token: the old one expired with the hour).
    h.clock.advance(60 * 60_000 + 1000);
    const { token } = await issueTokenPair(h.database.db, owner.userId, h.clock.now());
    expect((await invite(bearer(token, owner.storeId))).status).toBe(201);
  });

  it(`one person sends at most ${INVITES_PER_INVITER_PER_HOUR} an hour across all their stores`, async () => {
    const owner = await h.owner();
    const storeIds = [owner.storeId];
    for (let i = 0; i < 2; i++) {
      const store = await createStoreWithOwner(h.database.db, {
        name: `Extra ${i}`,
        domain: `extra-${i}-${owner.userId.slice(0, 8)}.shop.test`,
        ownerId: owner.userId,
      });
      storeIds.push(store.id);
    }
    let sent = 0;
    for (const storeId of storeIds) {
      for (let i = 0; i < INVITES_PER_STORE_PER_HOUR && sent < INVITES_PER_INVITER_PER_HOUR; i++, sent++) {
        expect((await invite(bearer(owner.token, storeId))).status).toBe(201);
      }
    }
    const refused = await invite(bearer(owner.token, storeIds[2]));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(INVITER_INVITES_EXHAUSTED);
  });
});

describe("the inviter's text in the mail", () => {
  it("a store name with a link and a domain reaches the invitee quoted, defanged and escaped, in subject, text and HTML", async () => {
    const owner = await h.owner();
    const name = 'Backroom Security: confirm your account at https://evil.test/login <a href="https://evil.test">now</a>';
    const created = await h.call("POST", "/users/create-store", {
      headers: bearer(owner.token),
      body: { name, domain: `sec-${owner.userId.slice(0, 8)}.backroom.shop` },
    });
    expect(created.status).toBe(201);
    const email = freshEmail("target");
    expect((await invite(bearer(owner.token, created.body.id), email)).status).toBe(201);
    const mail = h.mails.filter((m) => m.to === email).at(-1)!;

    for (const part of [mail.subject, mail.text, mail.html ?? ""]) {
      expect(part).not.toMatch(/https?:\/\/evil/i);
      expect(part).not.toContain("evil.test");
      expect(part).toContain("evil[.]test");
    }
    expect(mail.subject).toContain('"Backroom Security: confirm your account at hxxps[:]//evil[.]test/login');
    expect(mail.html).not.toContain('<a href="https://evil');
    expect(mail.html?.match(/<a /g)).toHaveLength(1); // only the accept button
    expect(mail.html).toContain("&lt;a href=&quot;hxxps[:]//evil[.]test&quot;&gt;");
  });
});

describe("defang", () => {
  it.each([
    ["Visit https://evil.test/login", "Visit hxxps[:]//evil[.]test/login"],
    ["HTTP://Evil.Test", "hxxp[:]//Evil[.]Test"],
    ["www.evil.test", "www[.]evil[.]test"],
    ["mail me: a@evil.test", "mail me: a@evil[.]test"],
    ["ftp://1.2.3.4/x", "ftp[:]//1[.]2[.]3[.]4/x"],
    ["evil。test and evil．test", "evil[.]test and evil[.]test"],
    ["Line one\r\nBcc: x@y.test", "Line one Bcc: x@y[.]test"],
    ["Saigon Threads", "Saigon Threads"],
    ["Áo dài Hà Nội. Since 1998.", "Áo dài Hà Nội. Since 1998."],
  ])("%s", (input, expected) => {
    expect(defang(input)).toBe(expected);
  });
});
