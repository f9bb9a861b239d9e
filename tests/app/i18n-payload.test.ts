// ADR 034, Tier 2: a hydrated page carries its namespaces' texts (root.tsx), and the browser's instance built from them
// (entry.client.tsx) says the same as the server's, with nothing else bundled.
import { describe, expect, it } from "vitest";
import { createI18n } from "../../domain/i18n";
import { HYDRATED_NAMESPACES, clientI18n, i18nPayload, payloadJson, type I18nPayload } from "../../app/lib/i18n";
import { localizeWith } from "../../domain/i18n/catalog";

describe("a hydrated page's texts", () => {
  it("carry only the page's namespaces, in its language, and the browser says what the server said", () => {
    const server = createI18n("vi");
    const payload = JSON.parse(payloadJson(i18nPayload(server, [...HYDRATED_NAMESPACES, "auth"]))) as I18nPayload;
    expect(payload.locale).toBe("vi");
    expect(Object.keys(payload.resources).sort()).toEqual(["auth", "common", "fields", "messages"]);

    const browser = clientI18n(payload);
    expect(browser.language).toBe("vi");
    expect(browser.t("shell.signOut")).toBe(server.t("shell.signOut"));
    expect(browser.t("signIn.title", { ns: "auth" })).toBe("Đăng nhập vào Backroom");
    expect(localizeWith(browser, "Password required")).toBe("Mật khẩu là bắt buộc");
    // The mails' texts were not asked for, so the browser does not have them.
    expect(browser.exists("verify.subject", { ns: "mail" })).toBe(false);
  });

  it("cannot close its <script> element early", () => {
    const json = payloadJson({ locale: "en", resources: { common: { x: "</script><script>alert(1)</script>" } } });
    expect(json).not.toContain("</script>");
    expect((JSON.parse(json) as I18nPayload).resources.common).toEqual({ x: "</script><script>alert(1)</script>" });
  });
});
