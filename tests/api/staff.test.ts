// A store's staff (SPEC §2 settings/account, §6; ADR 056) on the real API over PGlite: list, change, remove members,
// resend and cancel invitations; owners and admins only, the owner and oneself untouchable, versions, the store boundary.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEndpoints as ae } from "../../domain/contracts/accounts";
import { authEndpoints as auth } from "../../domain/contracts/auth";
import { staffEndpoints as st } from "../../domain/contracts/staff";
import { productEndpoints as pe } from "../../domain/contracts/products";
import { startHarness, type Harness } from "../helpers/harness";
import { freshEmail, tokenFromMail } from "./account-helpers";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Headers = Record<string, string>;
const list = (headers: Headers) => h.request(st.list, { headers });
const get = (headers: Headers, id: string) => h.request(st.get, { headers, params: { id } });
const update = (headers: Headers, id: string, member: Record<string, unknown>) => h.request(st.update, { headers, params: { id }, body: { member } });
const remove = (headers: Headers, id: string, version?: number) => h.request(st.remove, { headers, params: { id }, query: { version } });
const memberId = async (headers: Headers, userId: string) => (await list(headers)).body.members.find((m) => m.userId === userId)!._id;

describe("staff list", () => {
  it("lists the owner, admins and staff with roles and scopes, and the pending invitations", async () => {
    const owner = await h.owner("b-owner@shop.test");
    const staff = await h.staff(owner.storeId, ["orders", "products"], "c-staff@shop.test");
    const invitee = freshEmail("invitee");
    expect((await h.request(auth.invite, { headers: owner.headers, body: { email: invitee, role: "staff", scopes: ["orders", "analytics"] } })).status).toBe(
      201,
    );
    const res = await list(owner.headers);
    expect(res.status).toBe(200);
    expect(res.body.members.map((m) => [m.email, m.role, m.isYou])).toEqual([
      ["b-owner@shop.test", "owner", true],
      ["c-staff@shop.test", "staff", false],
    ]);
    expect(res.body.members[1]).toMatchObject({ userId: staff.userId, scopes: ["products", "orders"], version: 1 });
    expect(res.body.invitations).toEqual([
      expect.objectContaining({ email: invitee, role: "staff", scopes: ["orders", "analytics"], invitedBy: "b-owner@shop.test" }),
    ]);
    expect((await get(owner.headers, res.body.members[1]._id)).body.member.email).toBe("c-staff@shop.test");
  });

  it("is for owners and admins: staff get 403 even with the settings scope; no token 401", async () => {
    const owner = await h.owner();
    const manager = await h.staff(owner.storeId, ["settings", "products"]);
    const id = await memberId(owner.headers, manager.userId);
    expect((await list(manager.headers)).status).toBe(403);
    expect((await list(manager.headers)).error.message).toBe("Only the store owner and admins can manage staff.");
    expect((await get(manager.headers, id)).status).toBe(403);
    expect((await update(manager.headers, id, { role: "admin", scopes: [], version: 1 })).status).toBe(403);
    expect((await remove(manager.headers, id)).status).toBe(403);
    expect((await h.request(st.list, {})).status).toBe(401);
    // Promoted to admin, they may.
    expect((await update(owner.headers, id, { role: "admin", scopes: [], version: 1 })).status).toBe(200);
    expect((await list(manager.headers)).status).toBe(200);
  });
});

describe("changing a member", () => {
  it("saves role and scopes against the version; admins keep no scopes; the member's next call sees them", async () => {
    const owner = await h.owner();
    const staff = await h.staff(owner.storeId, ["orders"]);
    const id = await memberId(owner.headers, staff.userId);
    expect((await h.request(pe.list, { headers: staff.headers })).status).toBe(403);
    const saved = await update(owner.headers, id, { role: "staff", scopes: ["products", "orders", "products"], version: 1 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.member).toMatchObject({ role: "staff", scopes: ["products", "orders"], version: 2 });
    expect((await h.request(pe.list, { headers: staff.headers })).status).toBe(200);
    const info = await h.request(ae.info, { headers: staff.headers });
    expect(info.body.scopes).toEqual(["store", "report", "products", "orders"]);
    // A form's single ticked box arrives as a string.
    const one = await update(owner.headers, id, { role: "staff", scopes: "customers", version: 2 });
    expect(one.body.member).toMatchObject({ scopes: ["customers"], version: 3 });
    const admin = await update(owner.headers, id, { role: "admin", scopes: ["orders"], version: 3 });
    expect(admin.body.member).toMatchObject({ role: "admin", scopes: [], version: 4 });
    expect((await h.request(ae.info, { headers: staff.headers })).body.isStoreAdmin).toBe(true);
  });

  it("refuses bad input by field and writes nothing", async () => {
    const owner = await h.owner();
    const staff = await h.staff(owner.storeId, ["orders"]);
    const id = await memberId(owner.headers, staff.userId);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ role: "owner", scopes: [], version: 1 }, "role", "Role required"],
      [{ role: "", scopes: [], version: 1 }, "role", "Role required"],
      [{ scopes: [], version: 1 }, "role", "Role required"],
      [{ role: "staff", scopes: ["orders", "root"], version: 1 }, "scopes", "Unknown permission"],
      [{ role: "staff", scopes: [], version: "x" }, "version", "Version required"],
      [{ role: "staff", scopes: [] }, "version", "Version required"],
    ];
    for (const [member, field, message] of cases) {
      const res = await update(owner.headers, id, member);
      expect(res.status, JSON.stringify(member)).toBe(400);
      expect(JSON.stringify(res.error.errors?.[field] ?? res.error.errors), JSON.stringify(member)).toContain(message);
    }
    expect((await get(owner.headers, id)).body.member).toMatchObject({ role: "staff", scopes: ["orders"], version: 1 });
  });

  it("answers a stale version with 409 and the member as saved now", async () => {
    const owner = await h.owner();
    const staff = await h.staff(owner.storeId, ["orders"]);
    const id = await memberId(owner.headers, staff.userId);
    expect((await update(owner.headers, id, { role: "staff", scopes: ["products"], version: 1 })).status).toBe(200);
    const stale = await update(owner.headers, id, { role: "staff", scopes: ["themes"], version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.error.message).toBe("This staff member's access was changed by someone else since you opened it. Review it, then save again.");
    expect(stale.error.current).toMatchObject({ _id: id, scopes: ["products"], version: 2 });
    expect((await remove(owner.headers, id, 1)).status).toBe(409);
    expect((await get(owner.headers, id)).status).toBe(200);
  });

  it("never changes or removes the owner, and nobody changes or removes themselves here", async () => {
    const owner = await h.owner();
    const admin = await h.staff(owner.storeId, []);
    const adminId = await memberId(owner.headers, admin.userId);
    await update(owner.headers, adminId, { role: "admin", scopes: [], version: 1 });
    const ownerId = await memberId(owner.headers, owner.userId);
    for (const who of [owner.headers, admin.headers]) {
      const demote = await update(who, ownerId, { role: "staff", scopes: [], version: 1 });
      expect(demote.status).toBe(403);
      expect((await remove(who, ownerId)).status).toBe(403);
    }
    expect((await update(owner.headers, ownerId, { role: "admin", scopes: [], version: 1 })).error.message).toBe(
      "The store owner cannot be changed or removed.",
    );
    const self = await remove(admin.headers, adminId);
    expect(self.status).toBe(403);
    expect(self.error.message).toBe("You cannot change or remove your own access here.");
    expect((await update(admin.headers, adminId, { role: "staff", scopes: [], version: 2 })).status).toBe(403);
    expect((await list(owner.headers)).body.members.map((m) => m.role)).toEqual(["owner", "admin"]);
  });

  it("removes a member: their very next call to the store is refused, their other stores still work", async () => {
    const owner = await h.owner();
    const other = await h.owner();
    const staff = await h.staff(owner.storeId, ["products"]);
    const { addStoreMember } = await import("../../api/modules/accounts/store");
    await addStoreMember(h.database.db, { storeId: other.storeId, userId: staff.userId, role: "staff", scopes: ["products"] });
    const id = await memberId(owner.headers, staff.userId);
    expect((await h.request(pe.list, { headers: staff.headers })).status).toBe(200);
    const removed = await remove(owner.headers, id, 1);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe("Staff member removed");
    expect((await h.request(pe.list, { headers: staff.headers })).status).toBe(404);
    expect((await h.request(ae.info, { headers: staff.headers })).body).toMatchObject({ scopes: [], isStoreOwner: false, isStoreAdmin: false });
    expect((await h.request(pe.list, { headers: { ...staff.headers, "store-id": other.storeId } })).status).toBe(200);
    expect((await get(owner.headers, id)).status).toBe(404);
    expect((await remove(owner.headers, id)).status).toBe(404);
  });
});

describe("the store boundary", () => {
  it("answers another store's member and invitation ids with 404, and malformed ids too", async () => {
    const a = await h.owner();
    const b = await h.owner();
    const aStaff = await h.staff(a.storeId, ["orders"]);
    const aId = await memberId(a.headers, aStaff.userId);
    await h.request(auth.invite, { headers: a.headers, body: { email: freshEmail("a-invite"), role: "admin", scopes: [] } });
    const invitationId = (await list(a.headers)).body.invitations[0]._id;
    expect((await get(b.headers, aId)).status).toBe(404);
    expect((await update(b.headers, aId, { role: "admin", scopes: [], version: 1 })).status).toBe(404);
    expect((await remove(b.headers, aId)).status).toBe(404);
    expect((await h.request(st.resendInvitation, { headers: b.headers, params: { id: invitationId } })).status).toBe(404);
    expect((await h.request(st.cancelInvitation, { headers: b.headers, params: { id: invitationId } })).status).toBe(404);
    expect((await list(b.headers)).body).toMatchObject({ members: [expect.objectContaining({ userId: b.userId })], invitations: [] });
    // B's owner naming A's store in the header is not a member there.
    expect((await list({ ...b.headers, "store-id": a.storeId })).status).toBe(404);
    expect((await get(a.headers, "not-a-uuid")).status).toBe(404);
    expect((await get(a.headers, aId)).body.member).toMatchObject({ role: "staff", version: 1 });
    expect((await list(a.headers)).body.invitations).toHaveLength(1);
  });
});

describe("pending invitations", () => {
  it("resend mails a new link and kills the old one; cancel kills the link; both are gone from the list", async () => {
    const owner = await h.owner();
    const email = freshEmail("resend");
    await h.request(auth.invite, { headers: owner.headers, body: { email, role: "staff", scopes: ["orders"] } });
    const first = tokenFromMail(h, email, /invited/i, "/auth/accept");
    const [invitation] = (await list(owner.headers)).body.invitations;
    const resent = await h.request(st.resendInvitation, { headers: owner.headers, params: { id: invitation._id } });
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe(`Invitation sent to ${email}`);
    const second = tokenFromMail(h, email, /invited/i, "/auth/accept");
    expect(second).not.toBe(first);
    expect((await h.request(auth.acceptInfo, { query: { token: first } })).status).toBe(401);
    expect((await h.request(auth.acceptInfo, { query: { token: second } })).status).toBe(200);
    const now = (await list(owner.headers)).body.invitations;
    expect(now).toEqual([expect.objectContaining({ email, scopes: ["orders"] })]);
    expect(now[0]._id).not.toBe(invitation._id);
    // The old id is no longer pending.
    expect((await h.request(st.resendInvitation, { headers: owner.headers, params: { id: invitation._id } })).status).toBe(404);

    const cancelled = await h.request(st.cancelInvitation, { headers: owner.headers, params: { id: now[0]._id } });
    expect(cancelled.body.message).toBe("Invitation cancelled");
    expect((await h.request(auth.acceptInfo, { query: { token: second } })).status).toBe(401);
    expect((await list(owner.headers)).body.invitations).toEqual([]);
    expect((await h.request(st.cancelInvitation, { headers: owner.headers, params: { id: now[0]._id } })).status).toBe(404);
  });

  it("resend counts toward the hourly cap and staff cannot resend or cancel", async () => {
    const owner = await h.owner();
    const staff = await h.staff(owner.storeId, ["settings"]);
    const email = freshEmail("capped");
    await h.request(auth.invite, { headers: owner.headers, body: { email, role: "staff", scopes: [] } });
    let id = (await list(owner.headers)).body.invitations[0]._id;
    expect((await h.request(st.resendInvitation, { headers: staff.headers, params: { id } })).status).toBe(403);
    expect((await h.request(st.cancelInvitation, { headers: staff.headers, params: { id } })).status).toBe(403);
    let last = 200;
    for (let i = 0; i < 12 && last === 200; i++) {
      const res = await h.request(st.resendInvitation, { headers: owner.headers, params: { id } });
      last = res.status;
      if (res.status === 200) id = (await list(owner.headers)).body.invitations[0]._id;
    }
    expect(last).toBe(429);
    // The refused resend left the invitation pending.
    expect((await list(owner.headers)).body.invitations).toEqual([expect.objectContaining({ _id: id })]);
  });
});
