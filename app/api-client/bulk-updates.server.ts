// Bulk updates calls (docs/api-contract.md "Bulk updates", operators only). Each takes the caller's ApiClients.
import type { BulkPreviewDto, BulkUpdateDto, BulkUpdateInput } from "@domain/bulk-update";
import { bulkUpdateEndpoints as bu } from "@domain/contracts/bulk-updates";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";

type Api = Pick<ApiClients, "store">;
export type { BulkPreviewDto, BulkUpdateDto };

export async function listBulkUpdates(api: Api): Promise<BulkUpdateDto[]> {
  return (await call(api.store, bu.list)).bulkUpdates;
}

/** The dry run (SPEC §8: the mass-update preview fires no success toast). */
export function previewBulkUpdate(api: Api, bulkUpdate: BulkUpdateInput): Promise<BulkPreviewDto> {
  return call(api.store, bu.preview, { body: { bulkUpdate } });
}

export async function createBulkUpdate(api: Api, bulkUpdate: BulkUpdateInput): Promise<BulkUpdateDto> {
  return (await call(api.store, bu.create, { body: { bulkUpdate } })).bulkUpdate;
}

export async function getBulkUpdate(api: Api, id: string): Promise<BulkUpdateDto> {
  return (await call(api.store, bu.get, { params: { id } })).bulkUpdate;
}

/** 409 when the job is not finished (or already undone). */
export async function undoBulkUpdate(api: Api, id: string): Promise<BulkUpdateDto> {
  return (await call(api.store, bu.undo, { params: { id } })).bulkUpdate;
}
