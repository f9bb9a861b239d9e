// SPEC §2: abandoned checkouts are a restricted screen (operators only; everyone else gets the 404 page), with the
// orders scope (SPEC §6). Every loader and action of the area starts here.
import type { AppLoadContext } from "@remix-run/node";
import { requireOperator, requireStore } from "~/lib/guards.server";

/** The operator in their store, with the orders scope (a member without it gets the no-access page). */
export async function requireAbandoned(request: Request, context: AppLoadContext) {
  await requireOperator(request, context);
  return requireStore(request, context, "orders");
}
