import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "./db/client";
import type { Mailer, SendReceipt } from "./deps";
import { redactMail } from "./modules/outbox/redact";
import { insertOutboxMail, markOutboxMail } from "./modules/outbox/store";

export const NO_SMTP_WARNING =
  "SMTP_URL is not set: e-mail is not delivered. Sign-up, reset and invitation mails are kept in the outbox with their links removed; set SMTP_URL to send them.";

/** The error a recovery entry carries for a mail nothing sends (ADR 040: not delivered is not sent). */
export const NOT_DELIVERED_NO_SMTP = "Not delivered: SMTP_URL is not set";

/** Why a message was not delivered, or null when it was (sent, or stored where the outbox is the mailbox). */
export function refusalOf(receipt: SendReceipt | void, undelivered: string): string | null {
  if (!receipt || receipt.status === "sent" || receipt.status === "stored") return null;
  return receipt.error || (receipt.status === "undelivered" ? undelivered : "Refused");
}

/** Whether a start with these settings delivers no mail (without SMTP, and not a demo's outbox-as-mailbox). */
export const deliversNoMail = (opts: { smtpUrl: string | null; outboxIsMailbox?: boolean }) => !opts.smtpUrl && opts.outboxIsMailbox !== true;

/**
 * Every message is written to the outbox first, so nothing is lost if SMTP is down (ADR 004, ADR 019).
 * With `smtpUrl` it is then sent for real and the outbox keeps a copy without its links. Without SMTP, a demo start
 * (`outboxIsMailbox`, a laptop) keeps the whole mail, since the outbox is where its links arrive; any other start keeps
 * it without links, marked undelivered, and says so once at start.
 */
export function createMailer(
  db: Db,
  /** `warnAtStart` false: the start's warning is someone else's to give (the primary of several workers, server.ts). */
  opts: {
    smtpUrl: string | null;
    from: string;
    log: (e: Record<string, unknown>) => void;
    outboxIsMailbox?: boolean;
    transport?: Transporter;
    warnAtStart?: boolean;
  },
): Mailer {
  const transport = opts.transport ?? (opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null);
  const outboxIsMailbox = !transport && opts.outboxIsMailbox === true;
  if (!transport && !outboxIsMailbox && opts.warnAtStart !== false) opts.log({ level: "warn", msg: NO_SMTP_WARNING });
  return {
    async send(mail) {
      const id = await insertOutboxMail(db, outboxIsMailbox ? mail : redactMail(mail), transport || outboxIsMailbox ? "stored" : "undelivered");
      if (!transport) {
        opts.log({ level: "info", msg: outboxIsMailbox ? "mail stored in outbox" : "mail not delivered (no SMTP_URL)", to: mail.to, subject: mail.subject });
        return outboxIsMailbox ? { status: "stored" } : { status: "undelivered", error: NOT_DELIVERED_NO_SMTP };
      }
      try {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        opts.log({ level: "error", msg: "mail send failed", to: mail.to, error: message });
        await markOutboxMail(db, id, "failed", message).catch(noteUnmarked(opts.log, id));
        return { status: "failed", error: message };
      }
      // Sent is sent: a database hiccup while marking the copy must not make the caller think otherwise.
      await markOutboxMail(db, id, "sent").catch(noteUnmarked(opts.log, id));
      return { status: "sent" };
    },
  };
}

const noteUnmarked = (log: (e: Record<string, unknown>) => void, id: string) => (error: unknown) =>
  log({ level: "error", msg: "outbox copy not marked", id, error: String(error) });
