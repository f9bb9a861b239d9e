import nodemailer from "nodemailer";
import type { Db } from "./db/client";
import type { Mailer } from "./deps";
import { insertOutboxMail, markOutboxMail } from "./modules/outbox/store";

/**
 * Every message is written to the outbox first, so nothing is lost if SMTP is down.
 * With `smtpUrl` it is then sent for real; without, the outbox is the mailbox (read it at /test as an operator).
 */
export function createMailer(db: Db, opts: { smtpUrl: string | null; from: string; log: (e: Record<string, unknown>) => void }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(mail) {
      const id = await insertOutboxMail(db, mail);
      if (!transport) {
        opts.log({ level: "info", msg: "mail stored in outbox", to: mail.to, subject: mail.subject });
        return;
      }
      try {
        await transport.sendMail({ from: opts.from, ...mail });
        await markOutboxMail(db, id, "sent");
      } catch (error) {
        await markOutboxMail(db, id, "failed", String(error));
        opts.log({ level: "error", msg: "mail send failed", to: mail.to, error: String(error) });
      }
    },
  };
}
