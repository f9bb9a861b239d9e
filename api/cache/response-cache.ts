/**
 * An in-process cache of whole responses, keyed by URL path (as a CDN would key them) and by the origin the request was
 * made to (`vary`: the feed's image links are absolute on that origin, ADR 015), each entry tagged with its store so one
 * store's purge never drops another's. Purges match by path, whatever the origin. Used for the public feed XML.
 * With `ttlMs` 0 it stores nothing.
 */
export interface CachedResponse {
  path: string;
  storeId: string;
  /** What kind of answer it is ("feed"), so a change can drop exactly the answers it makes stale. */
  group: string;
  contentType: string;
  body: Buffer;
  storedAt: number;
}

export interface ResponseCache {
  readonly ttlMs: number;
  get(path: string, vary?: string): CachedResponse | null;
  /** Collects a streamed body; `commit` stores it unless it grew past the size limit. */
  recorder(path: string, storeId: string, contentType: string, group: string, vary?: string): { add(chunk: string): void; commit(): void };
  /** Drops the entries of `storeId` at these paths (for every origin); returns the paths dropped. */
  dropPaths(storeId: string, paths: readonly string[]): string[];
  /** Drops every entry of the store; returns how many. */
  dropStore(storeId: string): number;
  /** Drops the store's entries of one group (every cached feed of the store); returns how many. */
  dropGroup(storeId: string, group: string): number;
  size(): number;
}

export function createResponseCache(opts: { ttlMs: number; maxEntries?: number; maxBodyBytes?: number; now?: () => number }): ResponseCache {
  const { ttlMs, maxEntries = 200, maxBodyBytes = 8 * 1024 * 1024, now = Date.now } = opts;
  const entries = new Map<string, CachedResponse>();
  const keyOf = (path: string, vary = "") => `${vary} ${path}`;
  const drop = (match: (entry: CachedResponse) => boolean) => {
    let n = 0;
    for (const [key, entry] of entries) {
      if (!match(entry)) continue;
      entries.delete(key);
      n++;
    }
    return n;
  };
  return {
    ttlMs,
    get(path, vary) {
      const key = keyOf(path, vary);
      const hit = entries.get(key);
      if (!hit) return null;
      if (now() - hit.storedAt >= ttlMs) {
        entries.delete(key);
        return null;
      }
      return hit;
    },
    recorder(path, storeId, contentType, group, vary) {
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
          const key = keyOf(path, vary);
          entries.delete(key);
          entries.set(key, { path, storeId, group, contentType, body: Buffer.concat(chunks), storedAt: now() });
          // Oldest first out: a Map iterates in insertion order.
          while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        },
      };
    },
    dropPaths(storeId, paths) {
      const wanted = new Set(paths);
      const dropped = new Set<string>();
      for (const [key, entry] of entries) {
        if (entry.storeId !== storeId || !wanted.has(entry.path)) continue;
        entries.delete(key);
        dropped.add(entry.path);
      }
      return [...dropped];
    },
    dropStore(storeId) {
      return drop((entry) => entry.storeId === storeId);
    },
    dropGroup(storeId, group) {
      return drop((entry) => entry.storeId === storeId && entry.group === group);
    },
    size: () => entries.size,
  };
}
