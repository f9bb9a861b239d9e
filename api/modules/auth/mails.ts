// The account e-mails: plain text first (the outbox screen and e2e tests read the first link in it), plus simple HTML.
// Worded in the language the request asked for (ADR 034; domain/i18n/{en,vi}/mail.ts), English by default.
import { fixedT, type Locale } from "../../../domain/i18n";
import type { ApiConfig, Mail } from "../../deps";
import { defang } from "./user-text";

export function authLink(config: ApiConfig, page: "verify" | "reset-password" | "accept", token: string): string {
  return `${config.publicUrl.replace(/\/+$/, "")}/auth/${page}?token=${encodeURIComponent(token)}`;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

function mail(to: string, subject: string, lines: { intro: string; link?: { url: string; label: string }; outro: string }): Mail {
  const text = [lines.intro, lines.link?.url, lines.outro].filter(Boolean).join("\n\n");
  const button = lines.link ? `<p><a href="${escapeHtml(lines.link.url)}">${escapeHtml(lines.link.label)}</a></p>` : "";
  const html = `<p>${escapeHtml(lines.intro)}</p>${button}<p>${escapeHtml(lines.outro)}</p>`;
  return { to, subject, text, html, secretLinks: lines.link ? [lines.link.url] : [] };
}

export const verifyEmailMail = (to: string, url: string, locale: Locale = "en") => {
  const t = fixedT(locale, "mail");
  return mail(to, t("verify.subject"), { intro: t("verify.intro"), link: { url, label: t("verify.link") }, outro: t("verify.outro") });
};

/** Sent instead of a second account, so sign-up answers the same whether or not the address is registered. */
export const signUpAttemptMail = (to: string, locale: Locale = "en") => {
  const t = fixedT(locale, "mail");
  return mail(to, t("signUpAttempt.subject"), { intro: t("signUpAttempt.intro"), outro: t("signUpAttempt.outro") });
};

export const resetPasswordMail = (to: string, url: string, locale: Locale = "en") => {
  const t = fixedT(locale, "mail");
  return mail(to, t("reset.subject"), { intro: t("reset.intro"), link: { url, label: t("reset.link") }, outro: t("reset.outro") });
};

/** The store's name is the inviter's text: quoted and defanged, never a link (ADR 019). */
export const inviteMail = (to: string, url: string, storeName: string, locale: Locale = "en") => {
  const t = fixedT(locale, "mail");
  const store = defang(storeName);
  return mail(to, t("invite.subject", { store }), { intro: t("invite.intro", { store }), link: { url, label: t("invite.link") }, outro: t("invite.outro") });
};

/** To the new address: the link that makes the change (ADR 062). */
export const changeEmailMail = (to: string, url: string, locale: Locale = "en") => {
  const t = fixedT(locale, "mail");
  return mail(to, t("emailChange.subject"), { intro: t("emailChange.intro"), link: { url, label: t("emailChange.link") }, outro: t("emailChange.outro") });
};

/** To the old address, once the change is made: a stolen session cannot move the account away unnoticed. */
export const emailChangedNoticeMail = (to: string, newEmail: string, locale: Locale = "en") => {
  const t = fixedT(locale, "mail");
  const address = defang(newEmail);
  return mail(to, t("emailChanged.subject"), { intro: t("emailChanged.intro", { email: address }), outro: t("emailChanged.outro") });
};
