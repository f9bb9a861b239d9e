// The store's sale channels (ADR 057; not in SPEC §7, whose settings calls they sit beside): the nine channels' ids,
// pixels and keys, scope `settings`. Store-scoped by the `store-id` header; the channel is one of the catalogue's
// (domain/sale-channels.ts), any other is 404. Secrets go in, never out: answers carry `isSet` and `last4` only.
import { z } from "zod/v4";
import { FeedChoiceSchema, SALE_CHANNELS, SaleChannelBodySchema, SaleChannelDtoSchema } from "../sale-channels";
import { DeleteVersionQuery, defineEndpoint, namesSomething } from "./endpoint";

const scoped = { access: "store", scope: "settings" } as const;
const channelParam = z.object({ channel: namesSomething(z.enum(SALE_CHANNELS)) });
const one = z.object({ saleChannel: SaleChannelDtoSchema });

export const saleChannelEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/stores/sale-channels",
    ...scoped,
    summary: "The nine sale channels, in the catalogue's order, each connected or not (secrets as `isSet` and `last4` only)",
    response: z.object({ saleChannels: z.array(SaleChannelDtoSchema) }),
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/stores/sale-channels/:channel",
    ...scoped,
    summary:
      "One sale channel's settings (version 1 and not connected until first saved), and for a channel that reads a product feed the store's feeds to pick from (newest first, at most 200)",
    params: channelParam,
    response: z.object({ saleChannel: SaleChannelDtoSchema, feeds: z.array(FeedChoiceSchema) }),
  }),
  connect: defineEndpoint({
    method: "PUT",
    path: "/stores/sale-channels/:channel",
    ...scoped,
    summary:
      "Connect or update a sale channel against its version (409 `{ current }` when stale): its fields checked by the channel's formats, a blank secret keeps the stored one, `feedId` one of the store's product feeds",
    params: channelParam,
    body: SaleChannelBodySchema,
    envelope: { key: "saleChannel", orWhole: true },
    response: one,
  }),
  disconnect: defineEndpoint({
    method: "DELETE",
    path: "/stores/sale-channels/:channel",
    ...scoped,
    summary: "Disconnect a sale channel: its ids, feed and secrets are cleared (409 `{ current }` on a stale `version`)",
    params: channelParam,
    query: DeleteVersionQuery,
    response: one,
  }),
};
