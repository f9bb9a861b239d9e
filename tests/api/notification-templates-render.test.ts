// The Liquid sandbox of the notification templates (ADR 064, api/modules/notification-templates/render.ts): no file system,
// no unknown filter, own properties only, and limits on size, time and memory, so a template cannot hang the API;
// every default renders in both languages; HTML mail escapes what it shows.
import { describe, expect, it } from "vitest";
import { defaultTemplate, NOTIFICATION_TEMPLATES, type TemplateKey } from "../../domain/notification-templates";
import {
  checkTemplate,
  LIQUID_LIMITS,
  mailContext,
  renderSource,
  renderTemplateMail,
  renderText,
  sampleContext,
  TemplateError,
} from "../../api/modules/notification-templates/render";

const shop = { name: "Saigon Threads", domain: "saigon.shop" };

async function refusal(source: string, context: object = {}) {
  const error = await renderText(source, context).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TemplateError);
  return error as TemplateError;
}

describe("liquid sandbox", () => {
  it("names the line of a syntax error", () => {
    const error = checkTemplate("Hello\n\n{% if x %}\nno end");
    expect(error?.line).toBe(3);
    expect(error?.message).toMatch(/^Liquid syntax error on line 3: tag \{% if x %\} not closed/);
    expect(checkTemplate("{{ a }} {% for i in list %}{{ i }}{% endfor %}")).toBeNull();
  });

  it("refuses unknown filters (strictFilters) when the template is read", () => {
    expect(checkTemplate("{{ shop.name | exec }}")?.message).toBe("Liquid syntax error on line 1: undefined filter: exec");
  });

  it("reads no file: include, render and layout find nothing", async () => {
    for (const tag of ["{% include '/etc/passwd' %}", "{% render 'package.json' %}", "{% layout 'x' %}body"]) {
      expect((await refusal(tag)).message).toMatch(/Liquid syntax error/);
    }
  });

  it("reads only a value's own properties: no prototype or constructor", async () => {
    expect(await renderText("[{{ x.constructor }}][{{ x.__proto__ }}][{{ x.hasOwnProperty }}][{{ x.toString }}][{{ x.a }}]", { x: { a: 1 } })).toBe(
      "[][][][][1]",
    );
  });

  it("stops a loop that would run for ever (renderLimit) or build a huge text (memoryLimit), within a second", async () => {
    const started = Date.now();
    expect((await refusal("{% for i in (1..1000000) %}{% for j in (1..1000000) %}{% endfor %}{% endfor %}")).message).toMatch(/^Template too costly to render/);
    expect((await refusal("{% assign s = 'xxxxxxxxxx' %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}{{ s }}")).message).toMatch(
      /memory alloc limit exceeded/,
    );
    expect((await refusal("{% for i in (1..100000000) %}x{% endfor %}")).message).toMatch(/limit exceeded/);
    expect(Date.now() - started).toBeLessThan(1000 + LIQUID_LIMITS.renderLimit * 3);
  });

  it("refuses a template longer than parseLimit before reading it", async () => {
    const huge = "x".repeat(LIQUID_LIMITS.parseLimit + 1);
    expect(checkTemplate(huge)?.message).toMatch(/parse length limit exceeded/);
  });
});

describe("template mails", () => {
  it("every default renders in both languages with the sample order; SMS have no subject and no HTML", async () => {
    for (const info of NOTIFICATION_TEMPLATES) {
      for (const locale of ["vi", "en"] as const) {
        const mail = await renderTemplateMail(info.key as TemplateKey, locale, sampleContext(locale, shop, "https://admin.test"));
        expect(mail.fellBack, `${info.key} ${locale}`).toBe(false);
        expect(mail.text.length, `${info.key} ${locale}`).toBeGreaterThan(20);
        expect(mail.text).not.toMatch(/\{\{|\{%/);
        if (info.channel === "sms") expect([mail.subject, mail.html]).toEqual(["", ""]);
        else expect(mail.subject.length, `${info.key} ${locale}`).toBeGreaterThan(5);
      }
    }
    expect(defaultTemplate("abandoned-checkout-sms-1", "en").subject).toBe("");
  });

  it("the HTML part escapes values and the merchant's text, links the URLs and carries the branding", async () => {
    const context = mailContext({ shopName: "A & B", customerName: '<img src=x onerror="alert(1)">', checkout: { url: "https://shop.test/c?a=1&b=2" } });
    const mail = await renderSource("welcome", { subject: "Hi {{ customer.name }}", body: "<b>{{ customer.name }}</b>\n{{ checkout.url }}" }, context, {
      logoUrl: 'https://cdn.test/logo.png"><script>',
      accentColor: "#ff0000",
    });
    expect(mail.text).toBe('<b><img src=x onerror="alert(1)"></b>\nhttps://shop.test/c?a=1&b=2');
    expect(mail.html).not.toMatch(/<img src=x|<b>|<script>/);
    expect(mail.html).toContain("&lt;b&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;/b&gt;");
    expect(mail.html).toContain('<a href="https://shop.test/c?a=1&amp;b=2">');
    expect(mail.html).toContain('src="https://cdn.test/logo.png&#34;&gt;&lt;script&gt;"');
    expect(mail.html).toContain("#ff0000");
    expect(mail.html).toContain("<title>Hi &lt;img");
  });

  it("a stored text that fails at send time falls back to the default, so the mail still goes", async () => {
    const context = sampleContext("en", shop, "https://admin.test");
    const mail = await renderTemplateMail("order-confirmation", "en", context, {
      stored: { subject: "x", body: "{% for i in (1..1000000) %}{% for j in (1..1000000) %}{% endfor %}{% endfor %}" },
    });
    expect(mail.fellBack).toBe(true);
    expect(mail.subject).toBe("Order #1001 confirmed · Saigon Threads");
    // A reset row (no body) is the default too.
    expect((await renderTemplateMail("order-confirmation", "en", context, { stored: { subject: null, body: null } })).fellBack).toBe(false);
  });
});
