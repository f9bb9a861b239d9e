// ADR 034, Tier 2: a hydrated page carries its namespaces' texts (root.tsx), and the browser's reader over them
// (entry.client.tsx) says the same as the server's, with nothing else bundled.
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { createI18n, type Locale } from "../../domain/i18n";
import { createI18n as createI18nWith } from "../../domain/i18n/core";
import { HYDRATED_NAMESPACES, I18nProvider, Trans, clientTranslator, i18nPayload, payloadJson, useT, type I18nPayload } from "../../app/lib/i18n";
import { createReader, keepingUsed, translatorOf } from "../../domain/i18n/reader";
import { localizeWith } from "../../domain/i18n/catalog";

describe("a hydrated page's texts", () => {
  it("carry only the page's namespaces, in its language, and the browser says what the server said", () => {
    const server = translatorOf(createI18n("vi"));
    const payload = JSON.parse(payloadJson(i18nPayload(server, [...HYDRATED_NAMESPACES, "auth"]))) as I18nPayload;
    expect(payload.locale).toBe("vi");
    expect(Object.keys(payload.resources).sort()).toEqual(["auth", "common", "fields", "messages"]);

    const browser = clientTranslator(payload);
    expect(browser.language).toBe("vi");
    expect(browser.t("shell.signOut")).toBe(server.t("shell.signOut"));
    expect(browser.t("signIn.title", { ns: "auth" })).toBe("Đăng nhập vào Backroom");
    expect(localizeWith(browser, "Password required")).toBe("Mật khẩu là bắt buộc");
    // The mails' texts were not asked for, so the browser does not have them.
    expect(browser.exists("verify.subject", { ns: "mail" })).toBe(false);
  });

  it("carry of the catalogue only what the page's render said, which is all the browser then says", () => {
    const server = keepingUsed(translatorOf(createI18n("vi")), ["messages", "fields"]);
    const shown = localizeWith(server, "Password required");
    expect(shown).toBe("Mật khẩu là bắt buộc");
    server.t("shell.signOut");
    const payload = JSON.parse(payloadJson(i18nPayload(server, HYDRATED_NAMESPACES))) as I18nPayload;
    expect(payload.resources.messages).toEqual({ required: "{{field}} là bắt buộc" });
    expect(payload.resources.fields).toEqual({ Password: "Mật khẩu" });
    // Namespaces that are not flat catalogues come whole: a widget may say more of them after a click.
    expect(Object.keys(payload.resources.common as object).length).toBeGreaterThan(5);
    expect(localizeWith(clientTranslator(payload), "Password required")).toBe(shown);
  });

  it("cannot close its <script> element early", () => {
    const json = payloadJson({ locale: "en", resources: { common: { x: "</script><script>alert(1)</script>" } } });
    expect(json).not.toContain("</script>");
    expect((JSON.parse(json) as I18nPayload).resources.common).toEqual({ x: "</script><script>alert(1)</script>" });
  });
});

describe("Trans: a text with markup", () => {
  const render = (locale: Locale, node: (t: TFunction<"auth">) => ReactElement) => {
    const translator = translatorOf(createI18n(locale));
    function Page() {
      return node(useT("auth"));
    }
    return renderToStaticMarkup(createElement(I18nProvider, { translator }, createElement(Page)));
  };

  it("puts the given elements where the text's tags are, with the values inside, in both languages", () => {
    const sentTo = (t: TFunction<"auth">) =>
      createElement(Trans<"auth">, { t, i18nKey: "verify.sentBodyTo", values: { email: "lan@shop.test" }, components: { strong: createElement("strong") } });
    expect(render("en", sentTo)).toMatch(/^[^<]*<strong>lan@shop.test<\/strong>[^<]*$/);
    expect(render("vi", sentTo)).toMatch(/<strong>lan@shop.test<\/strong>/);
    expect(render("vi", sentTo)).not.toBe(render("en", sentTo));
  });

  it("leaves a tag it was given no element for as text, escaped", () => {
    const reader = createReader("en", { auth: { x: "a <b>bold</b> and <i>not given</i> <br/>" } });
    const html = renderToStaticMarkup(
      createElement(
        I18nProvider,
        { translator: reader },
        createElement(() =>
          createElement(Trans<"auth">, { t: useT("auth"), i18nKey: "x" as never, components: { b: createElement("b"), br: createElement("br") } }),
        ),
      ),
    );
    expect(html).toBe("a <b>bold</b> and &lt;i&gt;not given&lt;/i&gt; <br/>");
  });
});

describe("the reader's plurals", () => {
  it("pick the form i18next picks for each count, zero included", () => {
    const texts = { common: { items_zero: "no items", items_one: "{{count}} item", items_other: "{{count}} items" } };
    for (const locale of ["en", "vi"] as const) {
      const i18next = translatorOf(createI18nWith(locale, { resources: { [locale]: texts } }));
      const reader = createReader(locale, texts);
      for (const count of [0, 1, 2, 11, 21]) expect(reader.t("items", { count }), `${locale} ${count}`).toBe(i18next.t("items", { count }));
    }
    expect(createReader("en", texts).t("items", { count: 1 })).toBe("1 item");
    expect(createReader("vi", texts).t("items", { count: 1 })).toBe("1 items");
  });
});
