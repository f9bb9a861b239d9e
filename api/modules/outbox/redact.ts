import type { Mail } from "../../deps";

export const LINK_REMOVED = "[link removed: it was sent to the recipient only]";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
// Any token in a query string, in case a link was built without being listed in secretLinks.
const TOKEN_PARAM = /([?&](?:amp;)?token=)[^&\s"'<>]+/gi;

/** `text` without the given links and any `token=` value (a mail's parts, an SMS: ADR 019, 040). */
export const redactText = (text: string, links: readonly string[]) =>
  links.reduce((out, link) => out.split(link).join(LINK_REMOVED), text).replace(TOKEN_PARAM, "$1[removed]");

/**
 * The copy of a mail the outbox keeps when the outbox is not the mailbox (SMTP sends it, or nothing does): its
 * live links and tokens are removed, so an operator reading the outbox cannot verify, reset or accept for someone (ADR 019).
 */
export function redactMail(mail: Mail): Mail {
  const links = mail.secretLinks ?? [];
  return {
    to: mail.to,
    subject: redactText(mail.subject, links),
    text: redactText(mail.text, links),
    html:
      mail.html === undefined
        ? undefined
        : redactText(
            mail.html,
            links.flatMap((l) => [escapeHtml(l), l]),
          ),
  };
}
