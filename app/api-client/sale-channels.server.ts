// The store's sale channels (domain/contracts/sale-channels.ts, scope `settings`; ADR 057). Secrets go in only: every
// answer carries them as `isSet` and `last4`.
import { saleChannelEndpoints as sc } from "@domain/contracts/sale-channels";
import type { FeedChoice, SaleChannel, SaleChannelDto, SaleChannelForm } from "@domain/sale-channels";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";
import { isApiError } from "./errors";

export type { FeedChoice, SaleChannelDto };
type Api = Pick<ApiClients, "store">;

export async function listSaleChannels(api: Api): Promise<SaleChannelDto[]> {
  return (await call(api.store, sc.list)).saleChannels;
}

/** The channel and, when it reads a product feed, the store's feeds to pick from. */
export function getSaleChannel(api: Api, channel: SaleChannel): Promise<{ saleChannel: SaleChannelDto; feeds: FeedChoice[] }> {
  return call(api.store, sc.get, { params: { channel } });
}

/** Connect or update; a stale `version` answers 409 with `body.current` (see `conflictingSaleChannel`). */
export async function connectSaleChannel(api: Api, channel: SaleChannel, saleChannel: SaleChannelForm): Promise<SaleChannelDto> {
  return (await call(api.store, sc.connect, { params: { channel }, body: { saleChannel } })).saleChannel;
}

export async function disconnectSaleChannel(api: Api, channel: SaleChannel, version: number | undefined): Promise<SaleChannelDto> {
  return (await call(api.store, sc.disconnect, { params: { channel }, query: { version } })).saleChannel;
}

/** The channel as saved now, from a 409 answer of connect or disconnect; null for any other error. */
export function conflictingSaleChannel(error: unknown): SaleChannelDto | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body;
  if (!body || typeof body !== "object" || !("current" in body)) return null;
  const current = body.current;
  return current && typeof current === "object" && "channel" in current && "version" in current ? (current as SaleChannelDto) : null;
}
