// The notification pages (ADR 064) as Remix runs their loaders and actions, against the real API on PGlite: the 404
// page for everyone but operators (loader and action), preview keeps the typed text and answers the rendering, a
// Liquid error is 400 next to its field with the input kept, save / 409, send-test and reset redirect with a toast.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationTemplateEndpoints as ne } from "../../domain/contracts/notification-templates";
import type { AppConfig } from "../../app/lib/context";
import { action as templateAction, loader as templateLoader } from "../../app/routes/admin.settings.notifications.$key/route";
import { loader as indexLoader } from "../../app/routes/admin.settings.notifications._index/route";
import { action as recipientsAction } from "../../app/routes/admin.settings.notifications.add-recipient/route";
import { adminConfigFor, loadContextOf, postForm, sessionCookieOf } from "../helpers/admin-session";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
let config: AppConfig;
beforeAll(async () => {
  h = await startHarness();
  config = adminConfigFor(h.url, "notifications-secret");
});
afterAll(async () => {
  await h?.close();
});

type SignedIn = { token: string; refreshToken: string; storeId: string };
type Reply = {
  intent: string;
  result?: { initialValue?: Record<string, unknown>; error?: Record<string, string[]> };
  conflict?: { version: number };
  preview?: { subject: string; text: string; html: string };
  pageError?: string;
};
const get = async (user: SignedIn, path: string) => new Request(`http://127.0.0.1${path}`, { headers: { cookie: await sessionCookieOf(config, user) } });
const run = <T>(p: Promise<T>) => p.catch((e: unknown) => e);
const operator = () => h.owner(`notif-page-${Math.random().toString(36).slice(2, 8)}@backroom.dev`);
const path = "/admin/settings/notifications/order-confirmation";
const params = { key: "order-confirmation" };

describe("the notification pages", () => {
  it("are the 404 page for a store owner who is not an operator, in the loaders and the actions; an unknown template too", async () => {
    const owner = await h.owner();
    const ctx = { context: loadContextOf(config) };
    for (const answer of [
      await run(indexLoader({ request: await get(owner, "/admin/settings/notifications"), ...ctx, params: {} })),
      await run(templateLoader({ request: await get(owner, path), ...ctx, params })),
    ])
      expect((answer as Response).status).toBe(404);
    expect((await postForm<Reply>(config, owner, templateAction, path, { intent: "preview", subject: "a", body: "b" }, params)).status).toBe(404);
    expect(
      (await postForm<Reply>(config, owner, recipientsAction, "/admin/settings/notifications/add-recipient", { recipients: "", version: "1" })).status,
    ).toBe(404);
    const ops = await operator();
    const unknown = await run(templateLoader({ request: await get(ops, "/admin/settings/notifications/nope"), ...ctx, params: { key: "nope" } }));
    expect((unknown as Response).status).toBe(404);
  });

  it("preview answers the typed text rendered and keeps it; a Liquid error is 400 on the field with the input kept", async () => {
    const ops = await operator();
    const fields = { intent: "preview", subject: "Hi {{ customer.name }}", body: "Order {{ order.name }}: {{ order.total }}", version: "1" };
    const preview = await postForm<Reply>(config, ops, templateAction, path, fields, params);
    expect(preview.status).toBe(200);
    expect(preview.data?.preview).toMatchObject({ subject: "Hi Lan Nguyễn", text: "Order #1001: 1.290.000 đ" });
    expect(preview.data?.result?.initialValue).toMatchObject({ subject: fields.subject, body: fields.body });
    // Nothing was saved.
    expect((await h.request(ne.getTemplate, { headers: ops.headers, params: { id: "order-confirmation" } })).body.template.customized).toBe(false);

    const bad = await postForm<Reply>(config, ops, templateAction, path, { ...fields, body: "ok\n{{ order.name | nope }}" }, params);
    expect(bad.status).toBe(400);
    expect(bad.data?.result?.error?.body).toEqual(["Liquid syntax error on line 2: undefined filter: nope"]);
    expect(bad.data?.result?.initialValue).toMatchObject({ body: "ok\n{{ order.name | nope }}" });
    const badSave = await postForm<Reply>(config, ops, templateAction, path, { ...fields, intent: "save", body: "{% for %}" }, params);
    expect(badSave.status).toBe(400);
    expect(badSave.data?.result?.error?.body?.[0]).toMatch(/^Liquid syntax error on line 1/);
  });

  it("save redirects with a toast, a stale one is 409 with the input kept; send-test mails the user; reset against the version", async () => {
    const ops = await operator();
    const fields = { intent: "save", subject: "Thanks {{ order.name }}", body: "Body one", version: "1" };
    const saved = await postForm<Reply>(config, ops, templateAction, path, fields, params);
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(path);
    const stale = await postForm<Reply>(config, ops, templateAction, path, { ...fields, body: "Body two" }, params);
    expect(stale.status).toBe(409);
    expect(stale.data?.conflict?.version).toBe(2);
    expect(stale.data?.result?.initialValue).toMatchObject({ body: "Body two" });

    const before = h.mails.length;
    const sent = await postForm<Reply>(config, ops, templateAction, path, { intent: "send-test" }, params);
    expect(sent.status).toBe(302);
    const mail = h.mails.slice(before).find((m) => m.subject === "[Test] Thanks #1001");
    expect(mail?.text).toBe("Body one");

    expect((await postForm<Reply>(config, ops, templateAction, path, { intent: "reset", version: "1" }, params)).status).toBe(409);
    expect((await postForm<Reply>(config, ops, templateAction, path, { intent: "reset", version: "2" }, params)).status).toBe(302);
    expect((await h.request(ne.getTemplate, { headers: ops.headers, params: { id: "order-confirmation" } })).body.template).toMatchObject({
      customized: false,
      version: 3,
    });
  });

  it("recipients: one a line; a bad address is 400 with the text kept; a good list is saved", async () => {
    const ops = await operator();
    const url = "/admin/settings/notifications/add-recipient";
    const bad = await postForm<Reply>(config, ops, recipientsAction, url, { recipients: "a@x.vn\nnope", version: "1" });
    expect(bad.status).toBe(400);
    expect(bad.data?.result?.error?.recipients).toEqual(["This is required email"]);
    expect(bad.data?.result?.initialValue).toMatchObject({ recipients: "a@x.vn\nnope" });
    expect((await postForm<Reply>(config, ops, recipientsAction, url, { recipients: "A@x.vn\nb@x.vn", version: "1" })).status).toBe(302);
    expect((await h.request(ne.getSettings, { headers: ops.headers })).body.settings.recipients).toEqual(["a@x.vn", "b@x.vn"]);
  });
});
