// SMS goes through a provider adapter (ADR 040). The default records every message in the outbox (channel "sms", `to`
// the phone number), where operators read it as they read mail (ADR 004): a laptop needs no SMS account, and the tests
// read what was "sent". A real provider implements SmsSender and is given to createApi as `deps.sms`.
import type { Db } from "../db/client";
import { insertOutboxSms } from "../modules/outbox/store";

export interface Sms {
  to: string;
  text: string;
}
export interface SmsSender {
  readonly name: string;
  send(sms: Sms): Promise<void>;
}

/** Stores the message in the outbox and sends nothing. */
export function outboxSms(db: Db): SmsSender {
  return {
    name: "outbox",
    async send(sms) {
      await insertOutboxSms(db, sms);
    },
  };
}
