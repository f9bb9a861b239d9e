// The store's sale channels (ADR 057) on the real API over PGlite: connect, update and disconnect each kind of channel,
// the catalogue's formats refused by field, a stale version's 409, the settings scope, the store boundary (feeds too),
// and the secrets: sealed in the database, never in an answer (errors included), a log or the outbox.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createSecretBox } from "../../api/secret-box";
import { connectedChannelIds } from "../../api/modules/sale-channels/store";
import { secretPlace } from "../../api/modules/sale-channels/routes";
import { feedEndpoints as fe } from "../../domain/contracts/feeds";
import { saleChannelEndpoints as sc } from "../../domain/contracts/sale-channels";
import { SALE_CHANNELS, type SaleChannel } from "../../domain/sale-channels";
import { startHarness, type Harness } from "../helpers/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const PIXEL = "123456789012345";
const FB_TOKEN = "EAAGsecretFacebookToken0123456789abcdefXYZ";
const KLAVIYO_KEY = "pk_0123456789abcdef0123456789abcdef9f3a";
const TRUSTPILOT_KEY = "TrustPilotApiKey0123456789abcd";
const SECRETS = [FB_TOKEN, KLAVIYO_KEY, TRUSTPILOT_KEY];

type Headers = Record<string, string>;
const get = (headers: Headers, channel: string) => h.request(sc.get, { headers, params: { channel } });
const connect = (headers: Headers, channel: string, saleChannel: Record<string, unknown>) =>
  h.request(sc.connect, { headers, params: { channel }, body: { saleChannel } });
const disconnect = (headers: Headers, channel: string, version?: number) => h.request(sc.disconnect, { headers, params: { channel }, query: { version } });

/** Every text the API sent back in `answers`, plus its log and outbox: none may hold a secret. */
async function expectNoSecretIn(answers: unknown[]) {
  const outbox = await h.database.db.execute(sql`select * from outbox`);
  const seen = JSON.stringify([answers, h.logs, h.mails, outbox]);
  for (const secret of SECRETS) expect(seen.includes(secret), `a secret leaked: …${secret.slice(-4)}`).toBe(false);
}

async function feedOf(headers: Headers, name = "Channel feed") {
  const res = await h.request(fe.create, { headers, body: { productFeed: { name, selection: "all", googleCategoryId: 166 } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.productFeed;
}

describe("sale channels", () => {
  it("list the nine channels, none connected, each at version 1 with its fields blank and no secret set", async () => {
    const owner = await h.owner();
    const res = await h.request(sc.list, { headers: owner.headers });
    expect(res.status).toBe(200);
    expect(res.body.saleChannels.map((c) => c.channel)).toEqual([...SALE_CHANNELS]);
    expect(res.body.saleChannels.every((c) => !c.connected && c.version === 1 && c.feed === null)).toBe(true);
    const klaviyo = res.body.saleChannels.find((c) => c.channel === "klaviyo")!;
    expect(klaviyo.values).toEqual({ publicApiKey: "" });
    expect(klaviyo.secrets).toEqual({ privateApiKey: { isSet: false, last4: "" } });
  });

  it("connect Facebook with a pixel, a token and a feed: the answer has the last four only; a blank token keeps it", async () => {
    const owner = await h.owner();
    const feed = await feedOf(owner.headers);
    const answers: unknown[] = [];
    const saved = await connect(owner.headers, "facebook", { pixelId: ` ${PIXEL} `, accessToken: FB_TOKEN, feedId: feed._id, version: 1 });
    answers.push(saved.body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.saleChannel).toMatchObject({
      channel: "facebook",
      connected: true,
      values: { pixelId: PIXEL },
      secrets: { accessToken: { isSet: true, last4: FB_TOKEN.slice(-4) } },
      feed: { _id: feed._id, name: "Channel feed", xmlPath: feed.xmlPath },
      version: 2,
    });
    const read = await get(owner.headers, "facebook");
    answers.push(read.body);
    expect(read.body.saleChannel).toEqual(saved.body.saleChannel);

    // A blank token keeps the stored one; the pixel changes.
    const again = await connect(owner.headers, "facebook", { pixelId: "1234567890123456", accessToken: "", feedId: feed._id, version: 2 });
    answers.push(again.body);
    expect(again.body.saleChannel).toMatchObject({
      values: { pixelId: "1234567890123456" },
      secrets: { accessToken: { isSet: true, last4: FB_TOKEN.slice(-4) } },
      version: 3,
    });
    answers.push((await h.request(sc.list, { headers: owner.headers })).body);
    await expectNoSecretIn(answers);
  });

  it("keep the ciphertext in the database: not the plaintext, a new IV each time, and it decrypts only in its place", async () => {
    const owner = await h.owner();
    expect((await connect(owner.headers, "klaviyo", { publicApiKey: "AbC123", privateApiKey: KLAVIYO_KEY, version: 1 })).status).toBe(200);
    const other = await h.owner();
    expect((await connect(other.headers, "klaviyo", { publicApiKey: "XyZ789", privateApiKey: KLAVIYO_KEY, version: 1 })).status).toBe(200);
    const rows = (await h.database.db.execute(sql`select store_id, secrets::text as secrets from store_sale_channels where channel = 'klaviyo'`)).rows as {
      store_id: string;
      secrets: string;
    }[];
    const mine = rows.find((r) => r.store_id === owner.storeId)!;
    const theirs = rows.find((r) => r.store_id === other.storeId)!;
    expect(mine.secrets.includes(KLAVIYO_KEY)).toBe(false);
    const sealed = (JSON.parse(mine.secrets) as Record<string, { ciphertext: string }>).privateApiKey!.ciphertext;
    const sealedToo = (JSON.parse(theirs.secrets) as Record<string, { ciphertext: string }>).privateApiKey!.ciphertext;
    expect(sealed).not.toBe(sealedToo);
    const box = createSecretBox(h.secretsKey);
    expect(box.open(sealed, secretPlace(owner.storeId, "klaviyo", "privateApiKey"))).toBe(KLAVIYO_KEY);
    // Copied into another store's row, or opened with another key, it does not decrypt.
    expect(() => box.open(sealed, secretPlace(other.storeId, "klaviyo", "privateApiKey"))).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 7)).open(sealed, secretPlace(owner.storeId, "klaviyo", "privateApiKey"))).toThrow();
  });

  it("refuse each kind's bad input by field with the catalogue's message, echo no secret, and write nothing", async () => {
    const owner = await h.owner();
    const cases: [SaleChannel, Record<string, unknown>, string, string][] = [
      ["google", { merchantId: "" }, "merchantId", "Merchant Center ID required"],
      ["google", { merchantId: "12ab" }, "merchantId", "Merchant Center ID must be 6 to 12 digits"],
      ["ggads", { conversionId: "123456789" }, "conversionId", "Conversion ID must be AW- followed by 9 to 11 digits"],
      [
        "ggads",
        { conversionId: "AW-123456789", conversionLabel: "bad label!" },
        "conversionLabel",
        "Conversion label must be 10 to 40 letters, digits, - or _",
      ],
      ["bingads", { uetTagId: "12" }, "uetTagId", "UET tag ID must be 4 to 12 digits"],
      ["tiktok", { pixelCode: "C4ABC" }, "pixelCode", "Pixel code must be 20 to 20 letters and digits"],
      [
        "tiktok",
        { pixelCode: "C4ABCDEFGH12IJKL34MN", accessToken: `${FB_TOKEN} oops` },
        "accessToken",
        "Events API access token must be 20 to 512 letters, digits, - or _",
      ],
      ["criteo", { partnerId: "12345678901" }, "partnerId", "Partner ID must be 1 to 10 digits"],
      ["pinterest", { tagId: "26123" }, "tagId", "Tag ID must be 10 to 16 digits"],
      ["facebook", { pixelId: "12345678901234" }, "pixelId", "Pixel ID must be 15 to 16 digits"],
      ["facebook", { pixelId: PIXEL, feedId: "not-a-feed" }, "feedId", "Product feed not found"],
      ["klaviyo", { publicApiKey: "AbC123", privateApiKey: "sk_0123456789abcdef0123456789" }, "privateApiKey", "Private API key must start with pk_"],
      ["klaviyo", { publicApiKey: "AbC123", privateApiKey: "" }, "privateApiKey", "Private API key required"],
      ["klaviyo", { publicApiKey: "AbC1234", privateApiKey: KLAVIYO_KEY }, "publicApiKey", "Public API key must be 6 to 6 letters and digits"],
      ["trustPilot", { businessUnitId: "xyz", apiKey: TRUSTPILOT_KEY }, "businessUnitId", "Business unit ID must be 24 hexadecimal characters"],
      ["trustPilot", { businessUnitId: "5f3c9a1b2c3d4e5f6a7b8c9d", apiKey: "short" }, "apiKey", "API key must be 20 to 64 letters and digits"],
      ["google", { merchantId: "123456789", version: "abc" }, "version", "Version required"],
    ];
    const answers: unknown[] = [];
    for (const [channel, change, field, message] of cases) {
      const res = await connect(owner.headers, channel, { version: 1, ...change });
      answers.push(res.body);
      expect(res.status, `${channel} ${JSON.stringify(change)}`).toBe(400);
      expect(res.error.errors[field]?.[0], `${channel} ${JSON.stringify(change)}`).toBe(message);
    }
    await expectNoSecretIn(answers);
    const list = await h.request(sc.list, { headers: owner.headers });
    expect(list.body.saleChannels.every((c) => !c.connected && c.version === 1)).toBe(true);
  });

  it("take each kind's real formats, normalized: aw- in capitals, a TikTok code upper-cased, a Trustpilot id lower-cased", async () => {
    const owner = await h.owner();
    const feed = await feedOf(owner.headers);
    const ok: [SaleChannel, Record<string, unknown>, Record<string, string>][] = [
      ["google", { merchantId: "123456789", feedId: feed._id }, { merchantId: "123456789" }],
      ["ggads", { conversionId: "aw-1234567890", conversionLabel: "AbC-D_efG-h12" }, { conversionId: "AW-1234567890", conversionLabel: "AbC-D_efG-h12" }],
      ["bingads", { uetTagId: "12345678" }, { uetTagId: "12345678" }],
      ["tiktok", { pixelCode: "c4abcdefgh12ijkl34mn" }, { pixelCode: "C4ABCDEFGH12IJKL34MN" }],
      ["criteo", { partnerId: "12345" }, { partnerId: "12345" }],
      ["pinterest", { tagId: "2612345678901" }, { tagId: "2612345678901" }],
      ["trustPilot", { businessUnitId: "5F3C9A1B2C3D4E5F6A7B8C9D", apiKey: TRUSTPILOT_KEY }, { businessUnitId: "5f3c9a1b2c3d4e5f6a7b8c9d" }],
    ];
    for (const [channel, body, values] of ok) {
      const res = await connect(owner.headers, channel, { version: 1, ...body });
      expect(res.status, `${channel} ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.saleChannel.values).toMatchObject(values);
    }
    // A channel that takes no feed ignores one.
    const ggads = await get(owner.headers, "ggads");
    expect(ggads.body.saleChannel.feed).toBeNull();
    // The storefront's read: the connected channels' non-secret ids only.
    const ids = await connectedChannelIds(h.database.db, owner.storeId);
    expect(ids).toMatchObject({ ggads: { conversionId: "AW-1234567890" }, trustPilot: { businessUnitId: "5f3c9a1b2c3d4e5f6a7b8c9d" } });
    expect(JSON.stringify(ids).includes(TRUSTPILOT_KEY)).toBe(false);
    expect(ids.facebook).toBeUndefined();
  });

  it("answer a stale version with 409 and the channel as saved now, secrets still masked; saving against that goes through", async () => {
    const owner = await h.owner();
    expect((await connect(owner.headers, "klaviyo", { publicApiKey: "AbC123", privateApiKey: KLAVIYO_KEY, version: 1 })).status).toBe(200);
    const stale = await connect(owner.headers, "klaviyo", { publicApiKey: "XyZ789", privateApiKey: "", version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.error.message).toBe("This sale channel was changed by someone else since you opened it. Review it, then save again.");
    expect(stale.error.current).toMatchObject({ values: { publicApiKey: "AbC123" }, secrets: { privateApiKey: { isSet: true, last4: "9f3a" } }, version: 2 });
    const staleDisconnect = await disconnect(owner.headers, "klaviyo", 1);
    expect(staleDisconnect.status).toBe(409);
    const again = await connect(owner.headers, "klaviyo", { publicApiKey: "XyZ789", privateApiKey: "", version: 2 });
    expect(again.body.saleChannel).toMatchObject({
      values: { publicApiKey: "XyZ789" },
      secrets: { privateApiKey: { isSet: true, last4: "9f3a" } },
      version: 3,
    });
    await expectNoSecretIn([stale.body, staleDisconnect.body, again.body]);
  });

  it("disconnect clears the ids, the feed and the secrets; a later connect needs the secret again", async () => {
    const owner = await h.owner();
    const feed = await feedOf(owner.headers);
    expect((await connect(owner.headers, "facebook", { pixelId: PIXEL, accessToken: FB_TOKEN, feedId: feed._id, version: 1 })).status).toBe(200);
    const off = await disconnect(owner.headers, "facebook", 2);
    expect(off.status).toBe(200);
    expect(off.body.saleChannel).toMatchObject({
      connected: false,
      values: { pixelId: "" },
      secrets: { accessToken: { isSet: false, last4: "" } },
      feed: null,
      version: 3,
    });
    const row = (await h.database.db.execute(sql`select secrets::text as secrets, feed_id from store_sale_channels where store_id = ${owner.storeId}`))
      .rows[0] as { secrets: string; feed_id: string | null };
    expect(row).toEqual({ secrets: "{}", feed_id: null });
    expect(await connectedChannelIds(h.database.db, owner.storeId)).toEqual({});

    expect((await connect(owner.headers, "klaviyo", { publicApiKey: "AbC123", privateApiKey: KLAVIYO_KEY, version: 1 })).status).toBe(200);
    expect((await disconnect(owner.headers, "klaviyo", 2)).status).toBe(200);
    const needsKey = await connect(owner.headers, "klaviyo", { publicApiKey: "AbC123", privateApiKey: "", version: 3 });
    expect(needsKey.status).toBe(400);
    expect(needsKey.error.errors.privateApiKey).toEqual(["Private API key required"]);
  });

  it("need the settings scope: staff without it get 403 on every call, staff with it may connect; no token is 401", async () => {
    const owner = await h.owner();
    const ordersOnly = await h.staff(owner.storeId, ["orders", "products"]);
    expect((await h.request(sc.list, { headers: ordersOnly.headers })).status).toBe(403);
    expect((await get(ordersOnly.headers, "facebook")).status).toBe(403);
    expect((await connect(ordersOnly.headers, "facebook", { pixelId: PIXEL, version: 1 })).status).toBe(403);
    expect((await disconnect(ordersOnly.headers, "facebook", 1)).status).toBe(403);
    expect((await get(owner.headers, "facebook")).body.saleChannel.version).toBe(1);

    const manager = await h.staff(owner.storeId, ["settings"]);
    expect((await connect(manager.headers, "facebook", { pixelId: PIXEL, version: 1 })).body.saleChannel).toMatchObject({ connected: true, version: 2 });
    expect((await h.request(sc.list, {})).status).toBe(401);
  });

  it("answer an unknown channel with 404", async () => {
    const owner = await h.owner();
    expect((await get(owner.headers, "myspace")).status).toBe(404);
    expect((await connect(owner.headers, "Facebook", { pixelId: PIXEL, version: 1 })).status).toBe(404);
    expect((await disconnect(owner.headers, "__proto__", 1)).status).toBe(404);
  });

  it("are each store's own: another store's channels are never read or written, and another store's feed is refused", async () => {
    const a = await h.owner();
    const b = await h.owner();
    expect((await connect(a.headers, "klaviyo", { publicApiKey: "AbC123", privateApiKey: KLAVIYO_KEY, version: 1 })).status).toBe(200);
    const intoA = { ...b.headers, "store-id": a.storeId };
    expect((await get(intoA, "klaviyo")).status).toBe(404);
    expect((await h.request(sc.list, { headers: intoA })).status).toBe(404);
    expect((await connect(intoA, "klaviyo", { publicApiKey: "XyZ789", version: 2 })).status).toBe(404);
    expect((await disconnect(intoA, "klaviyo", 2)).status).toBe(404);
    expect((await get(a.headers, "klaviyo")).body.saleChannel).toMatchObject({ connected: true, values: { publicApiKey: "AbC123" }, version: 2 });
    // B's channel is B's alone.
    expect((await get(b.headers, "klaviyo")).body.saleChannel).toMatchObject({ connected: false, version: 1 });

    // A's feed named in B's connect: refused as unknown, nothing written.
    const feedOfA = await feedOf(a.headers, "A's feed");
    const crossFeed = await connect(b.headers, "google", { merchantId: "123456789", feedId: feedOfA._id, version: 1 });
    expect(crossFeed.status).toBe(400);
    expect(crossFeed.error.errors.feedId).toEqual(["Product feed not found"]);
    expect((await get(b.headers, "google")).body.saleChannel).toMatchObject({ connected: false, feed: null, version: 1 });
  });
});
