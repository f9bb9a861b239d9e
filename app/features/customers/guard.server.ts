// SPEC §2: customer screens are restricted (operators only; everyone else gets the 404 page), and SPEC §6 gives them the
// customers scope. Every loader and action of the area starts here.
import type { AppLoadContext } from "@remix-run/node";
import { requireOperator, requireStore } from "~/lib/guards.server";

/** The operator in their store, with the customers scope (a member without it gets the no-access page). */
export async function requireCustomers(request: Request, context: AppLoadContext) {
  await requireOperator(request, context);
  return requireStore(request, context, "customers");
}
