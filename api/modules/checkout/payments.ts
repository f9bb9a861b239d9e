// How a completion is paid (ADR 037, issue 9: "records the payment (manual methods such as cash on delivery and bank
// transfer are enough; a payment provider is an adapter)"). A provider offers payment methods and answers one call,
// `authorize`, with the transaction the order records; createApi takes the storefront's providers as `deps.payments`
// (as it takes `mailer` and `sms`), and none given means the manual provider alone: cash on delivery and bank transfer,
// a pending sale that staff mark paid when the money comes.
//
// The placement calls the provider inside its transaction, after the price is known and before stock is taken (so no
// hot variant's row lock waits on the provider), and writes the answer in its one write statement. A refusal rolls
// everything back; an authorization the placement then cannot use (stock ran out meanwhile, a code's last use went to
// another buyer) is given back with `void`.
import { CHECKOUT_PAYMENT_METHODS } from "../../../domain/checkout";
import type { CurrencyCode } from "../../../domain/money";

/** What the placement asks a provider for: the whole order's total, once. */
export interface PaymentRequest {
  storeId: string;
  /** The order about to be written (its id is made before the call), so the provider's records can name it. */
  orderId: string;
  /** One of the provider's `methods` (a manual order may also say "manual"). */
  method: string;
  amountMinor: number;
  currency: CurrencyCode;
  /** The completion's Idempotency-Key: a provider that keys its charges by it charges a retried completion once. */
  idempotencyKey: string;
  email: string;
  phone: string;
  /** Staff marked a manual order paid: the money is already in hand (only the manual provider reads it). */
  markedPaid: boolean;
}

/**
 * The provider's answer, written as the order's first `order_transactions` row: a `sale` (money taken, or awaited when
 * `pending`) or an `authorization` (money held, captured later). `failure` is a refusal: nothing is placed.
 */
export interface PaymentTransaction {
  /** The provider's id, recorded on the transaction. */
  provider: string;
  kind: "sale" | "authorization";
  status: "pending" | "success" | "failure";
  /** The provider's own reference for it (a charge or authorization id); null for a manual payment. */
  reference: string | null;
  amountMinor: number;
  /** Why it was refused, in the provider's words (kept for the log and the storefront; never shown as ours). */
  message?: string;
}

export interface PaymentProvider {
  /** Recorded on each transaction it makes (`order_transactions.provider`): "manual", "vnpay" … */
  readonly id: string;
  /** The storefront's payment methods it takes (`paymentMethod` of a completion): "cod", "card" … */
  readonly methods: readonly string[];
  authorize(request: PaymentRequest): Promise<PaymentTransaction>;
  /** Gives back what `authorize` took or held when the order it was for is not placed after all. */
  void?(transaction: PaymentTransaction, request: PaymentRequest): Promise<void>;
}

/**
 * Cash on delivery and bank transfer: nothing to ask anyone. The sale waits (`pending`) until staff mark the order paid;
 * a manual order staff mark paid as they create it is a successful sale.
 */
export const manualPayments: PaymentProvider = {
  id: "manual",
  methods: CHECKOUT_PAYMENT_METHODS,
  authorize: async (request) => ({
    provider: "manual",
    kind: "sale",
    status: request.markedPaid ? "success" : "pending",
    reference: null,
    amountMinor: request.amountMinor,
  }),
};

/** The storefront's providers: which one takes a method, and every method on offer (in the providers' order). */
export interface PaymentProviders {
  forMethod(method: string): PaymentProvider | null;
  readonly methods: readonly string[];
}

export function paymentProviders(providers: readonly PaymentProvider[] | undefined): PaymentProviders {
  const list = providers && providers.length > 0 ? providers : [manualPayments];
  // Two providers offering one method: the first one listed takes it.
  const byMethod = new Map<string, PaymentProvider>();
  for (const provider of list) for (const method of provider.methods) if (!byMethod.has(method)) byMethod.set(method, provider);
  return { forMethod: (method) => byMethod.get(method) ?? null, methods: [...byMethod.keys()] };
}
