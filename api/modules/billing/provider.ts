// The payment provider behind billing (ADR 058): an adapter, as the storefront's are (api/modules/checkout/payments.ts).
// It is the only code that sees a card's full number and CVC, for the length of one call; what it answers is all
// the store keeps. No real provider is wired in: the local fake below never moves money.
import type { CurrencyCode } from "../../../domain/money";

export interface CardDetails {
  number: string;
  cvc: string;
  expMonth: number;
  expYear: number;
  holder: string;
}

/** What the store keeps of a card: the provider's token for it (null when the provider has none). */
export interface SavedCard {
  provider: string;
  token: string | null;
}

export interface ChargeRequest {
  storeId: string;
  amountMinor: number;
  currency: CurrencyCode;
  /** The top-up's key: a provider that keys charges by it charges a retried top-up once. */
  idempotencyKey: string;
  card: { provider: string; token: string | null; last4: string };
}

export type ChargeResult = { ok: true; reference: string } | { ok: false; message: string };

export interface BillingProvider {
  readonly id: string;
  /** Checks the card with the provider and answers what to keep; a refusal is the message to show. */
  saveCard(card: CardDetails): Promise<SavedCard | { refused: string }>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** Stripe's test number for a card that is always declined: the fake declines its charges too. */
export const FAKE_DECLINED_LAST4 = "0002";

/**
 * The local fake: accepts every card, keeps no token (there is nobody to hold the number), and "charges" by recording
 * the key, so one key is one charge; a card ending in 0002 is declined, so tests and demos can see a refusal.
 */
export function createFakeBillingProvider(): BillingProvider & { charges: ChargeRequest[] } {
  const byKey = new Map<string, string>();
  const charges: ChargeRequest[] = [];
  return {
    id: "fake",
    charges,
    async saveCard() {
      return { provider: "fake", token: null };
    },
    async charge(request) {
      if (request.card.last4 === FAKE_DECLINED_LAST4) return { ok: false, message: "declined" };
      const key = `${request.storeId}:${request.idempotencyKey}`;
      let reference = byKey.get(key);
      if (!reference) {
        reference = `fake_${byKey.size + 1}`;
        byKey.set(key, reference);
        charges.push(request);
      }
      return { ok: true, reference };
    },
  };
}
