// The admin's HTML leaves in chunks of about 32 KB instead of React's 2 KB pieces, because Remix's adapter flushes
// compression() once per chunk (ADR 026); and the shell still leaves before a suspended part of the page is ready.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { Suspense, createElement, lazy, type ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { htmlPipeline } from "../../app/entry.server";
import { HTML_CHUNK_BYTES_DEFAULT } from "../../app/lib/html-chunks.server";

const ROW = "Áo dài lụa tơ tằm Hội An — 250.000 ₫ — Saigon Threads — ";

/** About 140 KB of table rows: the shape of a long list page. */
const bigPage = (): ReactNode =>
  createElement(
    "table",
    null,
    createElement(
      "tbody",
      null,
      Array.from({ length: 1500 }, (_, i) => createElement("tr", { key: i }, createElement("td", null, `${i} ${ROW}`))),
    ),
  );

/** Renders `node` through entry.server's pipeline; returns each chunk as it left. */
function renderChunks(node: ReactNode, chunkBytes: number, onChunk?: (chunk: Buffer) => void): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const { destination, output } = htmlPipeline(chunkBytes);
    output.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      onChunk?.(chunk);
    });
    output.on("end", () => resolve(chunks));
    const { pipe } = renderToPipeableStream(node, { onShellReady: () => pipe(destination), onShellError: reject, onError: reject });
  });
}

describe("htmlPipeline", () => {
  it("joins React's 2 KB pieces into chunks of about 32 KB, byte for byte the same page", async () => {
    const pieces = await renderChunks(bigPage(), 0);
    const chunks = await renderChunks(bigPage(), HTML_CHUNK_BYTES_DEFAULT);
    const html = Buffer.concat(chunks);
    expect(html).toEqual(Buffer.concat(pieces));
    expect(html.length).toBeGreaterThan(120_000);
    // React writes 2 KB at a time.
    expect(pieces.length).toBeGreaterThanOrEqual(Math.floor(html.length / 2048));
    expect(chunks.length).toBeLessThanOrEqual(Math.ceil(html.length / HTML_CHUNK_BYTES_DEFAULT) + 1);
    // (A few bytes under 32 KB when React's stray NUL bytes were stripped from it.)
    for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBeGreaterThanOrEqual(HTML_CHUNK_BYTES_DEFAULT - 64);
  });

  it("lets the shell out at once while a suspended part is still loading, then the rest", async () => {
    let release: () => void = () => {};
    const later = new Promise<{ default: () => ReactNode }>((resolve) => {
      release = () => resolve({ default: () => createElement("p", null, "the late part") });
    });
    const Late = lazy(() => later);
    const page = createElement(
      "main",
      null,
      createElement("h1", null, "Products"),
      createElement(Suspense, { fallback: createElement("p", null, "Loading…") }, createElement(Late)),
    );
    let firstChunk = "";
    const shellOut = new Promise<void>((resolve) => {
      void renderChunks(page, HTML_CHUNK_BYTES_DEFAULT, (chunk) => {
        if (!firstChunk) firstChunk = chunk.toString("utf8");
        resolve();
      }).then((chunks) => {
        const html = Buffer.concat(chunks).toString("utf8");
        expect(html).toContain("the late part");
        done();
      });
    });
    let done: () => void = () => {};
    const finished = new Promise<void>((resolve) => (done = resolve));
    // The shell arrives while the late part has not even been released.
    await shellOut;
    expect(firstChunk).toContain("<h1>Products</h1>");
    expect(firstChunk).toContain("Loading…");
    expect(firstChunk).not.toContain("the late part");
    release();
    await finished;
  });
});

describe("through compression() as Remix's adapter writes it", () => {
  const servers: http.Server[] = [];
  afterAll(() => servers.forEach((s) => s.close()));

  /** Serves the big page as the adapter does (res.write + res.flush per chunk) behind compression(); counts the flushes. */
  async function serve(chunkBytes: number): Promise<{ body: Buffer; encoding: string | undefined; flushes: number; chunked: boolean }> {
    let flushes = 0;
    const app = express();
    app.use(compression());
    app.get("/", (_req, res) => {
      const flush = res.flush.bind(res);
      res.flush = () => {
        flushes++;
        flush();
      };
      res.setHeader("content-type", "text/html; charset=utf-8");
      const { destination, output } = htmlPipeline(chunkBytes);
      const { pipe } = renderToPipeableStream(bigPage(), { onShellReady: () => pipe(destination) });
      void writeReadableStreamToWritable(createReadableStreamFromReadable(output), res);
    });
    const server = app.listen(0, "127.0.0.1");
    servers.push(server);
    await new Promise((r) => server.once("listening", r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    return new Promise((resolve, reject) => {
      http
        .get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
          const parts: Buffer[] = [];
          res.on("data", (c: Buffer) => parts.push(c));
          res.on("end", () =>
            resolve({
              body: Buffer.concat(parts),
              encoding: res.headers["content-encoding"],
              flushes,
              chunked: res.headers["transfer-encoding"] === "chunked",
            }),
          );
        })
        .on("error", reject);
    });
  }

  it("flushes the gzip stream a few times per page instead of once per 2 KB, and the page arrives whole", async () => {
    const before = await serve(0);
    const after = await serve(HTML_CHUNK_BYTES_DEFAULT);
    for (const res of [before, after]) {
      expect(res.encoding).toBe("gzip");
      expect(res.chunked).toBe(true);
    }
    const html = zlib.gunzipSync(after.body).toString("utf8");
    expect(html).toBe(zlib.gunzipSync(before.body).toString("utf8"));
    expect(html).toContain(`1499 ${ROW}`);
    expect(before.flushes).toBeGreaterThanOrEqual(60);
    expect(after.flushes).toBeLessThanOrEqual(8);
    // Fewer gzip blocks also compress a little better.
    expect(after.body.length).toBeLessThan(before.body.length);
  });
});
