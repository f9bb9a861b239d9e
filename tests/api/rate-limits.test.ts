// Each bypass of the accounts API's limits that issue 7 found, as a request accepted before and refused now (ADR 019).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddressHeaders } from "../../domain/client-address";
import { MAIL_LIMIT_MESSAGE, RATE_LIMIT_MESSAGE } from "../../api/http/rate-limit";
import { HARNESS_CLIENT_ADDRESS_SECRET, startHarness, type Harness } from "../helpers/harness";
import { freshEmail } from "./account-helpers";

let h: Harness;
/** One API per describe; each test uses its own browser addresses and e-mails, so its buckets are its own. */
function harnessWithMax(rateLimitMax: number) {
  beforeAll(async () => {
    h = await startHarness({ rateLimitMax });
  });
  afterAll(() => h.close());
}

/** What the admin adds to its call for a browser at `ip`. */
const fromBrowser = (ip: string) => clientAddressHeaders(HARNESS_CLIENT_ADDRESS_SECRET, ip);
const signIn = (email: string, headers: Record<string, string> = {}, path = "/auth/signin") =>
  h.call("POST", path, { headers, body: { email, password: "wrong-password" } });

describe("limits of one minute (AUTH_RATE_LIMIT_MAX=3)", () => {
  harnessWithMax(3);

  it("rotating X-Forwarded-For is one client: the header is trusted from no one by default (TRUST_PROXY unset)", async () => {
    for (let i = 0; i < 3; i++) expect((await signIn("xff@shop.test", { "x-forwarded-for": `203.0.113.${i}` })).status).toBe(401);
    const refused = await signIn("xff@shop.test", { "x-forwarded-for": "198.51.100.77" });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(RATE_LIMIT_MESSAGE);
  });

  it("counts each browser the admin vouches for on its own; a forged signature counts as the connection itself", async () => {
    for (let i = 0; i < 3; i++) expect((await signIn("vouched@shop.test", fromBrowser("203.0.113.1"))).status).toBe(401);
    expect((await signIn("vouched@shop.test", fromBrowser("203.0.113.1"))).status).toBe(429);
    // Another person signing in to the same account from elsewhere is not locked out by the first.
    expect((await signIn("vouched@shop.test", fromBrowser("198.51.100.2"))).status).toBe(401);
    const forged = { ...fromBrowser("192.0.2.9"), "x-backroom-client-address-mac": "forged" };
    for (let i = 0; i < 3; i++) expect((await signIn("vouched@shop.test", forged)).status).toBe(401);
    expect((await signIn("vouched@shop.test", { ...fromBrowser("192.0.2.10"), "x-backroom-client-address-mac": "forged-too" })).status).toBe(429);
  });

  it("a trailing slash, a doubled slash or other letter case reach the same sign-in and the same limit", async () => {
    for (let i = 0; i < 3; i++) expect((await signIn("paths@shop.test", fromBrowser("192.0.2.30"))).status).toBe(401);
    for (const path of ["/auth/signin/", "//auth/signin", "/AUTH/SignIn", "//auth//signin//"]) {
      expect((await signIn("paths@shop.test", fromBrowser("192.0.2.30"), path)).status, path).toBe(429);
    }
  });

  it("counts a post to an unknown auth path like any other, which answers the API's 404", async () => {
    const ghost = () => h.call("POST", "/auth/no-such-call", { headers: fromBrowser("192.0.2.50"), body: { email: "ghost@shop.test" } });
    for (let i = 0; i < 3; i++) {
      const res = await ghost();
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, message: "Not found", error: "Not Found" });
    }
    expect((await ghost()).status).toBe(429);
  });

  it("one client trying many accounts is stopped at 3× the per-account limit a minute", async () => {
    for (let i = 0; i < 9; i++) expect((await signIn(`victim${i}@shop.test`, fromBrowser("192.0.2.40"))).status).toBe(401);
    expect((await signIn("victim9@shop.test", fromBrowser("192.0.2.40"))).status).toBe(429);
    h.clock.advance(61_000);
    expect((await signIn("victim9@shop.test", fromBrowser("192.0.2.40"))).status).toBe(401);
  });
});

describe("mail caps of one hour (AUTH_RATE_LIMIT_MAX=10)", () => {
  harnessWithMax(10);

  it("one client may ask for 2× the limit of mails an hour, whatever the addresses", async () => {
    for (let i = 0; i < 20; i++) {
      // Spread over minutes, so only the hourly mail cap is in play.
      if (i % 10 === 9) h.clock.advance(61_000);
      expect((await h.call("POST", "/auth/forgot-password", { body: { email: `nobody${i}@shop.test` } })).status, `mail ${i}`).toBe(200);
    }
    const refused = await h.call("POST", "/auth/forgot-password", { body: { email: "nobody-more@shop.test" } });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MAIL_LIMIT_MESSAGE);
    // Another browser behind the admin is not affected.
    expect((await h.call("POST", "/auth/forgot-password", { headers: fromBrowser("203.0.113.50"), body: { email: "other@shop.test" } })).status).toBe(200);
  });

  it("sign-up mails (verify, or 'someone tried') to one address: max/2 an hour", async () => {
    const email = freshEmail("target");
    for (let i = 0; i < 5; i++) {
      const res = await h.call("POST", "/auth/signup", { headers: fromBrowser(`203.0.113.${i}`), body: { email, password: "sturdy-pass-42" } });
      expect(res.status, `sign-up ${i}`).toBe(201);
    }
    const refused = await h.call("POST", "/auth/signup", { headers: fromBrowser("198.51.100.1"), body: { email, password: "sturdy-pass-42" } });
    expect(refused.status).toBe(429);
    expect(h.mails.filter((m) => m.to === email)).toHaveLength(5);
    h.clock.advance(60 * 60_000 + 1000);
    expect((await h.call("POST", "/auth/signup", { headers: fromBrowser("198.51.100.1"), body: { email, password: "sturdy-pass-42" } })).status).toBe(201);
  });

  it("reset mails to one address: max/2 an hour", async () => {
    const owner = await h.owner();
    const email = (await h.call("GET", "/users/info", { headers: owner.headers })).body.email as string;
    for (let i = 0; i < 5; i++) {
      expect((await h.call("POST", "/auth/forgot-password", { headers: fromBrowser(`203.0.113.${i}`), body: { email } })).status).toBe(200);
    }
    expect((await h.call("POST", "/auth/forgot-password", { headers: fromBrowser("198.51.100.1"), body: { email } })).status).toBe(429);
    expect(h.mails.filter((m) => m.to === email)).toHaveLength(5);
  });
});
