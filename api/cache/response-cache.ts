/**
 * An in-process cache of whole responses, keyed by URL path (as a CDN would key them), each entry
 * tagged with its store so one store's purge never drops another's. Used for the public feed XML.
 * With `ttlMs` 0 it stores nothing.
 */
export interface CachedResponse {
  storeId: string;
  contentType: string;
  body: Buffer;
  storedAt: number;
}

export interface ResponseCache {
  readonly ttlMs: number;
  get(path: string): CachedResponse | null;
  /** Collects a streamed body; `commit` stores it unless it grew past the size limit. */
  recorder(path: string, storeId: string, contentType: string): { add(chunk: string): void; commit(): void };
  /** Drops the entries of `storeId` at these paths; returns the paths dropped. */
  dropPaths(storeId: string, paths: readonly string[]): string[];
  /** Drops every entry of the store; returns how many. */
  dropStore(storeId: string): number;
  size(): number;
}

export function createResponseCache(opts: { ttlMs: number; maxEntries?: number; maxBodyBytes?: number; now?: () => number }): ResponseCache {
  const { ttlMs, maxEntries = 200, maxBodyBytes = 8 * 1024 * 1024, now = Date.now } = opts;
  const entries = new Map<string, CachedResponse>();
  return {
    ttlMs,
    get(path) {
      const hit = entries.get(path);
      if (!hit) return null;
      if (now() - hit.storedAt >= ttlMs) {
        entries.delete(path);
        return null;
      }
      return hit;
    },
    recorder(path, storeId, contentType) {
      if (ttlMs <= 0) return { add() {}, commit() {} };
      const chunks: Buffer[] = [];
      let bytes = 0;
      return {
        add(chunk) {
          if (bytes > maxBodyBytes) return;
          const b = Buffer.from(chunk, "utf8");
          bytes += b.length;
          chunks.push(b);
        },
        commit() {
          if (bytes > maxBodyBytes) return;
          entries.delete(path);
          entries.set(path, { storeId, contentType, body: Buffer.concat(chunks), storedAt: now() });
          // Oldest first out: a Map iterates in insertion order.
          while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        },
      };
    },
    dropPaths(storeId, paths) {
      const dropped: string[] = [];
      for (const path of paths) {
        if (entries.get(path)?.storeId !== storeId) continue;
        entries.delete(path);
        dropped.push(path);
      }
      return dropped;
    },
    dropStore(storeId) {
      let n = 0;
      for (const [path, entry] of entries) {
        if (entry.storeId !== storeId) continue;
        entries.delete(path);
        n++;
      }
      return n;
    },
    size: () => entries.size,
  };
}
