// What the admin may show and do, from the user info the API returns (SPEC §6) and the menu rules (SPEC §2).
import type { UserInfo } from "@domain/account";
import { ALWAYS_GRANTED, type Scope } from "@domain/permissions";

export * from "@domain/permissions";
export { MENU, MENU_SECTIONS, RESTRICTED_PATHS, isRestrictedPath, menuFor, menuSectionFor } from "@domain/menu";
export type { MenuItem, MenuSection } from "@domain/menu";
export { RESTRICTED_PATHS as RESTRICTED_SECTIONS } from "@domain/menu";

/** SPEC §6: owner and admin may do everything; staff need the scope; store and report are always granted. */
export function can(user: Pick<UserInfo, "isStoreOwner" | "isStoreAdmin" | "scopes">, scope: Scope): boolean {
  return user.isStoreOwner || user.isStoreAdmin || ALWAYS_GRANTED.includes(scope) || user.scopes.includes(scope);
}
