// A store's sale channels (ADR 057): one row per store and channel, none until first saved (then version 1 is the
// page's "not connected"). Secrets arrive here already sealed (routes.ts): this file never sees a plaintext secret.
import { and, desc, eq, sql } from "drizzle-orm";
import {
  channelSpec,
  FEED_CHOICES_MAX,
  publicFieldsOf,
  SALE_CHANNELS,
  type FeedChoice,
  type SaleChannel,
  type SaleChannelDto,
} from "../../../domain/sale-channels";
import type { Db } from "../../db/client";
import { productFeeds, storeSaleChannels, type StoredSecret } from "../../db/schema";

type Row = typeof storeSaleChannels.$inferSelect;
type FeedRef = { id: string; name: string; token: string };

function toDto(channel: SaleChannel, row: Row | undefined, feed: FeedRef | null): SaleChannelDto {
  const spec = channelSpec(channel);
  const values: Record<string, string> = {};
  const secrets: SaleChannelDto["secrets"] = {};
  for (const field of spec.fields) {
    if (field.secret) {
      const stored = row?.secrets[field.name];
      secrets[field.name] = { isSet: !!stored, last4: stored?.last4 ?? "" };
    } else values[field.name] = row?.values[field.name] ?? "";
  }
  return {
    channel,
    connected: row?.connected ?? false,
    values,
    secrets,
    feed: spec.takesFeed && feed ? { _id: feed.id, name: feed.name, xmlPath: xmlPathOf(feed.token) } : null,
    version: row?.version ?? 1,
    connectedAt: row?.connectedAt?.toISOString() ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

const feedColumns = { id: productFeeds.id, name: productFeeds.name, token: productFeeds.token };
const xmlPathOf = (token: string) => `/feed/public/${token}.xml`;

/** The store's feeds a channel may read, newest first. */
export async function feedChoices(db: Db, storeId: string): Promise<FeedChoice[]> {
  const rows = await db
    .select(feedColumns)
    .from(productFeeds)
    .where(eq(productFeeds.storeId, storeId))
    .orderBy(desc(productFeeds.createdAt))
    .limit(FEED_CHOICES_MAX);
  return rows.map((f) => ({ _id: f.id, name: f.name, xmlPath: xmlPathOf(f.token) }));
}

async function rowsOf(db: Db, storeId: string, channel?: SaleChannel) {
  const where = channel ? and(eq(storeSaleChannels.storeId, storeId), eq(storeSaleChannels.channel, channel)) : eq(storeSaleChannels.storeId, storeId);
  return (
    db
      .select({ row: storeSaleChannels, feed: feedColumns })
      .from(storeSaleChannels)
      // The feed's store too: a row can only name the store's own feeds, and this keeps it so should one ever move.
      .leftJoin(productFeeds, and(eq(productFeeds.id, storeSaleChannels.feedId), eq(productFeeds.storeId, storeId)))
      .where(where)
  );
}

export async function listSaleChannels(db: Db, storeId: string): Promise<SaleChannelDto[]> {
  const rows = await rowsOf(db, storeId);
  const byChannel = new Map(rows.map((r) => [r.row.channel, r]));
  return SALE_CHANNELS.map((channel) => {
    const found = byChannel.get(channel);
    return toDto(channel, found?.row, found?.feed?.id ? found.feed : null);
  });
}

export async function getSaleChannel(db: Db, storeId: string, channel: SaleChannel): Promise<SaleChannelDto> {
  const [found] = await rowsOf(db, storeId, channel);
  return toDto(channel, found?.row, found?.feed?.id ? found.feed : null);
}

/** The sealed secrets stored now (to keep those a save leaves blank). */
export async function storedSecrets(db: Db, storeId: string, channel: SaleChannel): Promise<Record<string, StoredSecret>> {
  const [row] = await db
    .select({ secrets: storeSaleChannels.secrets })
    .from(storeSaleChannels)
    .where(and(eq(storeSaleChannels.storeId, storeId), eq(storeSaleChannels.channel, channel)))
    .limit(1);
  return row?.secrets ?? {};
}

export async function feedBelongsToStore(db: Db, storeId: string, feedId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: productFeeds.id })
    .from(productFeeds)
    .where(and(eq(productFeeds.id, feedId), eq(productFeeds.storeId, storeId)))
    .limit(1);
  return !!row;
}

type Saved = { kind: "ok"; saleChannel: SaleChannelDto } | { kind: "conflict"; current: SaleChannelDto };

/**
 * Writes the channel's state against `version` (rule 9): no row is version 1, so version 1 inserts (or updates a row
 * still at 1); any other version updates only the row at it. Nothing written is a conflict.
 */
async function write(
  db: Db,
  storeId: string,
  channel: SaleChannel,
  version: number,
  state: Pick<Row, "connected" | "values" | "secrets" | "feedId" | "connectedAt" | "updatedAt">,
): Promise<Saved> {
  const next = sql`${storeSaleChannels.version} + 1`;
  const rows =
    version === 1
      ? await db
          .insert(storeSaleChannels)
          .values({ storeId, channel, ...state, version: 2 })
          .onConflictDoUpdate({
            target: [storeSaleChannels.storeId, storeSaleChannels.channel],
            set: { ...state, version: next },
            setWhere: eq(storeSaleChannels.version, 1),
          })
          .returning({ channel: storeSaleChannels.channel })
      : await db
          .update(storeSaleChannels)
          .set({ ...state, version: next })
          .where(and(eq(storeSaleChannels.storeId, storeId), eq(storeSaleChannels.channel, channel), eq(storeSaleChannels.version, version)))
          .returning({ channel: storeSaleChannels.channel });
  const now = await getSaleChannel(db, storeId, channel);
  return rows[0] ? { kind: "ok", saleChannel: now } : { kind: "conflict", current: now };
}

/** Connect (or update a connected channel): the non-secret values, the sealed secrets to keep, the feed. */
export function connectSaleChannel(
  db: Db,
  storeId: string,
  channel: SaleChannel,
  input: { version: number; values: Record<string, string>; secrets: Record<string, StoredSecret>; feedId: string | null; connectedAt: Date },
  now: Date,
): Promise<Saved> {
  return write(db, storeId, channel, input.version, {
    connected: true,
    values: input.values,
    secrets: input.secrets,
    feedId: channelSpec(channel).takesFeed ? input.feedId : null,
    connectedAt: input.connectedAt,
    updatedAt: now,
  });
}

/** Disconnect: everything the channel held is cleared, its secrets first among them; the row stays for its version. */
export async function disconnectSaleChannel(db: Db, storeId: string, channel: SaleChannel, version: number | undefined, now: Date): Promise<Saved> {
  const at = version ?? (await getSaleChannel(db, storeId, channel)).version;
  return write(db, storeId, channel, at, { connected: false, values: {}, secrets: {}, feedId: null, connectedAt: null, updatedAt: now });
}

/**
 * The storefront's read (issue 12): the non-secret ids of the store's connected channels, by channel. Secrets are not
 * selected at all.
 */
export async function connectedChannelIds(db: Db, storeId: string): Promise<Partial<Record<SaleChannel, Record<string, string>>>> {
  const rows = await db
    .select({ channel: storeSaleChannels.channel, values: storeSaleChannels.values })
    .from(storeSaleChannels)
    .where(and(eq(storeSaleChannels.storeId, storeId), eq(storeSaleChannels.connected, true)));
  const ids: Partial<Record<SaleChannel, Record<string, string>>> = {};
  for (const { channel, values } of rows) {
    if (!(SALE_CHANNELS as readonly string[]).includes(channel)) continue;
    const c = channel as SaleChannel;
    ids[c] = Object.fromEntries(publicFieldsOf(c).flatMap((f) => (values[f.name] ? [[f.name, values[f.name]!]] : [])));
  }
  return ids;
}
