import type { Mail } from "../../deps";

export const LINK_REMOVED = "[link removed: it was sent to the recipient only]";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
// Any token in a query string, in case a link was built without being listed in secretLinks.
const TOKEN_PARAM = /([?&](?:amp;)?token=)[^&\s"'<>]+/gi;

/**
 * The copy of a mail the outbox keeps when the outbox is not the mailbox (SMTP sends it, or nothing does): its
 * live links and tokens are removed, so an operator reading the outbox cannot verify, reset or accept for someone (ADR 019).
 */
export function redactMail(mail: Mail): Mail {
  const strip = (s: string, links: string[]) => links.reduce((out, link) => out.split(link).join(LINK_REMOVED), s).replace(TOKEN_PARAM, "$1[removed]");
  const links = mail.secretLinks ?? [];
  return {
    to: mail.to,
    subject: strip(mail.subject, links),
    text: strip(mail.text, links),
    html:
      mail.html === undefined
        ? undefined
        : strip(
            mail.html,
            links.flatMap((l) => [escapeHtml(l), l]),
          ),
  };
}
