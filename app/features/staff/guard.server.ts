import type { AppLoadContext } from "@remix-run/node";
import { forbidden, requireStore, type StoreContext } from "~/lib/guards.server";

/** SPEC §6 and ADR 056: only the store's owner and admins manage its staff; other members get the no-access page. */
export async function requireStaffManager(request: Request, context: AppLoadContext): Promise<StoreContext> {
  const found = await requireStore(request, context);
  if (!found.user.isStoreOwner && !found.user.isStoreAdmin) throw forbidden();
  return found;
}
