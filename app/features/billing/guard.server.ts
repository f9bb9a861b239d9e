// SPEC §2: billing is a restricted screen (operators only; everyone else gets the 404 page), and the settings scope's.
// Its loader and action start here; the API enforces the same on the payment-info calls.
import type { AppLoadContext } from "@remix-run/node";
import { requireOperator, requireStore } from "~/lib/guards.server";

export async function requireBilling(request: Request, context: AppLoadContext) {
  await requireOperator(request, context);
  return requireStore(request, context, "settings");
}
