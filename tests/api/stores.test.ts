import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stores } from "../../api/db/schema";
import { insertOutboxMail } from "../../api/modules/outbox/store";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

describe("PUT /stores/survey", () => {
  it("saves the answers for the store in store-id", async () => {
    const owner = await h.owner();
    const res = await h.call("PUT", "/stores/survey", { headers: owner.headers, body: { survey: { industry: "Fashion", revenue: "0-1000" } } });
    expect(res.status).toBe(200);
    const [row] = await h.database.db.select({ survey: stores.survey }).from(stores).where(eq(stores.id, owner.storeId));
    expect(row.survey).toEqual({ industry: "Fashion", revenue: "0-1000" });
  });

  it("is open to staff without extra scopes (store is always granted)", async () => {
    const owner = await h.owner();
    const staff = await h.staff(owner.storeId, []);
    expect((await h.call("PUT", "/stores/survey", { headers: staff.headers, body: { survey: { role: "packer" } } })).status).toBe(200);
  });

  it("answers 404 for a store the user is not a member of, and 400 without a store-id", async () => {
    const a = await h.owner();
    const b = await h.owner();
    const crossed = await h.call("PUT", "/stores/survey", { headers: { ...a.headers, "store-id": b.storeId }, body: { survey: { x: "y" } } });
    expect(crossed.status).toBe(404);
    const [row] = await h.database.db.select({ survey: stores.survey }).from(stores).where(eq(stores.id, b.storeId));
    expect(row.survey).toBeNull();

    const { "store-id": _omitted, ...noStore } = a.headers;
    expect((await h.call("PUT", "/stores/survey", { headers: noStore, body: { survey: {} } })).status).toBe(400);
  });

  it("rejects a survey that is not a map of short strings", async () => {
    const owner = await h.owner();
    for (const survey of [undefined, "text", ["a"], { answer: 5 }, { answer: "x".repeat(256) }]) {
      const res = await h.call("PUT", "/stores/survey", { headers: owner.headers, body: { survey } });
      expect(res.status, JSON.stringify(survey)).toBe(400);
    }
  });
});

describe("GET /outbox", () => {
  it("is refused to everyone but operators", async () => {
    const owner = await h.owner();
    expect((await h.call("GET", "/outbox", { headers: owner.headers })).status).toBe(404);
    expect((await h.call("GET", "/outbox")).status).toBe(401);
  });

  it("lists stored mail for operators, newest first, filtered by recipient", async () => {
    const operator = await h.owner("ops@backroom.dev");
    await insertOutboxMail(h.database.db, { to: "Lan@Shop.test", subject: "Verify your email for Backroom", text: "http://admin.test/auth/verify?token=a" });
    await insertOutboxMail(h.database.db, {
      to: "other@shop.test",
      subject: "Reset your Backroom password",
      text: "http://admin.test/auth/reset-password?token=b",
    });

    const all = await h.call("GET", "/outbox", { headers: operator.headers });
    expect(all.status).toBe(200);
    expect(all.body.mails.map((m: { to: string }) => m.to)).toEqual(["other@shop.test", "lan@shop.test"]);

    const filtered = await h.call("GET", "/outbox?to=lan@shop.test", { headers: operator.headers });
    expect(filtered.body.mails).toHaveLength(1);
    expect(filtered.body.mails[0]).toMatchObject({ to: "lan@shop.test", subject: "Verify your email for Backroom", status: "stored" });
    expect(Object.keys(filtered.body.mails[0]).sort()).toEqual(["channel", "createdAt", "id", "status", "subject", "text", "to"]);
  });
});
