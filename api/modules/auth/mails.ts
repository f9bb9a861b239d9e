// The account e-mails: plain text first (the outbox screen and e2e tests read the first link in it), plus simple HTML.
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

export const verifyEmailMail = (to: string, url: string) =>
  mail(to, "Verify your email for Backroom", {
    intro: "Welcome to Backroom. Open this link to verify your email address (it works for 48 hours):",
    link: { url, label: "Verify my email" },
    outro: "If you did not sign up, you can ignore this message.",
  });

/** Sent instead of a second account, so sign-up answers the same whether or not the address is registered. */
export const signUpAttemptMail = (to: string) =>
  mail(to, "Someone tried to sign up to Backroom with your email", {
    intro: "Someone tried to create a Backroom account with this address, which already has one.",
    outro: "If it was you, sign in instead, or use 'Forgot password' to choose a new password. Otherwise you can ignore this message.",
  });

export const resetPasswordMail = (to: string, url: string) =>
  mail(to, "Reset your Backroom password", {
    intro: "Open this link to choose a new password (it works for 1 hour):",
    link: { url, label: "Choose a new password" },
    outro: "If you did not ask for this, you can ignore this message; your password stays as it is.",
  });

/** The store's name is the inviter's text: quoted and defanged, never a link (ADR 019). */
export const inviteMail = (to: string, url: string, storeName: string) =>
  mail(to, `You are invited to join the store "${defang(storeName)}" on Backroom`, {
    intro: `You have been invited to help run the store "${defang(storeName)}" on Backroom. Open this link to accept (it works for 7 days):`,
    link: { url, label: "Accept the invitation" },
    outro: "If you were not expecting this, you can ignore this message.",
  });
