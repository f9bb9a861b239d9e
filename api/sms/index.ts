// SMS goes through a provider adapter (ADR 040), and every message is recorded in the outbox first, like mail (ADR 004):
// `channel` sms, `to` the phone number, then marked sent or failed with the provider's message. The copy loses its
// secret links (the cart's restore link) unless the outbox is the mailbox, which it is only in a demo start without a
// provider (ADR 019). A real provider implements SmsProvider and is given to createSmsSender (none is built yet: no
// provider was chosen); without one, a demo start keeps whole messages to read, any other start delivers nothing.
import type { Db } from "../db/client";
import type { SendReceipt } from "../deps";
import { redactText } from "../modules/outbox/redact";
import { insertOutboxSms, markOutboxMail } from "../modules/outbox/store";

export interface Sms {
  to: string;
  text: string;
  /** Links that act for the recipient (the restore link): sent, never kept where an operator can read them. */
  secretLinks?: string[];
}
/** A real SMS provider: sends, or throws with the provider's message. */
export interface SmsProvider {
  readonly name: string;
  send(sms: { to: string; text: string }): Promise<void>;
}
/** What sends SMS for the API: the outbox first, then the provider; never throws for a refusal (the receipt says). */
export interface SmsSender {
  send(sms: Sms): Promise<SendReceipt>;
}

export const NOT_DELIVERED_NO_PROVIDER = "Not delivered: no SMS provider is set up";

export function createSmsSender(
  db: Db,
  opts: { provider?: SmsProvider | null; outboxIsMailbox?: boolean; log: (e: Record<string, unknown>) => void },
): SmsSender {
  const provider = opts.provider ?? null;
  const outboxIsMailbox = !provider && opts.outboxIsMailbox === true;
  return {
    async send(sms) {
      const text = outboxIsMailbox ? sms.text : redactText(sms.text, sms.secretLinks ?? []);
      const id = await insertOutboxSms(db, { to: sms.to, text }, provider || outboxIsMailbox ? "stored" : "undelivered");
      if (!provider) return outboxIsMailbox ? { status: "stored" } : { status: "undelivered", error: NOT_DELIVERED_NO_PROVIDER };
      try {
        await provider.send({ to: sms.to, text: sms.text });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        opts.log({ level: "error", msg: "sms send failed", provider: provider.name, to: sms.to, error: message });
        await markOutboxMail(db, id, "failed", message).catch(noteUnmarked(opts.log, id));
        return { status: "failed", error: message };
      }
      await markOutboxMail(db, id, "sent").catch(noteUnmarked(opts.log, id));
      return { status: "sent" };
    },
  };
}

const noteUnmarked = (log: (e: Record<string, unknown>) => void, id: string) => (error: unknown) =>
  log({ level: "error", msg: "outbox copy not marked", id, error: String(error) });
