// Fetches an image named by an imported file, safe against server-side request forgery (ADR 023): http and https only;
// every address the name resolves to must be public unicast (no loopback, private, link-local, CGNAT, multicast, unique
// local, reserved…), checked when the connection is made, so a name that changes its answer in between (DNS rebinding)
// is caught; IP literals likewise; redirects (at most 3) are checked again; one deadline for the whole fetch; the body
// is capped at SPEC §9's 1 MB as it streams and must start with the magic bytes of a png, jpeg, gif or webp.
// Hosts in IMPORT_IMAGE_ALLOW_HOSTS (tests, a local image server) skip the address check only.
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net, { type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { MAX_IMAGE_BYTES, SNIFF_BYTES, mediaMessages, sniffImageType, type ImageContentType } from "../../../domain/media";
import { imageMessages } from "../../../domain/csv-import";

export interface ImageFetchOptions {
  /** `host` or `host:port` entries that may be on private or loopback addresses (IMPORT_IMAGE_ALLOW_HOSTS). */
  allowHosts?: readonly string[];
  /** The whole fetch, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
}

export const IMAGE_FETCH_TIMEOUT_MS = 20_000;
const MAX_REDIRECTS = 3;

export class ImageFetchError extends Error {}

/** Only public unicast addresses; IPv4-mapped IPv6 is judged as the IPv4 it carries. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}

function allowed(url: URL, allowHosts: readonly string[]): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return allowHosts.some((entry) => {
    const e = entry.trim().toLowerCase();
    return e === host || e === `${host}:${port}` || e === `[${host}]:${port}`;
  });
}

/** The file name an error names: the URL's last path segment. */
export function imageNameOf(url: string): string {
  try {
    const name = decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "");
    return name || "image";
  } catch {
    return "image";
  }
}

/** dns.lookup, keeping only the addresses the connection may use (all, when the host is allowed). */
function guardedLookup(allowAny: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family ?? 0, hints: options.hints }, (error, addresses) => {
      if (error) return callback(error, "", 4);
      const usable = allowAny ? addresses : addresses.filter((a) => isPublicAddress(a.address));
      if (usable.length === 0) return callback(new ImageFetchError(imageMessages.privateAddress), "", 4);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, usable);
      callback(null, usable[0].address, usable[0].family);
    });
  };
}

/** The image's bytes and real type, or an ImageFetchError whose message is shown to the merchant. */
export async function fetchImage(rawUrl: string, opts: ImageFetchOptions = {}): Promise<{ bytes: Buffer; type: ImageContentType }> {
  const allowHosts = opts.allowHosts ?? [];
  const maxBytes = opts.maxBytes ?? MAX_IMAGE_BYTES;
  const deadline = AbortSignal.timeout(opts.timeoutMs ?? IMAGE_FETCH_TIMEOUT_MS);
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new ImageFetchError(imageMessages.badUrl);
  }
  const name = imageNameOf(rawUrl);
  for (let hop = 0; ; hop++) {
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new ImageFetchError(imageMessages.badUrl);
    const allowAny = allowed(url, allowHosts);
    const literal = url.hostname.replace(/^\[|\]$/g, "");
    // A literal address is connected to without a lookup, so it is judged here.
    if (net.isIP(literal) && !allowAny && !isPublicAddress(literal)) throw new ImageFetchError(imageMessages.privateAddress);
    const res = await request(url, guardedLookup(allowAny), deadline);
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.resume();
      if (hop >= MAX_REDIRECTS) throw new ImageFetchError(imageMessages.tooManyRedirects);
      url = new URL(res.headers.location, url);
      continue;
    }
    if (status !== 200) {
      res.resume();
      throw new ImageFetchError(imageMessages.httpStatus(status));
    }
    if (Number(res.headers["content-length"] ?? 0) > maxBytes) {
      res.destroy();
      throw new ImageFetchError(mediaMessages.tooLarge(name, maxBytes));
    }
    const bytes = await readCapped(res, maxBytes, name, deadline);
    const type = sniffImageType(bytes.subarray(0, SNIFF_BYTES));
    if (!type) throw new ImageFetchError(mediaMessages.invalidFileType);
    return { bytes, type };
  }
}

function request(url: URL, lookup: LookupFunction, signal: AbortSignal): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const req = client.get(
      url,
      { lookup, signal, headers: { accept: "image/*", "accept-encoding": "identity", "user-agent": "Backroom product import" } },
      resolve,
    );
    req.on("error", (error) => reject(asFetchError(error, signal)));
  });
}

function readCapped(res: http.IncomingMessage, maxBytes: number, name: string, signal: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onAbort = () => res.destroy(new ImageFetchError(imageMessages.timedOut));
    signal.addEventListener("abort", onAbort, { once: true });
    res.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) return void res.destroy(new ImageFetchError(mediaMessages.tooLarge(name, maxBytes)));
      chunks.push(chunk);
    });
    res.on("end", () => {
      signal.removeEventListener("abort", onAbort);
      resolve(Buffer.concat(chunks));
    });
    res.on("error", (error) => {
      signal.removeEventListener("abort", onAbort);
      reject(asFetchError(error, signal));
    });
  });
}

function asFetchError(error: unknown, signal: AbortSignal): ImageFetchError {
  if (error instanceof ImageFetchError) return error;
  if (signal.aborted) return new ImageFetchError(imageMessages.timedOut);
  const code = (error as NodeJS.ErrnoException).code;
  return new ImageFetchError(imageMessages.unreachable(code ?? (error instanceof Error ? error.message : String(error))));
}
