// The store's profit settings (domain/contracts/profit-settings.ts, scope `analytics`; ADR 044).
import { profitSettingsEndpoints as pe } from "@domain/contracts/profit-settings";
import type { ResponseOf } from "@domain/contracts/endpoint";
import type { ProfitSettingsBody } from "@domain/profit-settings";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";

type Api = Pick<ApiClients, "store">;

export type ProfitSettings = ResponseOf<typeof pe.get>["settings"];

export async function getProfitSettings(api: Api): Promise<ProfitSettings> {
  return (await call(api.store, pe.get)).settings;
}

/** A stale `version` answers 409 with `body.current`; amounts with more decimals than the currency has, 400. */
export async function saveProfitSettings(api: Api, settings: ProfitSettingsBody): Promise<ProfitSettings> {
  return (await call(api.store, pe.save, { body: { settings } })).settings;
}
