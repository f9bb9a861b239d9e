import { describe, expect, it } from "vitest";
import { createI18n, en, findMessage, fixedT, localeFromAcceptLanguage, localizeMessage, resources } from "../../domain/i18n";
import { MENU } from "../../domain/menu";
import { messages } from "../../domain/messages";
import { NUL_MESSAGE } from "../../domain/validation";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

// Texts that are the same in both languages on purpose: names, a word Vietnamese borrows, a bare placeholder.
const SAME_IN_VI = new Set([
  // Billing: the card code's name.
  "fields:CVC",
  "billing:billing.cvc",
  // Shipping and taxes: a rate's "name: price" and a dash for no regions carry no words.
  "settings:shipping.rateSummaryAlways",
  "settings:taxes.noRegions",
  "common:appName",
  "common:language.vi",
  "common:language.en",
  "common:shell.menu",
  "common:list.all",
  // "{{count}} {{noun}}": Vietnamese nouns have no plural, English adds an s only to the other form (list.countOther).
  "common:list.countOne",
  // A column's name and its value in quotes, and a search in quotes: nothing to translate but the placeholders.
  "bulk:sheet.savedValue",
  "csv:scope.search",
  "common:dialog.ok",
  "auth:fields.email",
  "fields:Email",
  "fields:Token",
  "customers:editor.email",
  "abandoned:schedule.email",
  "abandoned:detail.email",
  "abandoned:storefront.email",
  "abandoned:filters.datePlaceholder",
  "orderCreate:customer.email",
  // The outbox's channel badges: Vietnamese says "Email" and "SMS" too.
  "auth:outbox.channel.email",
  "auth:outbox.channel.sms",
  // The notification list's channel badges, likewise (ADR 064).
  "notifications:index.email",
  "notifications:index.sms",
  // The date format SPEC §9 writes, as a field's placeholder.
  "common:dateRange.placeholder",
  // Vietnamese says "video" too.
  "products:media.video",
  "products:media.videoN",
]);

describe("the two languages' resources", () => {
  const namespaces = Object.keys(en) as (keyof typeof en)[];

  it.each(namespaces)("%s: every English key is in Vietnamese, with the same {{values}}, and none extra", (ns) => {
    const english = new Map(leaves(en[ns] as unknown as Tree));
    const vietnamese = new Map(leaves(resources.vi[ns] as Tree));
    expect([...vietnamese.keys()].sort()).toEqual([...english.keys()].sort());
    const values = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[0]).sort();
    for (const [key, text] of english) expect(values(vietnamese.get(key)!), `${ns}:${key}`).toEqual(values(text));
  });

  it.each(namespaces)("%s: every Vietnamese text is translated, not the English one left in place", (ns) => {
    const vietnamese = new Map(leaves(resources.vi[ns] as Tree));
    const untranslated = leaves(en[ns] as unknown as Tree)
      .filter(([key, text]) => vietnamese.get(key) === text && !SAME_IN_VI.has(`${ns}:${key}`))
      .map(([key]) => `${ns}:${key}`);
    expect(untranslated).toEqual([]);
  });

  it("names every entry of the menu (domain/menu.ts's labels are the keys)", () => {
    const labels = MENU.flatMap((item) => [item.label, ...(item.children ?? []).map((child) => child.label)]);
    expect(labels.filter((label) => !(label in en.common.menu))).toEqual([]);
  });
});

describe("the message catalogue (SPEC §5 and §8 in the reader's language)", () => {
  it("knows every SPEC §5 message the schemas produce, with its values", () => {
    expect(findMessage(messages.required("Email"))).toEqual({ key: "required", values: { field: "Email" } });
    expect(findMessage(messages.minLength(8))).toEqual({ key: "minLength", values: { n: "8" } });
    for (const text of [messages.domain, messages.alpha, messages.email, messages.phone, messages.maxLength(255), NUL_MESSAGE]) {
      expect(findMessage(text), text).not.toBeNull();
    }
  });

  it("says them in Vietnamese, field labels included, and leaves English and unknown texts as they are", () => {
    expect(localizeMessage("Store name required", "vi")).toBe("Tên cửa hàng là bắt buộc");
    expect(localizeMessage("Max length is 255", "vi")).toBe("Độ dài tối đa là 255");
    expect(localizeMessage("This is required email", "vi")).toBe("Vui lòng nhập email hợp lệ");
    expect(localizeMessage("404 not found", "vi")).toBe("404 không tìm thấy");
    expect(localizeMessage("Oops! Unknown error!", "vi")).toBe("Rất tiếc! Đã xảy ra lỗi không xác định!");
    // A label the fields namespace does not know yet stays in the sentence as written.
    expect(localizeMessage("Vendor required", "vi")).toBe("Vendor là bắt buộc");
    expect(localizeMessage("Store name required", "en")).toBe("Store name required");
    expect(localizeMessage("Something only a user wrote", "vi")).toBe("Something only a user wrote");
  });
});

describe("instances", () => {
  it("gives each request its own language: one switching does not change another", () => {
    const a = createI18n("vi");
    const b = createI18n("en");
    void a.changeLanguage("en");
    expect(b.t("shell.signOut")).toBe("Sign out");
    expect(createI18n("vi").t("shell.signOut")).toBe("Đăng xuất");
    expect(fixedT("vi", "auth")("signIn.submit")).toBe("Đăng nhập");
  });

  it("reports a key the language lacks instead of showing English in its place", () => {
    const missing: string[] = [];
    const i18n = createI18n("vi", (key) => missing.push(key));
    expect(i18n.t("nope.nothing" as never)).toBe("nope.nothing");
    expect(missing).toEqual(["common:nope.nothing"]);
  });
});

describe("localeFromAcceptLanguage", () => {
  it.each([
    ["vi-VN,vi;q=0.9,en;q=0.8", "vi"],
    ["en-US,en;q=0.9", "en"],
    ["fr-FR,en;q=0.5,vi;q=0.7", "vi"],
    ["vi;q=0", null],
    ["fr", null],
    ["", null],
  ])("%s → %s", (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
