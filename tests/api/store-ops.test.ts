// Payment methods (SPEC §7 assign-payment), payout details, the proxy and the operators' members view (ADR 063), on the
// real API over PGlite: versions, bad input, operators only (404 for everyone else), the store boundary, secrets never
// answered or logged, and the checkout offering the assigned methods.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storePayoutSettings, storeProxySettings } from "../../api/db/schema";
import { accountEndpoints } from "../../domain/contracts/accounts";
import { authEndpoints } from "../../domain/contracts/auth";
import { checkoutEndpoints } from "../../domain/contracts/checkout";
import { profitSettingsEndpoints } from "../../domain/contracts/profit-settings";
import { memberEndpoints, payoutEndpoints, proxyEndpoints, storePaymentEndpoints as pay } from "../../domain/contracts/store-ops";
import { startHarness, type Harness } from "../helpers/harness";
import { complete, product, readyCheckout } from "./checkout-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

let seq = 0;
const tag = () => `${++seq}-${Math.random().toString(36).slice(2, 6)}`;
/** The harness's operator domain is backroom.dev. */
const operator = () => h.owner(`ops-${tag()}@backroom.dev`);
type Headers = Record<string, string>;
const assign = (headers: Headers, payment: Record<string, unknown>) => h.request(pay.assign, { headers, body: { payment } as never });
const savePayout = (headers: Headers, payout: Record<string, unknown>) => h.request(payoutEndpoints.save, { headers, body: { payout } as never });
const saveProxy = (headers: Headers, proxy: Record<string, unknown>) => h.request(proxyEndpoints.save, { headers, body: { proxy } as never });

describe("payment methods (assign-payment)", () => {
  it("a new store offers both manual methods at no fee; an assignment saves against its version and sets the profit report's fee", async () => {
    const ops = await operator();
    const fresh = await h.request(pay.get, { headers: ops.headers });
    expect(fresh.body.payment).toMatchObject({
      storeId: ops.storeId,
      cod: true,
      bankTransfer: true,
      bankTransferInstructions: "",
      feePercent: 0,
      feeFixedMinor: 0,
      version: 1,
    });

    const saved = await assign(ops.headers, {
      storeId: ops.storeId,
      cod: false,
      bankTransfer: true,
      bankTransferInstructions: "Vietcombank 0123456789, ghi mã đơn",
      feePercent: "2.5",
      feeFixedMinor: 3000,
      version: 1,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.payment).toMatchObject({ cod: false, bankTransfer: true, feePercent: 2.5, feeFixedMinor: 3000, version: 2 });

    const stale = await assign(ops.headers, { storeId: ops.storeId, cod: true, bankTransfer: false, feePercent: 0, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.error.message).toBe("The payment settings were changed by someone else since you opened them. Review them, then save again.");
    expect(stale.error.current).toMatchObject({ cod: false, version: 2 });

    // The estimated-profit report reads the store's profit settings: the assigned fee is there.
    const profit = await h.request(profitSettingsEndpoints.get, { headers: ops.headers });
    expect(profit.body.settings).toMatchObject({ paymentFeePercent: 2.5, paymentFeeFixed: 3000 });
  });

  it("the checkout offers only the assigned methods, shows bank transfer's instructions and refuses a method switched off", async () => {
    const ops = await operator();
    const { variantIds } = await product(h, ops, "Áo thun", [{ price: 100000, inventoryQuantity: 10 }]);
    const before = await readyCheckout(h, ops.storeId, [{ variantId: variantIds[0]!, quantity: 1 }]);
    expect(before.checkout.availablePaymentMethods).toEqual(["cod", "bank_transfer"]);
    expect(before.checkout.bankTransferInstructions).toBeNull();

    expect(
      (await assign(ops.headers, { storeId: ops.storeId, cod: false, bankTransfer: true, bankTransferInstructions: "ACB 987654", version: 1 })).status,
    ).toBe(200);
    const after = await h.request(checkoutEndpoints.get, { params: { storeId: ops.storeId, token: before.token } });
    expect(after.body.checkout.availablePaymentMethods).toEqual(["bank_transfer"]);
    expect(after.body.checkout.bankTransferInstructions).toBe("ACB 987654");

    const cod = await complete(h, ops.storeId, before.token, { paymentMethod: "cod" });
    expect(cod.status).toBe(400);
    expect(JSON.stringify(cod.error)).toContain("Choose one of the payment methods");
    const bank = await complete(h, ops.storeId, before.token, { paymentMethod: "bank_transfer" });
    expect(bank.status, JSON.stringify(bank.body)).toBe(201);
  });

  it("refuses bad input by field", async () => {
    const ops = await operator();
    const base = { storeId: ops.storeId, cod: true, bankTransfer: false, version: 1 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, cod: false }, "cod", "Offer at least one payment method"],
      [{ ...base, bankTransfer: true, bankTransferInstructions: " " }, "bankTransferInstructions", "Bank transfer instructions required"],
      [{ ...base, bankTransfer: true, bankTransferInstructions: "x".repeat(2001) }, "bankTransferInstructions", "Max length is 2000"],
      [{ ...base, feePercent: 101 }, "feePercent", "Payment fee (%) must be from 0 to 100"],
      [{ ...base, feePercent: 1.234 }, "feePercent", "Payment fee (%) has at most 2 decimals"],
      [{ ...base, feeFixedMinor: 1.5 }, "feeFixedMinor", "Payment fee per order must be a whole number of minor units, 0 or more"],
      [{ ...base, feeFixedMinor: -1 }, "feeFixedMinor", "Payment fee per order must be a whole number of minor units, 0 or more"],
      [{ ...base, version: undefined }, "version", "Version required"],
    ];
    for (const [body, field, message] of cases) {
      const res = await assign(ops.headers, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error.errors[field]?.[0], JSON.stringify(res.error.errors)).toBe(message);
    }
    expect((await h.request(pay.get, { headers: ops.headers })).body.payment.version).toBe(1);
  });

  it("admits operators of the store only: others get 404; another store's id is 404", async () => {
    const owner = await h.owner();
    const body = (storeId: string) => ({ storeId, cod: true, bankTransfer: false, version: 1 });
    expect((await h.request(pay.get, { headers: owner.headers })).status).toBe(404);
    expect((await assign(owner.headers, body(owner.storeId))).status).toBe(404);
    const ops = await operator();
    const staff = await h.staff(ops.storeId, ["settings"]);
    expect((await assign(staff.headers, body(ops.storeId))).status).toBe(404);
    expect((await h.request(pay.get, {})).status).toBe(401);
    // An operator assigns to the store they work in: naming another store, or working in one they are not a member of, is 404.
    const other = await operator();
    expect((await assign(ops.headers, body(other.storeId))).status).toBe(404);
    expect((await assign({ ...ops.headers, "store-id": other.storeId }, body(other.storeId))).status).toBe(404);
    expect((await h.request(pay.get, { headers: other.headers })).body.payment.version).toBe(1);
  });
});

describe("payout details", () => {
  it("keep the account number sealed: answers carry its last four only, a blank keeps it, the database holds no plaintext", async () => {
    const owner = await h.owner();
    expect((await h.request(payoutEndpoints.get, { headers: owner.headers })).body.payout).toMatchObject({
      accountNumber: { isSet: false, last4: "" },
      version: 1,
    });
    const secret = "0071 0009 87654";
    const first = await savePayout(owner.headers, { accountHolder: "Nguyễn Văn A", bankName: "Vietcombank", accountNumber: secret, swiftCode: "BF" });
    expect(first.status).toBe(400); // a missing version (and a bad SWIFT) is a field error
    const saved = await savePayout(owner.headers, {
      accountHolder: "Nguyễn Văn A",
      bankName: "Vietcombank",
      accountNumber: secret,
      swiftCode: "bfvvvnvx",
      branch: "HCM",
      version: 1,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.payout).toMatchObject({ accountNumber: { isSet: true, last4: "7654" }, swiftCode: "BFVVVNVX", branch: "HCM", version: 2 });

    const kept = await savePayout(owner.headers, { accountHolder: "Nguyễn Văn B", bankName: "Vietcombank", accountNumber: "", version: 2 });
    expect(kept.body.payout).toMatchObject({ accountHolder: "Nguyễn Văn B", accountNumber: { isSet: true, last4: "7654" }, version: 3 });
    const stale = await savePayout(owner.headers, { accountHolder: "X", bankName: "Y", accountNumber: "99999999", version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.error.current).toMatchObject({ accountHolder: "Nguyễn Văn B", version: 3 });

    const [row] = await h.database.db.select().from(storePayoutSettings).where(eq(storePayoutSettings.storeId, owner.storeId));
    expect(row!.accountNumberSealed).not.toContain("987654");
    const digits = secret.replace(/\s/g, "");
    const answers = [saved.body, kept.body, stale.body, (await h.request(payoutEndpoints.get, { headers: owner.headers })).body];
    expect(JSON.stringify([answers, h.logs, h.mails])).not.toContain(digits);
  });

  it("refuse bad input by field; the first save needs the number; staff without the settings scope get 403; each store its own", async () => {
    const owner = await h.owner();
    const base = { accountHolder: "A", bankName: "B", accountNumber: "12345678", version: 1 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, accountHolder: "" }, "accountHolder", "Account holder required"],
      [{ ...base, bankName: "  " }, "bankName", "Bank required"],
      [{ ...base, accountNumber: "12-34" }, "accountNumber", "Account number must be 6 to 34 letters and digits"],
      [{ ...base, accountNumber: "1234567890!" }, "accountNumber", "Account number must be 6 to 34 letters and digits"],
      [{ ...base, swiftCode: "ABC" }, "swiftCode", "SWIFT code must be 8 or 11 letters and digits"],
      [{ ...base, accountNumber: "" }, "accountNumber", "Account number required"],
      [{ ...base, branch: "x".repeat(256) }, "branch", "Max length is 255"],
    ];
    for (const [body, field, message] of cases) {
      const res = await savePayout(owner.headers, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error.errors[field]?.[0], JSON.stringify(res.error.errors)).toBe(message);
      expect(JSON.stringify(res.error)).not.toContain("1234567890");
    }
    const staff = await h.staff(owner.storeId, ["orders"]);
    expect((await h.request(payoutEndpoints.get, { headers: staff.headers })).status).toBe(403);
    const settingsStaff = await h.staff(owner.storeId, ["settings"]);
    expect((await savePayout(settingsStaff.headers, base)).status).toBe(200);
    const other = await h.owner();
    expect((await h.request(payoutEndpoints.get, { headers: { ...other.headers, "store-id": owner.storeId } })).status).toBe(404);
    expect((await h.request(payoutEndpoints.get, { headers: other.headers })).body.payout.version).toBe(1);
  });
});

describe("proxy", () => {
  it("saves a validated URL and sealed credentials; the password is never answered; a blank keeps it; no user name drops it", async () => {
    const ops = await operator();
    expect((await h.request(proxyEndpoints.get, { headers: ops.headers })).body.proxy).toEqual({
      enabled: false,
      url: "",
      username: "",
      passwordSet: false,
      version: 1,
      updatedAt: null,
    });
    const password = "s3cret-proxy-pass";
    const saved = await saveProxy(ops.headers, { enabled: true, url: "socks5://proxy.example.com:1080", username: "shop", password, version: 1 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.proxy).toMatchObject({ enabled: true, url: "socks5://proxy.example.com:1080", username: "shop", passwordSet: true, version: 2 });
    const kept = await saveProxy(ops.headers, { enabled: true, url: "http://proxy.example.com:3128", username: "shop", password: "", version: 2 });
    expect(kept.body.proxy).toMatchObject({ passwordSet: true, version: 3 });
    const [row] = await h.database.db.select().from(storeProxySettings).where(eq(storeProxySettings.storeId, ops.storeId));
    expect(row!.passwordSealed).toBeTruthy();
    expect(row!.passwordSealed).not.toContain(password);
    const stale = await saveProxy(ops.headers, { enabled: false, url: "", username: "other", password: "other-pass", version: 2 });
    expect(stale.status).toBe(409);
    const dropped = await saveProxy(ops.headers, { enabled: false, url: "https://p.example.com", username: "", version: 3 });
    expect(dropped.body.proxy).toMatchObject({ enabled: false, username: "", passwordSet: false, version: 4 });
    expect(JSON.stringify([saved.body, kept.body, stale.body, dropped.body, h.logs])).not.toContain(password);
  });

  it("refuses bad URLs and credentials by field", async () => {
    const ops = await operator();
    const base = { enabled: true, url: "http://proxy.example.com:8080", version: 1 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, url: "" }, "url", "Proxy URL required"],
      [{ ...base, url: "ftp://proxy.example.com" }, "url", "Proxy URL must be an http://, https:// or socks5:// address with a host"],
      [{ ...base, url: "proxy.example.com" }, "url", "Proxy URL must be an http://, https:// or socks5:// address with a host"],
      [{ ...base, url: "http://user:pw123456@proxy.example.com" }, "url", "Put the user name and password in their own fields, not in the URL"],
      [{ ...base, password: "pw-only-123" }, "username", "Password needs a user name"],
    ];
    for (const [body, field, message] of cases) {
      const res = await saveProxy(ops.headers, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error.errors[field]?.[0], JSON.stringify(res.error.errors)).toBe(message);
      expect(JSON.stringify(res.error)).not.toContain("pw123456");
      expect(JSON.stringify(res.error)).not.toContain("pw-only-123");
    }
  });

  it("is 404 for everyone but operators; another store's is 404", async () => {
    const owner = await h.owner();
    expect((await h.request(proxyEndpoints.get, { headers: owner.headers })).status).toBe(404);
    expect((await saveProxy(owner.headers, { enabled: false, version: 1 })).status).toBe(404);
    const ops = await operator();
    const other = await operator();
    expect((await h.request(proxyEndpoints.get, { headers: { ...ops.headers, "store-id": other.storeId } })).status).toBe(404);
  });
});

describe("members", () => {
  it("lists users newest first with search and paging; one member shows their stores, plan and sign-in info", async () => {
    const ops = await operator();
    const t = tag();
    const a = await h.owner(`member-a-${t}@example.com`);
    await h.staff(a.storeId, ["orders"], `member-b-${t}@example.com`);
    const found = await h.request(memberEndpoints.list, { headers: ops.headers, query: { search: `-${t}@`, limit: 1 } });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.total).toBe(2);
    expect(found.body.members).toHaveLength(1);
    expect(found.body.members[0]).toMatchObject({ email: `member-b-${t}@example.com`, storeCount: 1, verified: true });
    const page2 = await h.request(memberEndpoints.list, { headers: ops.headers, query: { search: `-${t}@`, limit: 1, page: 2 } });
    expect(page2.body.members[0]).toMatchObject({ email: `member-a-${t}@example.com` });
    // A wildcard in the search is a character, not a pattern.
    expect((await h.request(memberEndpoints.list, { headers: ops.headers, query: { search: "%" } })).body.total).toBe(0);

    const detail = await h.request(memberEndpoints.get, { headers: ops.headers, params: { id: a.userId } });
    expect(detail.status).toBe(200);
    expect(detail.body.member).toMatchObject({ email: `member-a-${t}@example.com`, storeCount: 1, activeSessions: 1 });
    expect(detail.body.member.lastSignInAt).not.toBeNull();
    expect(detail.body.member.stores).toEqual([
      expect.objectContaining({ storeId: a.storeId, role: "owner", plan: null, trial: expect.objectContaining({ status: "ACTIVE" }) }),
    ]);
    expect(JSON.stringify(detail.body)).not.toMatch(/password|token/i);
  });

  it("refuses bad paging, answers an unknown id 404, and is 404 for everyone but operators", async () => {
    const ops = await operator();
    expect((await h.request(memberEndpoints.list, { headers: ops.headers, query: { limit: 0 } })).status).toBe(400);
    expect((await h.request(memberEndpoints.list, { headers: ops.headers, query: { page: "x" } })).status).toBe(400);
    expect((await h.request(memberEndpoints.get, { headers: ops.headers, params: { id: "00000000-0000-4000-8000-000000000000" } })).status).toBe(404);
    expect((await h.request(memberEndpoints.get, { headers: ops.headers, params: { id: "nope" } })).status).toBe(404);
    const owner = await h.owner();
    expect((await h.request(memberEndpoints.list, { headers: owner.headers })).status).toBe(404);
    expect((await h.request(memberEndpoints.get, { headers: owner.headers, params: { id: owner.userId } })).status).toBe(404);
    expect((await h.request(memberEndpoints.list, {})).status).toBe(401);
  });

  it("disable revokes every session and refuses sign-in until enabled again; not one's own account; operators only", async () => {
    const ops = await operator();
    const email = `member-off-${tag()}@example.com`;
    const user = await h.owner(email);
    expect((await h.request(accountEndpoints.info, { headers: user.headers })).status).toBe(200);

    const off = await h.request(memberEndpoints.disable, { headers: ops.headers, params: { id: user.userId } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.message).toBe("Account disabled; its sessions were signed out.");
    expect((await h.request(accountEndpoints.info, { headers: user.headers })).status).toBe(401);
    expect((await h.request(authEndpoints.refresh, { body: { refreshToken: user.refreshToken } })).status).toBe(401);
    const refused = await h.request(authEndpoints.signIn, { body: { email, password: "correct horse battery" } });
    expect(refused.status).toBe(403);
    expect(refused.error.message).toBe("This account is disabled. Contact support to have it enabled again.");
    const detail = await h.request(memberEndpoints.get, { headers: ops.headers, params: { id: user.userId } });
    expect(detail.body.member).toMatchObject({ disabled: true, activeSessions: 0 });

    expect((await h.request(memberEndpoints.enable, { headers: ops.headers, params: { id: user.userId } })).status).toBe(200);
    expect((await h.request(memberEndpoints.get, { headers: ops.headers, params: { id: user.userId } })).body.member.disabled).toBe(false);
    expect((await h.request(authEndpoints.signIn, { body: { email, password: "correct horse battery" } })).status).toBe(200);

    const self = await h.request(memberEndpoints.disable, { headers: ops.headers, params: { id: ops.userId } });
    expect(self.status).toBe(400);
    expect(self.error.message).toBe("You cannot disable your own account.");
    const owner = await h.owner();
    expect((await h.request(memberEndpoints.disable, { headers: owner.headers, params: { id: user.userId } })).status).toBe(404);
    expect((await h.request(memberEndpoints.disable, { headers: ops.headers, params: { id: "00000000-0000-4000-8000-000000000000" } })).status).toBe(404);
  });
});
