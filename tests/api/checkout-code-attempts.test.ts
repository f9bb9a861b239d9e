// Guessing discount codes (ADR 041): a code not started yet is refused word for word as an unknown one, and refused
// codes are counted per checkout and per client and store; past either limit every code, a valid one too, is 429
// before it is looked up, until the window moves on. Cart refusals (a minimum not met) are not guesses and not counted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutEndpoints } from "../../domain/contracts/checkout";
import { discountEndpoints } from "../../domain/contracts/discounts";
import { clientAddressHeaders } from "../../domain/client-address";
import { HARNESS_CLIENT_ADDRESS_SECRET, startHarness, type Harness } from "../helpers/harness";
import { product, readyCheckout, type Owner } from "./checkout-helpers";

const HOUR = 3_600_000;
const TOO_MANY = "Too many discount codes were tried. Please try again in an hour.";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ discountCodeFailures: { perCheckout: 3, perClient: 5, windowMs: HOUR } });
});
afterAll(async () => {
  await h?.close();
});

/** A buyer at `ip` (the harness vouches for the address as a storefront server in front of the API would forward it). */
const from = (ip: string) => clientAddressHeaders(HARNESS_CLIENT_ADDRESS_SECRET, ip);
const apply = (storeId: string, token: string, code: string, headers: Record<string, string> = {}) =>
  h.request(checkoutEndpoints.discountCode, { params: { storeId, token }, body: { code }, headers });

async function code(owner: Owner, c: string, form: Record<string, unknown>) {
  const now = h.clock.now().getTime();
  const res = await h.request(discountEndpoints.create, {
    headers: owner.headers,
    body: { discount: { method: "code", code: c, type: "percentage", value: 10, startsAt: new Date(now - HOUR).toISOString(), ...form } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

async function shop() {
  const owner = await h.owner();
  const { variantIds } = await product(h, owner, "Áo dài", [{ price: 200000, inventoryQuantity: 50 }]);
  const cart = () => readyCheckout(h, owner.storeId, [{ variantId: variantIds[0]!, quantity: 1 }]);
  return { owner, cart };
}

describe("a code not started yet", () => {
  it("is refused exactly as a code that does not exist, in both languages, and applies once it starts", async () => {
    const { owner, cart } = await shop();
    await code(owner, "TET2027", { startsAt: new Date(h.clock.now().getTime() + 2 * HOUR).toISOString() });
    const { token } = await cart();
    const launch = await apply(owner.storeId, token, "tet2027", from("198.51.100.1"));
    const unknown = await apply(owner.storeId, token, "NOSUCHCODE", from("198.51.100.1"));
    expect(launch.status).toBe(400);
    expect(launch.body).toEqual(unknown.body);
    expect(launch.error.errors).toEqual({ code: ["This discount code does not exist"] });
    const vi = await apply(owner.storeId, token, "TET2027", { ...from("198.51.100.2"), "accept-language": "vi" });
    expect(vi.error.errors).toEqual({ code: ["Mã giảm giá này không tồn tại"] });
    h.clock.advance(2 * HOUR + 1000);
    const started = await apply(owner.storeId, token, "TET2027", from("198.51.100.3"));
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.checkout.totalDiscounts).toBe(20000);
  });
});

describe("failed attempts", () => {
  it("per checkout: after 3 refused codes every code is 429 (a valid one too), removing the code still works, and an hour later it may try again", async () => {
    const { owner, cart } = await shop();
    await code(owner, "REAL10", {});
    await code(owner, "GONE", {
      startsAt: new Date(h.clock.now().getTime() - 3 * HOUR).toISOString(),
      endsAt: new Date(h.clock.now().getTime() - HOUR).toISOString(),
    });
    await code(owner, "BIG", { minimumKind: "amount", minimumValue: 900000 });
    const { token } = await cart();
    const ip = from("203.0.113.10");
    // A minimum not met is about the cart, not a guess: not counted.
    for (let i = 0; i < 4; i++) expect((await apply(owner.storeId, token, "BIG", ip)).status).toBe(400);
    expect((await apply(owner.storeId, token, "GUESS1", ip)).status).toBe(400);
    expect((await apply(owner.storeId, token, "GONE", ip)).error.errors).toEqual({ code: ["This discount code has expired"] });
    expect((await apply(owner.storeId, token, "GUESS2", ip)).status).toBe(400);
    const refused = await apply(owner.storeId, token, "REAL10", ip);
    expect(refused.status).toBe(429);
    expect(refused.error).toMatchObject({ message: TOO_MANY, errors: { code: [TOO_MANY] } });
    const vi = await apply(owner.storeId, token, "GUESS3", { ...ip, "accept-language": "vi" });
    expect(vi.status).toBe(429);
    expect(vi.error.errors).toEqual({ code: ["Bạn đã thử quá nhiều mã giảm giá. Vui lòng thử lại sau một giờ."] });
    // The same checkout from another address is the same checkout.
    expect((await apply(owner.storeId, token, "REAL10", from("203.0.113.11"))).status).toBe(429);
    const read = await h.request(checkoutEndpoints.get, { params: { storeId: owner.storeId, token } });
    expect(read.body.checkout.discountCode).toBeNull();
    expect((await apply(owner.storeId, token, "", ip)).status).toBe(200);
    // Another checkout of the same buyer still has its own tries.
    const other = await cart();
    expect((await apply(owner.storeId, other.token, "REAL10", ip)).status).toBe(200);

    h.clock.advance(HOUR + 1000);
    const later = await apply(owner.storeId, token, "REAL10", ip);
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(later.body.checkout.discountCode).toBe("REAL10");
  });

  it("per client and store: fresh checkouts do not reset it; another address, or another store, is not held back", async () => {
    const { owner, cart } = await shop();
    await code(owner, "REAL10", {});
    const ip = from("192.0.2.77");
    const first = await cart();
    for (const guess of ["A1", "A2", "A3"]) expect((await apply(owner.storeId, first.token, guess, ip)).status).toBe(400);
    const second = await cart();
    for (const guess of ["B1", "B2"]) expect((await apply(owner.storeId, second.token, guess, ip)).status).toBe(400);
    // Five refused from this address in this store: a third checkout is refused before any lookup.
    const third = await cart();
    expect((await apply(owner.storeId, third.token, "REAL10", ip)).status).toBe(429);
    expect((await apply(owner.storeId, third.token, "REAL10", from("192.0.2.78"))).status).toBe(200);

    const elsewhere = await shop();
    await code(elsewhere.owner, "REAL10", {});
    const theirs = await elsewhere.cart();
    expect((await apply(elsewhere.owner.storeId, theirs.token, "REAL10", ip)).status).toBe(200);
  });
});
