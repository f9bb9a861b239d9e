// Cache purges (docs/api-contract.md, Cache): the local provider really drops the cached feed XML;
// the Cloudflare provider against a fake Cloudflare API (files in calls of 30, purge_everything, refusals).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCache } from "../../api/cache";
import { startHarness, type Harness } from "../helpers/harness";
import { rawRequest } from "../helpers/raw-http";

type Owner = Awaited<ReturnType<Harness["owner"]>>;

interface FakeCall {
  path: string;
  authorization: string | undefined;
  body: { files?: string[]; purge_everything?: boolean };
}
/** A stand-in for api.cloudflare.com: records each purge_cache call and answers as told. */
async function fakeCloudflare() {
  const calls: FakeCall[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { success: true, errors: [], messages: [], result: { id: "zone" } } };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      calls.push({ path: req.url ?? "", authorization: req.headers.authorization, body: JSON.parse(raw || "{}") });
      res.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`,
    calls,
    answer: (a: typeof answer) => void (answer = a),
    close: () => new Promise((r) => server.close(r)),
  };
}

async function productAndFeed(h: Harness, owner: Owner, title: string) {
  const p = await h.call("POST", "/products", { headers: owner.headers, body: { product: { title, published: true } } });
  expect(p.status).toBe(201);
  // A price, so the feed lists it.
  expect((await h.call("POST", `/products/${p.body.product._id}/variants`, { headers: owner.headers, body: { variant: { price: 10 } } })).status).toBe(201);
  const f = await h.call("POST", "/feed", { headers: owner.headers, body: { productFeed: { name: `Feed ${title}`, selection: "all" } } });
  expect(f.status, JSON.stringify(f.body)).toBe(201);
  return { product: p.body.product, feedUrl: `${h.url}${f.body.productFeed.xmlPath}`, feed: f.body.productFeed };
}

async function fetchFeed(url: string) {
  const res = await fetch(url);
  return { status: res.status, cache: res.headers.get("x-cache"), text: await res.text() };
}

describe("local provider", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ cache: createCache({ feedTtlMs: 60_000 }) });
  });
  afterAll(async () => {
    await h?.close();
  });

  it("serves the feed from the cache until its URL is purged, and only the owning store can purge it", async () => {
    const owner = await h.owner();
    const { feedUrl } = await productAndFeed(h, owner, "Old title");
    const first = await fetchFeed(feedUrl);
    expect(first.cache).toBeNull();
    const cached = await fetchFeed(feedUrl);
    expect(cached).toMatchObject({ status: 200, cache: "HIT" });
    expect(cached.text).toBe(first.text);

    // Another store naming the same URL drops nothing.
    const stranger = await h.owner();
    const foreign = await h.call("POST", "/stores/cloudflare/clearCacheUrls", { headers: stranger.headers, body: { urls: [feedUrl] } });
    expect(foreign.status).toBe(200);
    expect(foreign.body.localDropped).toBe(0);
    expect((await fetchFeed(feedUrl)).cache).toBe("HIT");

    // The host does not matter (a CDN's address or the app's): the path names the cached copy.
    const purged = await h.call("POST", "/stores/cloudflare/clearCacheUrls", {
      headers: owner.headers,
      body: {
        urls: [feedUrl.replace("127.0.0.1", "shop.example.com"), "https://shop.example.com/products/other", feedUrl.replace("127.0.0.1", "shop.example.com")],
      },
    });
    expect(purged.status, JSON.stringify(purged.body)).toBe(200);
    expect(purged.body).toMatchObject({
      message: "Cache cleared for 2 URLs",
      localDropped: 1,
      purge: { scope: "urls", provider: "local", status: "done", error: null },
    });
    expect(purged.body.purge.urls).toHaveLength(2);
    const fresh = await fetchFeed(feedUrl);
    expect(fresh.cache).toBeNull();
    expect(fresh.text).toContain("<title>Old title</title>");
  });

  it("keeps a copy per origin the feed was fetched at (its image links name it); a purge by path drops every copy", async () => {
    const owner = await h.owner();
    const { feedUrl } = await productAndFeed(h, owner, "Two doors");
    const atOther = () => rawRequest(feedUrl, { headers: { host: "shop-admin.test" } });
    expect((await fetchFeed(feedUrl)).cache).toBeNull();
    expect((await atOther()).headers["x-cache"]).toBeUndefined();
    expect((await fetchFeed(feedUrl)).cache).toBe("HIT");
    expect((await atOther()).headers["x-cache"]).toBe("HIT");
    const purged = await h.call("POST", "/stores/cloudflare/clearCacheUrls", { headers: owner.headers, body: { urls: [feedUrl] } });
    expect(purged.body).toMatchObject({ localDropped: 1 });
    expect((await fetchFeed(feedUrl)).cache).toBeNull();
    expect((await atOther()).headers["x-cache"]).toBeUndefined();
  });

  it("clearCache drops every cached feed of the store and no other store's; the history lists the purges newest first", async () => {
    const owner = await h.owner();
    const a = await productAndFeed(h, owner, "Alpha");
    const b = await productAndFeed(h, owner, "Beta");
    const other = await h.owner();
    const c = await productAndFeed(h, other, "Gamma");
    for (const url of [a.feedUrl, b.feedUrl, c.feedUrl]) await fetchFeed(url);
    expect((await fetchFeed(a.feedUrl)).cache).toBe("HIT");

    const all = await h.call("POST", "/stores/cloudflare/clearCache", { headers: owner.headers });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ message: "Cache cleared", localDropped: 2, purge: { scope: "all", urls: [], status: "done" } });
    expect((await fetchFeed(a.feedUrl)).cache).toBeNull();
    expect((await fetchFeed(b.feedUrl)).cache).toBeNull();
    expect((await fetchFeed(c.feedUrl)).cache).toBe("HIT");

    await h.call("POST", "/stores/cloudflare/clearCacheUrls", { headers: owner.headers, body: { urls: ["https://x.test/a"] } });
    const history = await h.call("GET", "/stores/cloudflare/purges?limit=5", { headers: owner.headers });
    expect(history.status).toBe(200);
    expect(history.body.provider).toBe("local");
    expect(history.body.purges.map((p: { scope: string }) => p.scope)).toEqual(["urls", "all"]);
    expect(history.body.purges[0]).toMatchObject({ urls: ["https://x.test/a"], userEmail: expect.stringContaining("@shop.test") });
    expect((await h.call("GET", "/stores/cloudflare/purges", { headers: other.headers })).body.purges).toEqual([]);
  });

  it("a feed edit or delete drops its cached copy at once", async () => {
    const owner = await h.owner();
    const { feedUrl, feed } = await productAndFeed(h, owner, "Edited");
    await fetchFeed(feedUrl);
    expect((await fetchFeed(feedUrl)).cache).toBe("HIT");
    const renamed = await h.call("PUT", `/feed/${feed._id}`, {
      headers: owner.headers,
      body: { productFeed: { name: "Renamed feed", selection: "all", version: feed.version } },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const after = await fetchFeed(feedUrl);
    expect(after.cache).toBeNull();
    expect(after.text).toContain("Renamed feed");
    expect((await fetchFeed(feedUrl)).cache).toBe("HIT");
    expect((await h.call("DELETE", `/feed/${feed._id}`, { headers: owner.headers })).status).toBe(200);
    expect((await fetchFeed(feedUrl)).status).toBe(404);
  });

  it("refuses bad URLs with a message per line, too many URLs, none at all; checks scope and sign-in", async () => {
    const owner = await h.owner();
    const bad = await h.call("POST", "/stores/cloudflare/clearCacheUrls", {
      headers: owner.headers,
      body: { urls: ["https://ok.test/a", "ftp://files.test/x", "", "not a url", "javascript:alert(1)"] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.urls).toEqual([
      'Line 2: "ftp://files.test/x" is not an http:// or https:// URL',
      'Line 4: "not a url" is not an http:// or https:// URL',
      'Line 5: "javascript:alert(1)" is not an http:// or https:// URL',
    ]);
    const many = Array.from({ length: 501 }, (_, i) => `https://shop.test/p/${i}`);
    expect((await h.call("POST", "/stores/cloudflare/clearCacheUrls", { headers: owner.headers, body: { urls: many } })).body.errors.urls).toEqual([
      "At most 500 URLs at a time",
    ]);
    expect((await h.call("POST", "/stores/cloudflare/clearCacheUrls", { headers: owner.headers, body: { urls: many.slice(0, 500) } })).status).toBe(200);
    expect((await h.call("POST", "/stores/cloudflare/clearCacheUrls", { headers: owner.headers, body: { urls: [" "] } })).body.errors.urls).toEqual([
      "URLs required",
    ]);
    expect((await h.call("POST", "/stores/cloudflare/clearCacheUrls", { headers: owner.headers, body: {} })).body.errors.urls).toEqual(["URLs required"]);
    expect((await h.call("POST", "/stores/cloudflare/clearCacheUrls", { headers: owner.headers, body: { urls: "https://a.test" } })).status).toBe(400);

    const ordersStaff = await h.staff(owner.storeId, ["orders"]);
    expect((await h.call("POST", "/stores/cloudflare/clearCache", { headers: ordersStaff.headers })).status).toBe(403);
    expect((await h.call("POST", "/stores/cloudflare/clearCache", {})).status).toBe(401);
    const outsider = await h.owner();
    expect((await h.call("POST", "/stores/cloudflare/clearCache", { headers: { ...outsider.headers, "store-id": owner.storeId } })).status).toBe(404);
  });
});

describe("Cloudflare provider", () => {
  let h: Harness;
  let cf: Awaited<ReturnType<typeof fakeCloudflare>>;
  beforeAll(async () => {
    cf = await fakeCloudflare();
    h = await startHarness({ cache: createCache({ feedTtlMs: 60_000, cloudflare: { zoneId: "zone-123", apiToken: "cf-token", apiBase: cf.url } }) });
  });
  afterAll(async () => {
    await h?.close();
    await cf?.close();
  });

  it("purges files in calls of 30 after dropping the app's own copy, and purge_everything for Clear all", async () => {
    const owner = await h.owner();
    const { feedUrl } = await productAndFeed(h, owner, "Edge");
    await fetchFeed(feedUrl);
    const urls = [feedUrl, ...Array.from({ length: 64 }, (_, i) => `https://shop.test/products/p-${i}`)];
    cf.calls.length = 0;
    const res = await h.call("POST", "/stores/cloudflare/clearCacheUrls", { headers: owner.headers, body: { urls } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ localDropped: 1, purge: { provider: "cloudflare", status: "done" } });
    expect(cf.calls.map((c) => c.body.files?.length)).toEqual([30, 30, 5]);
    expect(cf.calls.flatMap((c) => c.body.files)).toEqual(urls);
    expect(cf.calls.every((c) => c.path === "/client/v4/zones/zone-123/purge_cache" && c.authorization === "Bearer cf-token")).toBe(true);
    expect((await fetchFeed(feedUrl)).cache).toBeNull();

    cf.calls.length = 0;
    expect((await h.call("POST", "/stores/cloudflare/clearCache", { headers: owner.headers })).status).toBe(200);
    expect(cf.calls.map((c) => c.body)).toEqual([{ purge_everything: true }]);
  });

  it("a refusal is a 502 with Cloudflare's reason, recorded as a failed purge", async () => {
    const owner = await h.owner();
    cf.answer({ status: 403, body: { success: false, errors: [{ code: 10000, message: "Authentication error" }] } });
    try {
      const res = await h.call("POST", "/stores/cloudflare/clearCacheUrls", { headers: owner.headers, body: { urls: ["https://shop.test/a"] } });
      expect(res.status).toBe(502);
      expect(res.body.message).toBe("Cloudflare refused the purge: HTTP 403, Authentication error (10000)");
      expect(res.body.purge).toMatchObject({ status: "failed", provider: "cloudflare", error: res.body.message });
      const history = await h.call("GET", "/stores/cloudflare/purges", { headers: owner.headers });
      expect(history.body.purges[0]).toMatchObject({ status: "failed", urls: ["https://shop.test/a"] });
    } finally {
      cf.answer({ status: 200, body: { success: true, errors: [] } });
    }
  });
});
