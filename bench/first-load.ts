// First-load bytes of an admin page: its HTML, the stylesheets it links in <head> (render-blocking: nothing shows until
// they arrive) and its JavaScript (every <script src> and <link rel="modulepreload"> under /build/ or /enhance/).
// Each is fetched as a browser would and counted three ways: raw (decoded), as sent to `Accept-Encoding: gzip`, and as
// sent to `Accept-Encoding: br` (what Chrome gets). Build assets go out as their precompressed .gz/.br files, the HTML
// compressed on the fly (ADR 026).
import http from "node:http";
import zlib from "node:zlib";
import { fail, print } from "./lib";
import type { CookieJar, PageServer } from "./page-server";

export interface Bytes {
  files: number;
  raw: number;
  gzip: number;
  br: number;
}

export interface FirstLoad {
  html: Bytes;
  css: Bytes;
  js: Bytes;
}

interface Wire {
  status: number;
  encoding: string;
  /** Bytes on the wire (compressed, when the server compressed). */
  sent: number;
  /** Decoded bytes. */
  raw: Buffer;
}

function wireGet(url: string, headers: Record<string, string>): Promise<Wire> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (c: Buffer) => parts.push(c));
        res.on("end", () => {
          const body = Buffer.concat(parts);
          const encoding = res.headers["content-encoding"] ?? "identity";
          const raw = encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "gzip" ? zlib.gunzipSync(body) : body;
          resolve({ status: res.statusCode ?? 0, encoding, sent: body.length, raw });
        });
      })
      .on("error", reject);
  });
}

/** The page's render-blocking stylesheets: <link rel="stylesheet"> in <head>, in order. */
export function headStylesheets(html: string): string[] {
  const head = /<head\b[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? "";
  return [...head.matchAll(/<link\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => /\brel=["']?stylesheet\b/i.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1])
    .filter((href): href is string => Boolean(href));
}

/** The page's own JavaScript: Remix's /build/ files (pages that hydrate) and the /enhance/ script (all others). */
export function pageScripts(html: string): string[] {
  const urls = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    if (/\brel="modulepreload"/.test(m[0])) urls.push(/\bhref="([^"]+)"/.exec(m[0])?.[1] ?? "");
  }
  return urls.filter((u) => /^\/(build|enhance)\//.test(u));
}

async function measure(s: PageServer, urls: string[], headers: Record<string, string> = {}): Promise<Bytes> {
  const total: Bytes = { files: 0, raw: 0, gzip: 0, br: 0 };
  for (const url of new Set(urls)) {
    const gz = await wireGet(s.origin + url, { ...headers, "accept-encoding": "gzip" });
    const br = await wireGet(s.origin + url, { ...headers, "accept-encoding": "gzip, deflate, br" });
    if (gz.status !== 200 || br.status !== 200) fail(`GET ${url} answered ${gz.status}/${br.status}`);
    total.files++;
    total.raw += gz.raw.length;
    total.gzip += gz.sent;
    total.br += br.sent;
  }
  return total;
}

export async function firstLoad(s: PageServer, pathname: string, jar: CookieJar): Promise<FirstLoad> {
  const page = await wireGet(s.origin + pathname, { cookie: jar.toString(), "accept-encoding": "identity" });
  if (page.status !== 200) fail(`GET ${pathname} answered ${page.status}; expected the page.`);
  const html = page.raw.toString("utf8");
  return {
    html: await measure(s, [pathname], { cookie: jar.toString() }),
    css: await measure(s, headStylesheets(html)),
    js: await measure(s, pageScripts(html)),
  };
}

export type Tier = 1 | 2;

/**
 * First-load budget per tier (docs/decisions/033-hydration-tiers.md; Tier 1 set by ADR 026, CSS lowered by ADR 027),
 * KB as sent for gzip. A change may lower one; raising one needs a note in ADR 033.
 */
export const TIER_BUDGET_KB: Record<Tier, { html: number; css: number; js: number; total: number }> = {
  1: { html: 17, css: 18, js: 10, total: 45 },
  2: { html: 18, css: 18, js: 190, total: 225 },
};
/** The Tier 1 budget, for the benches that measure Tier 1 pages only. */
export const TIER1_BUDGET_KB = TIER_BUDGET_KB[1];

/** The parts of a page over its tier's budget, as messages; empty when it fits. */
export function overTierBudget(label: string, tier: Tier, f: FirstLoad): string[] {
  const budget = TIER_BUDGET_KB[tier];
  const parts = { html: f.html.gzip, css: f.css.gzip, js: f.js.gzip, total: f.html.gzip + f.css.gzip + f.js.gzip };
  return (Object.keys(parts) as (keyof typeof parts)[])
    .filter((k) => parts[k] / 1024 > budget[k])
    .map((k) => `${label}: ${k} ${(parts[k] / 1024).toFixed(1)} KB gzip is over the Tier ${tier} budget of ${budget[k]} KB (ADR 033)`);
}

/** The parts of a page over the Tier 1 budget, as messages; empty when it fits. */
export const overBudget = (label: string, f: FirstLoad) => overTierBudget(label, 1, f);

const kb = (n: number) => (n / 1024).toFixed(1).padStart(9);

export function printFirstLoadHeader() {
  print(`${"first-load bytes".padEnd(60)}${"files".padStart(6)}${"raw KB".padStart(9)}${"gzip KB".padStart(9)}${"br KB".padStart(9)}`);
}

export function printFirstLoad(label: string, f: FirstLoad) {
  const sum = (k: keyof Bytes) => f.html[k] + f.css[k] + f.js[k];
  const row = (name: string, b: Bytes) => print(`${`${label} ${name}`.padEnd(60)}${String(b.files).padStart(6)}${kb(b.raw)}${kb(b.gzip)}${kb(b.br)}`);
  row("HTML", f.html);
  row("CSS (<head>)", f.css);
  row("JS", f.js);
  row("total", { files: sum("files"), raw: sum("raw"), gzip: sum("gzip"), br: sum("br") });
}
