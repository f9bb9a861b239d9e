// Online store pages API calls (ADR 065, scope `pages`). Each takes the caller's ApiClients.
import type { ResponseOf } from "@domain/contracts/endpoint";
import { pageEndpoints } from "@domain/contracts/pages";
import type { PageDto, PageForm, PageListQuery } from "@domain/page";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

type Api = Pick<ApiClients, "store">;
export type PageList = ResponseOf<typeof pageEndpoints.list>;
const pe = pageEndpoints;

export function listPages(api: Api, query: Partial<PageListQuery>): Promise<PageList> {
  return call(api.store, pe.list, { query });
}

export async function getPage(api: Api, id: string): Promise<PageDto> {
  return (await call(api.store, pe.get, { params: { id } })).page;
}

export async function createPage(api: Api, page: PageForm): Promise<PageDto> {
  return (await call(api.store, pe.create, { body: { page } })).page;
}

/** A stale `version` answers 409 with `body.current` (see `conflictingPage`). */
export async function updatePage(api: Api, id: string, page: PageForm & { version: number }): Promise<PageDto> {
  return (await call(api.store, pe.update, { params: { id }, body: { page } })).page;
}

export async function deletePage(api: Api, id: string, version?: number): Promise<void> {
  await call(api.store, pe.delete, { params: { id }, query: { version } });
}

export async function deletePages(api: Api, ids: string[]): Promise<number> {
  return (await call(api.store, pe.bulkDelete, { query: { ids: ids.join(",") } })).deleted;
}

/** The page as saved now, from a 409 answer; null for any other error. */
export function conflictingPage(error: unknown): PageDto | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const current = (error.body as { current?: unknown } | null)?.current;
  return current && typeof current === "object" && "_id" in current && "version" in current ? (current as PageDto) : null;
}
