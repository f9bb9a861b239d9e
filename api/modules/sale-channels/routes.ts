import crypto from "node:crypto";
import { Router } from "express";
import { saleChannelEndpoints as sc } from "../../../domain/contracts/sale-channels";
import {
  channelSpec,
  lastFour,
  publicFieldsOf,
  SALE_CHANNEL_MESSAGES,
  saleChannelSchema,
  secretFieldsOf,
  type SaleChannel,
} from "../../../domain/sale-channels";
import { messages } from "../../../domain/validation";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { badRequest, conflict } from "../../http/errors";
import { mount } from "../../http/mount";
import { parse } from "../../http/validate";
import { createSecretBox } from "../../secret-box";
import type { StoredSecret } from "../../db/schema";
import * as store from "./store";

/** Where a secret belongs: its ciphertext decrypts only there (api/secret-box.ts). */
export const secretPlace = (storeId: string, channel: SaleChannel, field: string) => `sale-channel:${storeId}:${channel}:${field}`;

/**
 * The store's sale channels (ADR 057), scope `settings`. Every query is the current store's (the `store-id` header,
 * checked for membership); a feed named in a body must be that store's too. Secrets are sealed here, before anything
 * is written, and no answer (errors included) ever carries one: the parse messages are the catalogue's, not the input.
 */
export function saleChannelsRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  const box = createSecretBox(deps.config.secretsKey ?? crypto.randomBytes(32));
  r.use("/stores/sale-channels", requireUser(deps), requireStore(deps, "settings"));

  mount(r, sc.list, async ({ req }) => ({ saleChannels: await store.listSaleChannels(db, currentStore(req).id) }));

  mount(r, sc.get, async ({ params, req }) => {
    const storeId = currentStore(req).id;
    const [saleChannel, feeds] = await Promise.all([
      store.getSaleChannel(db, storeId, params.channel),
      channelSpec(params.channel).takesFeed ? store.feedChoices(db, storeId) : [],
    ]);
    return { saleChannel, feeds };
  });

  mount(r, sc.connect, async ({ params, body, req }) => {
    const storeId = currentStore(req).id;
    const channel = params.channel;
    const form = parse(saleChannelSchema(channel), body) as Record<string, string | number | undefined>;
    const version = form.version as number;
    const feedId = typeof form.feedId === "string" ? form.feedId : null;
    if (feedId && !(await store.feedBelongsToStore(db, storeId, feedId))) {
      throw badRequest(SALE_CHANNEL_MESSAGES.feedNotFound, { feedId: [SALE_CHANNEL_MESSAGES.feedNotFound] });
    }

    const stored = await store.storedSecrets(db, storeId, channel);
    const secrets: Record<string, StoredSecret> = {};
    const missing: Record<string, string[]> = {};
    for (const field of secretFieldsOf(channel)) {
      const typed = String(form[field.name] ?? "");
      // A blank secret keeps the stored one; clearing is the disconnect's.
      if (typed) secrets[field.name] = { ciphertext: box.seal(typed, secretPlace(storeId, channel, field.name)), last4: lastFour(typed) };
      else if (stored[field.name]) secrets[field.name] = stored[field.name]!;
      else if (field.required) missing[field.name] = [messages.required(field.label)];
    }
    if (Object.keys(missing).length > 0) throw badRequest(Object.values(missing).flat(), missing);

    const values = Object.fromEntries(publicFieldsOf(channel).map((f) => [f.name, String(form[f.name] ?? "")]));
    const before = await store.getSaleChannel(db, storeId, channel);
    const now = deps.clock.now();
    const connectedAt = before.connected && before.connectedAt ? new Date(before.connectedAt) : now;
    const result = await store.connectSaleChannel(db, storeId, channel, { version, values, secrets, feedId, connectedAt }, now);
    if (result.kind === "conflict") throw conflict(SALE_CHANNEL_MESSAGES.conflict, { current: result.current });
    return { saleChannel: result.saleChannel };
  });

  mount(r, sc.disconnect, async ({ params, query, req }) => {
    const result = await store.disconnectSaleChannel(db, currentStore(req).id, params.channel, query.version, deps.clock.now());
    if (result.kind === "conflict") throw conflict(SALE_CHANNEL_MESSAGES.conflict, { current: result.current });
    return { saleChannel: result.saleChannel };
  });

  return r;
}
