/** Where a cache purge goes (docs/decisions/012-idempotency-and-purge-provider.md). */
export interface PurgeTarget {
  storeId: string;
  storeDomain: string;
}

export interface PurgeProvider {
  /** Recorded with each purge: "local" or "cloudflare". */
  readonly name: string;
  /** Drops the cached copies of these URLs; returns how many the app itself held. */
  purgeUrls(target: PurgeTarget, urls: readonly string[]): Promise<{ localDropped: number }>;
  purgeAll(target: PurgeTarget): Promise<{ localDropped: number }>;
}

/** The upstream refused or could not be reached; the message is shown to the merchant and stored with the purge. */
export class PurgeError extends Error {}
