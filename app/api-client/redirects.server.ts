// URL redirects API calls (ADR 066, scope `navigations`). Each takes the caller's ApiClients.
import type { ResponseOf } from "@domain/contracts/endpoint";
import { redirectEndpoints as re } from "@domain/contracts/redirects";
import type { RedirectDto, RedirectForm, RedirectImportReport } from "@domain/redirect";
import { call, download } from "./call.server";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

export type { RedirectDto };
type Api = Pick<ApiClients, "store">;

export type RedirectList = ResponseOf<typeof re.list>;

export function listRedirects(api: Api, query: { search?: string; page?: number; limit?: number }): Promise<RedirectList> {
  return call(api.store, re.list, { query });
}

export async function getRedirect(api: Api, id: string): Promise<RedirectDto> {
  return (await call(api.store, re.get, { params: { id } })).redirect;
}

export async function createRedirect(api: Api, redirect: RedirectForm): Promise<RedirectDto> {
  return (await call(api.store, re.create, { body: { redirect } })).redirect;
}

/** A stale `version` answers 409 with `body.current` (see `conflictingRedirect`). */
export async function updateRedirect(api: Api, id: string, redirect: RedirectForm & { version: number }): Promise<RedirectDto> {
  return (await call(api.store, re.update, { params: { id }, body: { redirect } })).redirect;
}

export async function deleteRedirect(api: Api, id: string, version?: number): Promise<void> {
  await call(api.store, re.delete, { params: { id }, query: { version } });
}

export async function deleteRedirects(api: Api, ids: string[]): Promise<number> {
  return (await call(api.store, re.bulkDelete, { query: { ids: ids.join(",") } })).deleted;
}

/** Streams the uploaded file to the API as it arrives. */
export async function importRedirects(api: Api, body: AsyncIterable<Uint8Array>): Promise<RedirectImportReport> {
  return (await call(api.store, re.importCsv, { raw: { body, contentType: "text/csv" } })).report;
}

export function exportRedirects(api: Api): Promise<Response> {
  return download(api.store, re.exportCsv);
}

/** The redirect as saved now, from a 409 answer; null for any other error. */
export function conflictingRedirect(error: unknown): RedirectDto | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body;
  if (!body || typeof body !== "object" || !("current" in body)) return null;
  const current = body.current;
  return current && typeof current === "object" && "_id" in current && "version" in current ? (current as RedirectDto) : null;
}
