// Build assets are compressed once at build time (scripts/precompress-assets.mjs) and sent as those files, behind
// compression() as server.ts wires it, which must not compress them a second time (ADR 026).
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressAssets } from "../../scripts/precompress-assets.mjs";
import { immutableAssets } from "../../server/static-assets";

let dir = "";
let origin = "";
let server: http.Server;
// A script like the build's: repetitive enough to compress well, large enough that compression() would compress it too.
const script = Buffer.from(Array.from({ length: 600 }, (_, i) => `export const value${i} = "Áo dài ${i}";\n`).join(""));
const small = Buffer.from("body{margin:0}\n");

interface Got {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(pathname: string, acceptEncoding?: string): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = http.get(origin + pathname, { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
  });
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "backroom-assets-"));
  await fs.mkdir(path.join(dir, "_shared"));
  await fs.writeFile(path.join(dir, "_shared", "chunk-ABC.js"), script);
  await fs.writeFile(path.join(dir, "tiny.css"), small);
  // A leftover of an earlier build whose source is gone.
  await fs.writeFile(path.join(dir, "old-XYZ.js.br"), "stale");
  await precompressAssets([dir]);

  const app = express();
  app.use(compression());
  app.use("/build", immutableAssets(dir));
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe("precompressAssets", () => {
  it("writes a brotli and a gzip file next to each text asset of 1 KB or more, and removes stale ones", async () => {
    const files = (await fs.readdir(dir, { recursive: true })).sort();
    expect(files).toEqual(["_shared", "_shared/chunk-ABC.js", "_shared/chunk-ABC.js.br", "_shared/chunk-ABC.js.gz", "tiny.css"]);
    expect(zlib.brotliDecompressSync(await fs.readFile(path.join(dir, "_shared/chunk-ABC.js.br")))).toEqual(script);
    expect(zlib.gunzipSync(await fs.readFile(path.join(dir, "_shared/chunk-ABC.js.gz")))).toEqual(script);
  });
});

describe("immutableAssets behind compression()", () => {
  it("sends the brotli file as it is to a browser that accepts br, with the script's type and Vary", async () => {
    const res = await get("/build/_shared/chunk-ABC.js", "gzip, deflate, br");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // The very bytes written at build time: compressed once, not again on the way out.
    expect(res.body).toEqual(await fs.readFile(path.join(dir, "_shared/chunk-ABC.js.br")));
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
  });

  it("sends the gzip file to a client that accepts only gzip", async () => {
    const res = await get("/build/_shared/chunk-ABC.js", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.body).toEqual(await fs.readFile(path.join(dir, "_shared/chunk-ABC.js.gz")));
    expect(zlib.gunzipSync(res.body)).toEqual(script);
  });

  it("sends the plain file to a client that accepts no compression, and a small file as it is", async () => {
    const plain = await get("/build/_shared/chunk-ABC.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toEqual(script);
    const tiny = await get("/build/tiny.css", "br, gzip");
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body).toEqual(small);
  });
});
