// The profile page's and the notification centre's actions (ADR 062) against the real API: the name's stale version is
// a 409 that keeps the typed name and carries the saved version (so saving again keeps it); the passwords are never
// sent back; mark read of another store's notification is the 404 page; the shell's loader answers the unread count.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertNotification } from "../../api/modules/notifications/store";
import { notificationEndpoints } from "../../domain/contracts/notifications";
import type { AppConfig } from "../../app/lib/context";
import { action as profileAction } from "../../app/routes/admin.user-profile/route";
import { action as inboxAction } from "../../app/routes/admin.notification/route";
import { loader as shellLoader } from "../../app/routes/admin/route";
import { adminConfigFor, loadContextOf, postForm, sessionCookieOf } from "../helpers/admin-session";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
let config: AppConfig;
beforeAll(async () => {
  h = await startHarness();
  config = adminConfigFor(h.url, "profile-secret");
});
afterAll(async () => {
  await h?.close();
});

type Reply = {
  intent: string;
  result?: { initialValue?: Record<string, unknown>; error?: Record<string, string[]> };
  current?: { name: string; version: number } | null;
};

describe("the profile page's action", () => {
  it("saves the name; a stale version is 409 with the typed name kept and the saved version carried; saving again keeps it", async () => {
    const owner = await h.owner();
    const saved = await postForm<Reply>(config, owner, profileAction, "/admin/user-profile", { intent: "name", name: "Lan", version: "1" });
    expect(saved.status).toBe(302);
    const stale = await postForm<Reply>(config, owner, profileAction, "/admin/user-profile", { intent: "name", name: "Mine", version: "1" });
    expect(stale.status).toBe(409);
    expect(stale.data?.result?.initialValue).toMatchObject({ name: "Mine" });
    expect(stale.data?.current).toMatchObject({ name: "Lan", version: 2 });
    const again = await postForm<Reply>(config, owner, profileAction, "/admin/user-profile", { intent: "name", name: "Mine", version: "2" });
    expect(again.status).toBe(302);
  });

  it("refuses a wrong current password on its field and never sends a password back", async () => {
    const owner = await h.owner();
    const refused = await postForm<Reply>(config, owner, profileAction, "/admin/user-profile", {
      intent: "password",
      currentPassword: "wrong-secret-1",
      password: "Quiet-harbour-4812",
      confirmPassword: "Quiet-harbour-4812",
    });
    expect(refused.status).toBe(400);
    expect(refused.data?.result?.error?.currentPassword?.[0]).toMatch(/.+/);
    const text = JSON.stringify(refused.data);
    expect(text).not.toContain("wrong-secret-1");
    expect(text).not.toContain("Quiet-harbour-4812");
    const email = await postForm<Reply>(config, owner, profileAction, "/admin/user-profile", { intent: "email", email: "x@", currentPassword: "p4ss-secret" });
    expect(email.status).toBe(400);
    expect(JSON.stringify(email.data)).not.toContain("p4ss-secret");
  });
});

describe("the notification centre's action and the shell's count", () => {
  it("marks one read and all read (back to the same list); another store's id is the 404 page; the shell counts unread", async () => {
    const a = await h.owner();
    const b = await h.owner();
    for (let i = 0; i < 2; i++) {
      await insertNotification(h.database.db, { storeId: a.storeId, kind: "import_failed", scope: "products", params: { file: `f${i}.csv` } }, h.clock.now());
    }
    const shell = async () => {
      const request = new Request("http://127.0.0.1/admin", { headers: { cookie: await sessionCookieOf(config, a) } });
      return (await shellLoader({ request, context: loadContextOf(config), params: {} } as never)) as { unreadNotifications: number };
    };
    expect((await shell()).unreadNotifications).toBe(2);
    const [row] = (await h.request(notificationEndpoints.list, { headers: a.headers })).body.notifications;
    const other = await postForm<Reply>(config, b, inboxAction, "/admin/notification", { intent: "read", id: row!.id });
    expect(other.status).toBe(404);
    const read = await postForm<Reply>(config, a, inboxAction, "/admin/notification?tab=unread&page=1", { intent: "read", id: row!.id });
    expect(read.status).toBe(302);
    expect(read.location).toBe("/admin/notification?tab=unread&page=1");
    expect((await shell()).unreadNotifications).toBe(1);
    const all = await postForm<Reply>(config, a, inboxAction, "/admin/notification", { intent: "read-all" });
    expect(all.status).toBe(302);
    expect((await shell()).unreadNotifications).toBe(0);
  });
});
