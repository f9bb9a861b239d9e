// What placing an order answers, for the storefront's completion and the admin's manual order alike.
import { CHECKOUT_MESSAGES, PAYMENT_MESSAGES, type PlacedOrderDto } from "../../../domain/checkout";
import { fromMinor } from "../../../domain/money";
import { badRequest, conflict, HttpError } from "../../http/errors";
import type { MediaStorage } from "../../storage";
import { toPlacedOrderDto } from "../checkout/dto";
import type { PlaceResult } from "./place";

/**
 * 201 with the new order; 200 with the same order for a repeat of its key (`replayed`); 400 for an order worth more than
 * an order may be (its lines' errors); 409 for a key used by another
 * request, a checkout already completed, a line gone or short (each named in `lines`, its message in `message`), or a
 * total that changed since the buyer saw it; 402 for a payment its provider declined, 502 for a provider that failed.
 */
export function answerPlacement(result: PlaceResult, storage: MediaStorage, status: (code: number) => void): { order: PlacedOrderDto; replayed: boolean } {
  switch (result.kind) {
    case "placed":
      return { order: toPlacedOrderDto(result.order, result.lines, storage), replayed: false };
    case "replayed":
      status(200);
      return { order: toPlacedOrderDto(result.order, result.lines, storage), replayed: true };
    case "key_reused":
      throw conflict(CHECKOUT_MESSAGES.keyReused, { errors: { "Idempotency-Key": [CHECKOUT_MESSAGES.keyReused] } });
    case "checkout_completed":
      throw conflict(CHECKOUT_MESSAGES.completed);
    case "unavailable":
    case "out_of_stock":
      throw new HttpError(
        409,
        result.lines.map((line) => line.message),
        { reason: result.kind, lines: result.lines },
      );
    case "discount_refused":
      throw conflict(result.message, { reason: result.reason, errors: { discountCode: [result.message] } });
    case "amount_too_large":
    case "shipping_refused":
      throw badRequest(Object.values(result.errors).flat(), result.errors);
    case "price_changed":
      throw conflict(CHECKOUT_MESSAGES.priceChanged, { totalPrice: fromMinor(result.totalMinor, result.currency) });
    case "payment_declined":
      throw new HttpError(402, PAYMENT_MESSAGES.declined, {
        reason: result.kind,
        provider: result.provider,
        providerMessage: result.message,
        errors: { paymentMethod: [PAYMENT_MESSAGES.declined] },
      });
    case "payment_failed":
      throw new HttpError(502, PAYMENT_MESSAGES.failed, {
        reason: result.kind,
        provider: result.provider,
        errors: { paymentMethod: [PAYMENT_MESSAGES.failed] },
      });
  }
}
