// The buyer's restored cart (ADR 040): one form sets the contact, the address and the rate, then completes with cash on
// delivery. The minimal page issue 12's storefront replaces.
import { z } from "zod/v4";
import { AddressSchema, optionalEmail, optionalPhone } from "../../../domain/checkout";
import { messages, requiredText } from "../../../domain/validation";

export const CartFormSchema = z
  .object({
    email: optionalEmail(),
    phone: optionalPhone(),
    shippingAddress: AddressSchema,
    shippingCode: requiredText("Shipping rate"),
    idempotencyKey: requiredText("Idempotency key"),
  })
  .superRefine((f, ctx) => {
    if (!f.email && !f.phone) ctx.addIssue({ code: "custom", path: ["email"], message: messages.required("Email or phone") });
  });
export type CartForm = z.infer<typeof CartFormSchema>;
