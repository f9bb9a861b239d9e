// The connected domain's check (ADR 067): real look-ups through node:dns's Resolver, whose servers come from config
// (DNS_RESOLVER; tests start their own server). Each required record is judged on its own: right, missing, wrong
// (what was found), or the resolver failed (timeout, SERVFAIL, refused), which is never reported as missing.
import { Resolver } from "node:dns/promises";
import { judgeRecord, type RecordCheck, type RequiredRecord } from "../../../domain/domains";

export interface ResolverConfig {
  /** "host:port" or "host" entries; null: the system's resolvers. */
  servers: string[] | null;
  timeoutMs: number;
}

/** Error codes that mean the name or type has no answer: the record is missing. */
const NO_ANSWER = new Set(["ENODATA", "ENOTFOUND"]);
const FAILURE_NAMES: Record<string, string> = { ETIMEOUT: "timeout", ESERVFAIL: "SERVFAIL", EREFUSED: "refused", ECONNREFUSED: "connection refused" };

function resolverOf(config: ResolverConfig): Resolver {
  const resolver = new Resolver({ timeout: config.timeoutMs, tries: 1 });
  if (config.servers?.length) resolver.setServers(config.servers);
  return resolver;
}

async function lookUp(resolver: Resolver, record: RequiredRecord): Promise<string[]> {
  switch (record.type) {
    case "A":
      return resolver.resolve4(record.name);
    case "CNAME":
      return resolver.resolveCname(record.name);
    case "TXT":
      return (await resolver.resolveTxt(record.name)).map((chunks) => chunks.join(""));
  }
}

export async function checkRecords(config: ResolverConfig, records: readonly RequiredRecord[]): Promise<RecordCheck[]> {
  const resolver = resolverOf(config);
  return Promise.all(
    records.map(async (record): Promise<RecordCheck> => {
      try {
        return judgeRecord(record, await lookUp(resolver, record));
      } catch (e) {
        const code = (e as { code?: string }).code ?? "error";
        if (NO_ANSWER.has(code)) return judgeRecord(record, []);
        return { ...record, status: "resolver_failed", found: [], error: FAILURE_NAMES[code] ?? code };
      }
    }),
  );
}
