// Images named by an import (ADR 023): the fetcher refuses what could reach inside the network (SSRF), caps size and
// checks the bytes; a test server is reachable only through an explicit allowance; the queue survives a restart.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageMessages } from "../../domain/csv-import";
import { fetchImage, isPublicAddress } from "../../api/modules/imports/fetch-image";
import { mediaKeyOf, startImageWorker } from "../../api/modules/imports/images";
import { singleProcessInstance } from "../../api/db/instance";
import { createImportTask, updateImportTask } from "../../api/modules/imports/store";
import { importTaskImages } from "../../api/db/schema";
import { createLocalStorage } from "../../api/storage";
import type { ProductImageDto } from "../../domain/product-images";
import { startHarness, type Harness } from "../helpers/harness";

const png = fs.readFileSync(path.resolve("e2e/fixtures/red.png"));
let server: http.Server;
let port = 0;
let base = "";
const allow = () => ({ allowHosts: [`127.0.0.1:${port}`], timeoutMs: 2000 });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    switch (url.pathname) {
      case "/red.png":
        return void res.writeHead(200, { "content-type": "image/png" }).end(png);
      case "/page.png":
        return void res.writeHead(200, { "content-type": "image/png" }).end("<html><script>alert(1)</script></html>");
      case "/big.png":
        return void res.writeHead(200, { "content-type": "image/png", "content-length": String(2 * 1_048_576) }).end(Buffer.alloc(2 * 1_048_576));
      case "/chunked.png": {
        // No length announced: the cap applies as the bytes arrive.
        res.writeHead(200, { "content-type": "image/png" });
        res.write(png);
        for (let i = 0; i < 12; i++) res.write(Buffer.alloc(100_000));
        return void res.end();
      }
      case "/to-localhost":
        return void res.writeHead(302, { location: `http://localhost:${port}/red.png` }).end();
      case "/to-file":
        return void res.writeHead(301, { location: "file:///etc/passwd" }).end();
      case "/to-self":
        return void res.writeHead(302, { location: "/red.png" }).end();
      case "/loop":
        return void res.writeHead(302, { location: "/loop" }).end();
      case "/slow.png":
        return; // never answers
      default:
        return void res.writeHead(404).end();
    }
  });
  server.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const reason = (p: Promise<unknown>) =>
  p.then(
    () => "fetched",
    (e: Error) => e.message,
  );

describe("fetching an imported image", () => {
  it("knows public addresses from loopback, private, link-local, CGNAT, unique-local and mapped ones", () => {
    for (const a of ["8.8.8.8", "1.1.1.1", "2001:4860:4860::8888"]) expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "::",
      "fe80::1",
      "fc00::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "224.0.0.1",
      "not-an-ip",
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });

  it("refuses loopback, private names and other schemes by default; fetches from a host only when it is allowed", async () => {
    expect(await reason(fetchImage(`${base}/red.png`))).toBe(imageMessages.privateAddress);
    expect(await reason(fetchImage(`http://localhost:${port}/red.png`))).toBe(imageMessages.privateAddress);
    expect(await reason(fetchImage(`http://[::1]:${port}/red.png`))).toBe(imageMessages.privateAddress);
    expect(await reason(fetchImage(`http://[::ffff:127.0.0.1]:${port}/red.png`))).toBe(imageMessages.privateAddress);
    expect(await reason(fetchImage("http://169.254.169.254/latest/meta-data/"))).toBe(imageMessages.privateAddress);
    for (const url of ["file:///etc/passwd", "ftp://example.com/a.png", "javascript:alert(1)", "data:image/png;base64,iVBORw0KGgo=", "not a url"]) {
      expect(await reason(fetchImage(url)), url).toBe(imageMessages.badUrl);
    }
    // Another port of an allowed host is not allowed.
    expect(await reason(fetchImage(`http://127.0.0.1:${port + 1}/red.png`, allow()))).toBe(imageMessages.privateAddress);
    const ok = await fetchImage(`${base}/red.png`, allow());
    expect(ok.type).toBe("image/png");
    expect(ok.bytes.equals(png)).toBe(true);
  });

  it("checks every redirect again, and stops after three", async () => {
    expect(await reason(fetchImage(`${base}/to-localhost`, allow()))).toBe(imageMessages.privateAddress);
    expect(await reason(fetchImage(`${base}/to-file`, allow()))).toBe(imageMessages.badUrl);
    expect((await fetchImage(`${base}/to-self`, allow())).type).toBe("image/png");
    expect(await reason(fetchImage(`${base}/loop`, allow()))).toBe(imageMessages.tooManyRedirects);
  });

  it("caps the size (declared or streamed) at 1 MB, checks the magic bytes, and gives up at the deadline", async () => {
    expect(await reason(fetchImage(`${base}/big.png`, allow()))).toBe("File big.png larger than 1mb.");
    expect(await reason(fetchImage(`${base}/chunked.png`, allow()))).toBe("File chunked.png larger than 1mb.");
    expect(await reason(fetchImage(`${base}/page.png`, allow()))).toBe("Invalid file type.");
    expect(await reason(fetchImage(`${base}/missing.png`, allow()))).toBe(imageMessages.httpStatus(404));
    const started = Date.now();
    expect(await reason(fetchImage(`${base}/slow.png`, { ...allow(), timeoutMs: 300 }))).toBe(imageMessages.timedOut);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe("an image URL of Backroom's own media", () => {
  const key = "stores/4b1e6f0a-2c3d-4e5f-8a9b-0c1d2e3f4a5b/image-1700000000000abcdef12.png";
  it("is read from storage only on an origin of this install (PUBLIC_URL's, the bucket's); elsewhere it is fetched", () => {
    expect(mediaKeyOf(`http://admin.test/api/media/files/${key}`, ["http://admin.test"])).toBe(key);
    expect(mediaKeyOf(`https://bucket.example/media/${key}`, ["http://admin.test", "https://bucket.example"])).toBe(key);
    // A page elsewhere that names another store's key must not get that store's file copied.
    expect(mediaKeyOf(`https://evil.test/api/media/files/${key}`, ["http://admin.test"])).toBeNull();
    expect(mediaKeyOf("not a url", ["http://admin.test"])).toBeNull();
  });
});

describe("the image queue", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it("images a restart left waiting are fetched and saved by the next worker; one that fails is reported", async () => {
    const owner = await h.owner();
    const db = h.database.db;
    const made = await h.call("POST", "/products", { headers: owner.headers, body: { product: { title: "Waiting", published: true } } });
    const productId = made.body.product._id as string;
    const task = await createImportTask(db, owner.storeId, { fileName: "a.csv", mode: "valid-only" }, new Date());
    await updateImportTask(db, owner.storeId, task.id, { status: "done" }, new Date());
    // What a batch queued before the process stopped.
    await db.insert(importTaskImages).values([
      { taskId: task.id, storeId: owner.storeId, productId, line: 2, column: "Image Src", url: `${base}/red.png`, position: 0, alt: "Red" },
      { taskId: task.id, storeId: owner.storeId, productId, line: 3, column: "Image Src", url: `${base}/missing.png`, position: 1, alt: "" },
    ]);
    // The API's own worker may not reach it (its host is not allowed there); the one a restarted server starts with the allowance does.
    const storage = createLocalStorage({ dir: h.mediaDir, baseUrl: `${h.url}/media`, secret: "harness-media-secret" });
    const worker = startImageWorker({
      db,
      instance: singleProcessInstance(),
      storage,
      clock: h.clock,
      log: () => {},
      config: { publicUrl: "http://admin.test" },
      fetch: allow(),
    });
    await worker.idle();
    const product = (await h.call("GET", `/products/${productId}`, { headers: owner.headers })).body.product as { images: ProductImageDto[]; version: number };
    expect(product.images.map((i) => i.alt)).toEqual(["Red"]);
    expect(product.version).toBe(2);
    const got = (await h.call("GET", `/products/import/csv/${task.id}`, { headers: owner.headers })).body.task;
    expect(got.images).toEqual({ total: 2, done: 1, failed: 1, pending: 0, errors: [{ line: 3, field: "Image Src", message: imageMessages.httpStatus(404) }] });
  });
});
