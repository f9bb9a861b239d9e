// Notification templates (ADR 064, SPEC §7 Notifications) on the real API over PGlite: the list with what a store
// changed, one template in the store's language, a save against its version (a Liquid error is 400 on its field with
// the line; a stale version 409), reset, preview, the test mail in the outbox, the branding and staff recipients;
// operators only (everyone else 404), the store boundary; and that the mails a store sends are its edited templates.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createMailer } from "../../api/mailer";
import { notificationTemplateEndpoints as ne } from "../../domain/contracts/notification-templates";
import { NOTIFICATION_TEMPLATES } from "../../domain/notification-templates";
import { startHarness, type Harness } from "../helpers/harness";
import { pendingOrder, shop } from "./order-actions-helpers";

let h: Harness;
beforeAll(async () => {
  // The real mailer on the harness's database: a test mail must land in the outbox.
  h = await startHarness({ mailer: (db) => createMailer(db, { smtpUrl: null, from: "test@backroom.dev", log: () => {}, outboxIsMailbox: true }) });
});
afterAll(async () => {
  await h?.close();
});

let seq = 0;
/** The harness's operator domain is backroom.dev. */
const operator = () => h.owner(`notif-ops${++seq}-${Math.random().toString(36).slice(2, 6)}@backroom.dev`);
type Headers = Record<string, string>;
const save = (headers: Headers, id: string, template: Record<string, unknown>) =>
  h.request(ne.saveTemplate, { headers, params: { id } as never, body: { template } as never });
const get = (headers: Headers, id: string) => h.request(ne.getTemplate, { headers, params: { id } as never });

describe("notification templates", () => {
  it("list every SPEC §2 template (22 with the three e-mail and three SMS abandoned steps) in order, none customised, version 1", async () => {
    const ops = await operator();
    const res = await h.request(ne.listTemplates, { headers: ops.headers });
    expect(res.status).toBe(200);
    expect(res.body.templates.map((t) => t.key)).toEqual(NOTIFICATION_TEMPLATES.map((t) => t.key));
    expect(res.body.templates.every((t) => !t.customized && t.version === 1)).toBe(true);
    expect(res.body.templates.find((t) => t.key === "abandoned-checkout-sms-2")!.channel).toBe("sms");
  });

  it("get one by key in the store's language; save, a stale save 409 with the current one, reset; list says customised", async () => {
    const ops = await operator();
    const first = await get(ops.headers, "order-confirmation");
    expect(first.status).toBe(200);
    expect(first.body.template).toMatchObject({ key: "order-confirmation", language: "vi", customized: false, version: 1 });
    expect(first.body.template.subject).toContain("Đơn hàng {{ order.name }}");

    const saved = await save(ops.headers, "order-confirmation", { subject: "Cảm ơn {{ customer.name }}", body: "Đơn {{ order.name }}", version: 1 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.template).toMatchObject({ customized: true, version: 2, subject: "Cảm ơn {{ customer.name }}", body: "Đơn {{ order.name }}" });
    const stale = await save(ops.headers, "order-confirmation", { subject: "x", body: "y", version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.error.message).toBe("This template was changed by someone else since you opened it. Review it, then save again.");
    expect(stale.error.current).toMatchObject({ version: 2, body: "Đơn {{ order.name }}" });
    const list = await h.request(ne.listTemplates, { headers: ops.headers });
    expect(list.body.templates.filter((t) => t.customized).map((t) => t.key)).toEqual(["order-confirmation"]);

    expect((await h.request(ne.resetTemplate, { headers: ops.headers, params: { id: "order-confirmation" }, query: { version: 1 } })).status).toBe(409);
    const reset = await h.request(ne.resetTemplate, { headers: ops.headers, params: { id: "order-confirmation" }, query: { version: 2 } });
    expect(reset.status).toBe(200);
    expect(reset.body.template).toMatchObject({ customized: false, version: 3 });
    expect(reset.body.template.body).toBe(reset.body.template.defaultBody);
    // The page opened before the reset cannot overwrite it unseen; one opened after can save again.
    expect((await save(ops.headers, "order-confirmation", { subject: "a", body: "b", version: 2 })).status).toBe(409);
    expect((await save(ops.headers, "order-confirmation", { subject: "a", body: "b", version: 3 })).body.template).toMatchObject({
      version: 4,
      customized: true,
    });
  });

  it("a Liquid error is 400 on its field with the line, an unknown filter too; a required subject; an SMS keeps no subject", async () => {
    const ops = await operator();
    const bad = await save(ops.headers, "welcome", { subject: "Hi", body: "Line one\n{% if customer.name %}\nno end", version: 1 });
    expect(bad.status).toBe(400);
    expect(bad.error.errors?.body?.[0]).toMatch(/^Liquid syntax error on line 2: /);
    const filter = await save(ops.headers, "welcome", { subject: "{{ shop.name | shout }}", body: "ok", version: 1 });
    expect(filter.status).toBe(400);
    expect(filter.error.errors?.subject?.[0]).toMatch(/line 1: undefined filter: shout/);
    const include = await save(ops.headers, "welcome", { subject: "Hi", body: "{% include 'secrets' %}", version: 1 });
    expect(include.status).toBe(400);
    expect(include.error.errors?.body?.[0]).toMatch(/Liquid syntax error/);
    expect((await save(ops.headers, "welcome", { subject: "", body: "ok", version: 1 })).error.errors).toEqual({ subject: ["Subject required"] });
    expect((await save(ops.headers, "welcome", { subject: "Hi", body: "  ", version: 1 })).error.errors).toEqual({ body: ["Body required"] });
    const hang = await save(ops.headers, "welcome", {
      subject: "Hi",
      body: "{% for i in (1..1000000) %}{% for j in (1..1000000) %}x{% endfor %}{% endfor %}",
      version: 1,
    });
    expect(hang.status).toBe(400);
    expect(hang.error.errors?.body?.[0]).toMatch(/^Template too costly to render/);
    expect((await get(ops.headers, "welcome")).body.template.customized).toBe(false);

    const sms = await save(ops.headers, "abandoned-checkout-sms-1", { subject: "ignored", body: "{{ shop.name }}: {{ checkout.url }}", version: 1 });
    expect(sms.status, JSON.stringify(sms.body)).toBe(200);
    expect(sms.body.template.subject).toBe("");
  });

  it("preview renders the typed text with the sample order and escapes values in the HTML", async () => {
    const ops = await operator();
    const res = await h.request(ne.previewTemplate, {
      headers: ops.headers,
      params: { id: "order-confirmation" },
      body: { template: { subject: "{{ order.name }} <b>", body: "{% for item in order.items %}{{ item.title }};{% endfor %} <script>x</script>" } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.preview.subject).toBe("#1001 <b>");
    expect(res.body.preview.text).toContain("Áo dài lụa (M);Nón lá;");
    expect(res.body.preview.html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(res.body.preview.html).not.toContain("<script>");
    const bad = await h.request(ne.previewTemplate, {
      headers: ops.headers,
      params: { id: "order-confirmation" },
      body: { template: { subject: "ok", body: "{{ x" } },
    });
    expect(bad.status).toBe(400);
    expect(bad.error.errors?.body?.[0]).toMatch(/line 1/);
  });

  it("send-test-email mails the saved template with the sample order to the signed-in user: it lands in the outbox", async () => {
    const ops = await operator();
    await save(ops.headers, "shipping-update", { subject: "Test subject {{ order.name }}", body: "Tracking {{ tracking.number }}", version: 1 });
    const res = await h.request(ne.sendTestEmail, { headers: ops.headers, params: { id: "shipping-update" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const to = res.body.to;
    expect(res.body.message).toBe(`Test email sent to ${to}`);
    const outbox = (await h.database.db.execute(sql`select "to", subject, text from outbox where "to" = ${to}`)).rows as { subject: string; text: string }[];
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.subject).toBe("[Test] Test subject #1001");
    expect(outbox[0]!.text).toBe("Tracking GHN123456");
  });

  it("branding: accent #rrggbb and a logo URL, against a version; recipients: e-mails, at most 20, no duplicates", async () => {
    const ops = await operator();
    expect((await h.request(ne.getSettings, { headers: ops.headers })).body.settings).toMatchObject({ accentColor: "#1c7ed6", recipients: [], version: 1 });
    const badColour = await h.request(ne.saveBranding, {
      headers: ops.headers,
      body: { settings: { accentColor: "red", logoUrl: "javascript:x", version: 1 } },
    });
    expect(badColour.status).toBe(400);
    expect(badColour.error.errors).toEqual({ accentColor: ["Colour must be #rrggbb"], logoUrl: ["Logo must be an http(s) URL or an uploaded image path"] });
    const branded = await h.request(ne.saveBranding, {
      headers: ops.headers,
      body: { settings: { accentColor: "#AA3300", logoUrl: "https://cdn.example.com/logo.png", version: 1 } },
    });
    expect(branded.body.settings).toMatchObject({ accentColor: "#AA3300", version: 2 });
    expect((await h.request(ne.saveRecipients, { headers: ops.headers, body: { settings: { recipients: ["a@x.vn"], version: 1 } } })).status).toBe(409);
    const badMail = await h.request(ne.saveRecipients, {
      headers: ops.headers,
      body: { settings: { recipients: "a@x.vn\nnot-an-email", version: 2 } } as never,
    });
    expect(badMail.status).toBe(400);
    expect(badMail.error.errors).toEqual({ "recipients.1": ["This is required email"] });
    const many = Array.from({ length: 21 }, (_, i) => `s${i}@x.vn`);
    expect((await h.request(ne.saveRecipients, { headers: ops.headers, body: { settings: { recipients: many, version: 2 } } })).error.errors).toEqual({
      recipients: ["Max length is 20"],
    });
    const ok = await h.request(ne.saveRecipients, { headers: ops.headers, body: { settings: { recipients: "A@x.vn, b@x.vn", version: 2 } } as never });
    expect(ok.body.settings).toMatchObject({ recipients: ["a@x.vn", "b@x.vn"], accentColor: "#AA3300", version: 3 });
  });

  it("everyone but operators gets 404 (owners included); an unknown key is 404; another store's templates are not readable", async () => {
    const owner = await h.owner();
    for (const res of [
      await h.request(ne.listTemplates, { headers: owner.headers }),
      await get(owner.headers, "order-confirmation"),
      await save(owner.headers, "order-confirmation", { subject: "a", body: "b", version: 1 }),
      await h.request(ne.sendTestEmail, { headers: owner.headers, params: { id: "welcome" } }),
      await h.request(ne.getSettings, { headers: owner.headers }),
    ])
      expect(res.status).toBe(404);
    const ops = await operator();
    expect((await get(ops.headers, "no-such-template")).status).toBe(404);
    // An operator who is not a member of the other store: its templates are 404, as every store-scoped call.
    const other = await operator();
    await save(other.headers, "welcome", { subject: "Other store's secret", body: "secret", version: 1 });
    const cross = await h.request(ne.getTemplate, { headers: { ...ops.headers, "store-id": other.storeId }, params: { id: "welcome" } });
    expect(cross.status).toBe(404);
    expect((await get(ops.headers, "welcome")).body.template.subject).not.toContain("secret");
  });
});

describe("the mails a store sends are its templates", () => {
  it("a placed order's buyer receives the edited order confirmation; the staff recipients get staff new order", async () => {
    const ops = await operator();
    const { ao } = await shop(h, ops);
    await save(ops.headers, "order-confirmation", {
      subject: "Got it: {{ order.name }}",
      body: "Dear {{ customer.email }}, {% for item in order.items %}[{{ item.quantity }}x {{ item.product_title }}]{% endfor %} = {{ order.total }}",
      version: 1,
    });
    await h.request(ne.saveBranding, { headers: ops.headers, body: { settings: { accentColor: "#123456", logoUrl: "", version: 1 } } });
    await h.request(ne.saveRecipients, { headers: ops.headers, body: { settings: { recipients: ["boss@example.com", "desk@example.com"], version: 2 } } });
    const order = await pendingOrder(h, ops, [{ variantId: ao, quantity: 2 }], "buyer-notif@example.com");
    const mail = h.mails.find((m) => m.to === "buyer-notif@example.com");
    expect(mail?.subject).toBe(`Got it: ${order.name}`);
    expect(mail?.text).toBe("Dear buyer-notif@example.com, [2x Áo dài] = 630.000 đ");
    expect(mail?.html).toContain("#123456");
    const staff = h.mails.filter((m) => m.subject.includes(`Đơn hàng mới ${order.name}`));
    expect(staff.map((m) => m.to).sort()).toEqual(["boss@example.com", "desk@example.com"]);
    expect(staff[0]!.text).toContain(`/admin/orders/detail/${order._id}`);
  });

  it("a store that changed nothing sends the default in its language", async () => {
    const owner = await h.owner();
    const { ao } = await shop(h, owner);
    const order = await pendingOrder(h, owner, [{ variantId: ao, quantity: 1 }], "plain-notif@example.com");
    const mail = h.mails.find((m) => m.to === "plain-notif@example.com");
    expect(mail?.subject).toMatch(new RegExp(`^Đơn hàng ${order.name} đã được xác nhận · Store of `));
    expect(mail?.text).toContain("Áo dài (M) (số lượng: 1)");
  });
});
