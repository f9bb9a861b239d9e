import { Transform, type Readable, type Writable } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { createI18n } from "@domain/i18n";
import { keepingUsed, translatorOf } from "@domain/i18n/reader";
import { htmlChunks } from "./lib/html-chunks.server";
import { I18nProvider } from "./lib/i18n";
import { requestLocale } from "./lib/locale.server";
import { RenderOnlyContext } from "./lib/render-only";
import { renderOnlyOf } from "./lib/render-only.server";

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

/**
 * React 18's streaming renderer can emit stray NUL bytes when a multi-byte character lands on
 * its 2 KB buffer edge (facebook/react#26228, fixed only in React 19). Vietnamese text hits it.
 * Strip them from the HTML stream; tests/app/nul-bytes.test.ts keeps this honest.
 */
export function stripNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (chunk.includes(0)) {
        const out = Buffer.allocUnsafe(chunk.length);
        let n = 0;
        for (const byte of chunk) if (byte !== 0) out[n++] = byte;
        done(null, out.subarray(0, n));
      } else done(null, chunk);
    },
  });
}

/** Lists the keys a render asked for and its language lacks; e2e/i18n-screens.spec.ts fails on any (ADR 034). */
export const MISSING_KEYS_HEADER = "X-Missing-I18n-Keys";

/**
 * React's destination for the page, and the stream the response reads: React's 2 KB pieces joined into larger chunks
 * (fewer flushes through compression(), lib/html-chunks.server.ts), then NUL bytes stripped.
 */
export function htmlPipeline(chunkBytes?: number | null): { destination: Writable; output: Readable } {
  const destination = htmlChunks(chunkBytes ?? undefined);
  return { destination, output: destination.pipe(stripNulBytes()) };
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const bot = isbot(request.headers.get("user-agent") ?? "");
  const nonce = loadContext?.cspNonce;
  // The loaders have run: the store's language is known when one of them loaded the user (ADR 034).
  const locale = await requestLocale(request, loadContext);
  const missingKeys = new Set<string>();
  const translator = keepingUsed(translatorOf(createI18n(locale, (key) => missingKeys.add(key))), ["messages", "fields"]);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <I18nProvider translator={translator}>
        <RenderOnlyContext.Provider value={renderOnlyOf(loadContext)}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </RenderOnlyContext.Provider>
      </I18nProvider>,
      {
        nonce,
        [bot ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const { destination, output } = htmlPipeline(loadContext?.htmlChunkBytes);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Content-Language", locale);
          if (missingKeys.size > 0) responseHeaders.set(MISSING_KEYS_HEADER, [...missingKeys].join(", "));
          resolve(new Response(createReadableStreamFromReadable(output), { headers: responseHeaders, status: responseStatusCode }));
          pipe(destination);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY + 1000);
  });
}
