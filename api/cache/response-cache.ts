/**
 * An in-process cache of whole responses, keyed by URL path (as a CDN would key them) and by the origin the request was
 * made to (`vary`: the feed's image links are absolute on that origin, ADR 015), each entry tagged with its store so one
 * store's purge never drops another's. Purges match by path, whatever the origin. Used for the public feed XML.
 * With `ttlMs` 0 it stores nothing.
 *
 * Each entry also carries its store's cache generation (`CacheVersions`) as it was before the answer was made; the entry
 * is served only while that is still the store's generation. A change or a purge raises it (after dropping this
 * process's own copies), so an answer still being made while it happened is never served afterwards, and, with the
 * generations in the database (several processes, docs/decisions/028-several-processes.md), neither is any other
 * process's copy.
 */
export interface CachedResponse {
  path: string;
  storeId: string;
  /** What kind of answer it is ("feed"), so a change can drop exactly the answers it makes stale. */
  group: string;
  contentType: string;
  body: Buffer;
  storedAt: number;
  /** The store's cache generation read before the answer was made. */
  version: number;
}

/** A store's cache generation: in this process (one process), or in the database (several; api/modules/cache-purges/store.ts). */
export interface CacheVersions {
  current(storeId: string): Promise<number>;
  /** From now on every cached answer of the store made before is stale, in every process that reads these generations. */
  bump(storeId: string): Promise<void>;
}

/** Generations kept in this process: enough when it is the only one serving (PGlite, or WEB_CONCURRENCY=1 and one node). */
export function localCacheVersions(): CacheVersions {
  const versions = new Map<string, number>();
  return {
    current: async (storeId) => versions.get(storeId) ?? 0,
    bump: async (storeId) => void versions.set(storeId, (versions.get(storeId) ?? 0) + 1),
  };
}

export interface ResponseRecorder {
  add(chunk: string): void;
  /** Stores the collected body, unless it grew past the size limit. */
  commit(): void;
}

export interface ResponseCache {
  readonly ttlMs: number;
  /** The fresh entry for this path and origin, or null (none, expired, or its store's generation has moved on). */
  get(path: string, vary?: string): Promise<CachedResponse | null>;
  /**
   * Collects a streamed body to store; null when nothing is cached (ttl 0). Read the store's generation first: call it
   * before reading anything the answer shows.
   */
  recorder(path: string, storeId: string, contentType: string, group: string, vary?: string): Promise<ResponseRecorder | null>;
  /** Drops the entries of `storeId` at these paths (for every origin); returns the paths dropped here. Every process's copies of the store go stale. */
  dropPaths(storeId: string, paths: readonly string[]): Promise<string[]>;
  /** Drops every entry of the store; returns how many this process held. */
  dropStore(storeId: string): Promise<number>;
  /** Drops the store's entries of one group (every cached feed of the store); returns how many this process held. */
  dropGroup(storeId: string, group: string): Promise<number>;
  size(): number;
}

export function createResponseCache(opts: {
  ttlMs: number;
  maxEntries?: number;
  maxBodyBytes?: number;
  now?: () => number;
  versions?: CacheVersions;
}): ResponseCache {
  const { ttlMs, maxEntries = 200, maxBodyBytes = 8 * 1024 * 1024, now = Date.now, versions = localCacheVersions() } = opts;
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
    async get(path, vary) {
      const key = keyOf(path, vary);
      const hit = entries.get(key);
      if (!hit) return null;
      if (now() - hit.storedAt >= ttlMs || (await versions.current(hit.storeId)) !== hit.version) {
        if (entries.get(key) === hit) entries.delete(key);
        return null;
      }
      return hit;
    },
    async recorder(path, storeId, contentType, group, vary) {
      if (ttlMs <= 0) return null;
      const version = await versions.current(storeId);
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
          entries.set(key, { path, storeId, group, contentType, body: Buffer.concat(chunks), storedAt: now(), version });
          // Oldest first out: a Map iterates in insertion order.
          while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        },
      };
    },
    // Each drop raises the store's generation: copies other processes hold, and answers being made right now, go stale
    // too. One generation per store, so a purge of one URL also retires the store's other cached answers (its other
    // feeds) elsewhere: a few extra misses, never a stale answer.
    async dropPaths(storeId, paths) {
      const wanted = new Set(paths);
      const dropped = new Set<string>();
      for (const [key, entry] of entries) {
        if (entry.storeId !== storeId || !wanted.has(entry.path)) continue;
        entries.delete(key);
        dropped.add(entry.path);
      }
      await versions.bump(storeId);
      return [...dropped];
    },
    async dropStore(storeId) {
      const n = drop((entry) => entry.storeId === storeId);
      await versions.bump(storeId);
      return n;
    },
    async dropGroup(storeId, group) {
      const n = drop((entry) => entry.storeId === storeId && entry.group === group);
      await versions.bump(storeId);
      return n;
    },
    size: () => entries.size,
  };
}
