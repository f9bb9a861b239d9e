// Menu filters API calls (ADR 072; operators only, scope `navigations`). Each takes the caller's ApiClients.
import type { ResponseOf } from "@domain/contracts/endpoint";
import { menuFilterEndpoints as mf } from "@domain/contracts/menu-filters";
import type { MenuFilterDto, MenuFilterForm } from "@domain/menu-filter";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

export type { MenuFilterDto };
type Api = Pick<ApiClients, "store">;
export type MenuFilterList = ResponseOf<typeof mf.list>;

export function listMenuFilters(api: Api, query: { search?: string; page?: number; limit?: number }): Promise<MenuFilterList> {
  return call(api.store, mf.list, { query });
}

export async function getMenuFilter(api: Api, id: string): Promise<MenuFilterDto> {
  return (await call(api.store, mf.get, { params: { id } })).menuFilter;
}

export async function createMenuFilter(api: Api, menuFilter: MenuFilterForm): Promise<MenuFilterDto> {
  return (await call(api.store, mf.create, { body: { menuFilter } })).menuFilter;
}

/** A stale `version` answers 409 with `body.current` (see `conflictingMenuFilter`). */
export async function updateMenuFilter(api: Api, id: string, menuFilter: MenuFilterForm & { version: number }): Promise<MenuFilterDto> {
  return (await call(api.store, mf.update, { params: { id }, body: { menuFilter } })).menuFilter;
}

export async function deleteMenuFilter(api: Api, id: string, version?: number): Promise<void> {
  await call(api.store, mf.delete, { params: { id }, query: { version } });
}

/** The filter as saved now, from a 409 answer; null for any other error. */
export function conflictingMenuFilter(error: unknown): MenuFilterDto | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body;
  if (!body || typeof body !== "object" || !("current" in body)) return null;
  const current = body.current;
  return current && typeof current === "object" && "_id" in current && "version" in current ? (current as MenuFilterDto) : null;
}
