// The registrar adapter (ADR 067): availability, prices and purchase of domain names. A real registrar is given to
// createApi as `registrar`; none given, the local fake below answers, and says so (`fake: true`), so the screen can
// tell the merchant these are not real availability or prices.
import type { DomainOffer } from "../../../domain/domains";

export interface Registrar {
  /** Shown to the merchant; `fake` when the answers are the local fake's. */
  readonly name: string;
  readonly fake: boolean;
  /** Offers for what the merchant typed: the name itself when it has a TLD, then the same label under other TLDs. */
  search(query: string): Promise<DomainOffer[]>;
  /** Registers the name for the store; false when it is not available (anymore). Nothing is charged (ADR 067). */
  purchase(domain: string): Promise<boolean>;
}

/** The fake's prices per TLD, per year: VND and USD. */
export const FAKE_PRICES: Readonly<Record<string, { vnd: number; usd: number }>> = {
  com: { vnd: 350_000, usd: 13.99 },
  vn: { vnd: 750_000, usd: 29.99 },
  "com.vn": { vnd: 600_000, usd: 24.99 },
  net: { vnd: 380_000, usd: 14.99 },
  shop: { vnd: 120_000, usd: 4.99 },
  store: { vnd: 150_000, usd: 5.99 },
};
/** Labels the fake calls taken, whatever the TLD. */
export const FAKE_TAKEN = ["google", "facebook", "shopee", "tiki", "lazada", "sendo", "backroom", "example", "shop", "store"];

/**
 * The local fake: deterministic. A name is taken when its label is in FAKE_TAKEN, is 3 characters or shorter, or was
 * bought from this fake already (in this process, or, through `isTaken`, by any store); only FAKE_PRICES' TLDs are sold.
 */
export function localFakeRegistrar(isTaken: (domain: string) => Promise<boolean>): Registrar {
  const bought = new Set<string>();
  const split = (domain: string) => {
    const tld = Object.keys(FAKE_PRICES)
      .sort((a, b) => b.length - a.length)
      .find((t) => domain.endsWith(`.${t}`));
    return tld ? { label: domain.slice(0, -(tld.length + 1)), tld } : null;
  };
  const available = async (domain: string) => {
    const parts = split(domain);
    if (!parts || parts.label.includes(".")) return false;
    if (FAKE_TAKEN.includes(parts.label) || parts.label.length <= 3 || bought.has(domain)) return false;
    return !(await isTaken(domain));
  };
  const offer = async (domain: string): Promise<DomainOffer> => {
    const ok = await available(domain);
    const parts = split(domain);
    return { domain, available: ok, price: ok && parts ? FAKE_PRICES[parts.tld]! : null };
  };
  return {
    name: "Local fake registrar",
    fake: true,
    async search(query) {
      const q = query.toLowerCase();
      const parts = split(q);
      const label = parts ? parts.label : q.split(".")[0]!;
      const names = [...new Set([...(parts ? [q] : []), ...Object.keys(FAKE_PRICES).map((tld) => `${label}.${tld}`)])];
      return Promise.all(names.map(offer));
    },
    async purchase(domain) {
      if (!(await available(domain))) return false;
      bought.add(domain);
      return true;
    },
  };
}
