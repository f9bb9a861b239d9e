// Online store menus API calls (ADR 065, scope `navigations`). Each takes the caller's ApiClients.
import type { ResponseOf } from "@domain/contracts/endpoint";
import { menuEndpoints } from "@domain/contracts/menus";
import type { MenuDto, MenuForm } from "@domain/navigation";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

type Api = Pick<ApiClients, "store">;
export type MenuList = ResponseOf<typeof menuEndpoints.list>;
const me = menuEndpoints;

export function listMenus(api: Api, query: { search?: string; page?: number; limit?: number }): Promise<MenuList> {
  return call(api.store, me.list, { query });
}

export async function getMenu(api: Api, id: string): Promise<MenuDto> {
  return (await call(api.store, me.get, { params: { id } })).menu;
}

export async function createMenu(api: Api, menu: MenuForm): Promise<MenuDto> {
  return (await call(api.store, me.create, { body: { menu } })).menu;
}

export async function updateMenu(api: Api, id: string, menu: MenuForm & { version: number }): Promise<MenuDto> {
  return (await call(api.store, me.update, { params: { id }, body: { menu } })).menu;
}

export async function deleteMenu(api: Api, id: string, version?: number): Promise<void> {
  await call(api.store, me.delete, { params: { id }, query: { version } });
}

export function conflictingMenu(error: unknown): MenuDto | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const current = (error.body as { current?: unknown } | null)?.current;
  return current && typeof current === "object" && "_id" in current && "version" in current ? (current as MenuDto) : null;
}
