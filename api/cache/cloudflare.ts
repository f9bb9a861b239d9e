import { CLOUDFLARE_FILES_PER_CALL } from "../../domain/cache";
import { PurgeError, type PurgeProvider } from "./provider";

export interface CloudflareSettings {
  zoneId: string;
  apiToken: string;
  /** https://api.cloudflare.com/client/v4 unless CLOUDFLARE_API_BASE says otherwise (tests use a fake server). */
  apiBase: string;
}

const TIMEOUT_MS = 15_000;

/**
 * Purges Cloudflare's edge (POST zones/{zone}/purge_cache: `files` in calls of 30, or
 * `purge_everything`) after the app's own cache, so the next request refills both from the origin.
 */
export function createCloudflarePurgeProvider(settings: CloudflareSettings, local: PurgeProvider, fetchImpl: typeof fetch = fetch): PurgeProvider {
  const endpoint = `${settings.apiBase.replace(/\/+$/, "")}/zones/${encodeURIComponent(settings.zoneId)}/purge_cache`;

  async function call(body: Record<string, unknown>): Promise<void> {
    let res: Response;
    try {
      res = await fetchImpl(endpoint, {
        method: "POST",
        headers: { authorization: `Bearer ${settings.apiToken}`, "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PurgeError(`Cloudflare could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    const json = (await res.json().catch(() => null)) as { success?: boolean; errors?: { code?: number; message?: string }[] } | null;
    if (res.ok && json?.success === true) return;
    const reasons = (json?.errors ?? []).map((e) => `${e.message ?? "error"}${e.code ? ` (${e.code})` : ""}`).join("; ");
    throw new PurgeError(`Cloudflare refused the purge: HTTP ${res.status}${reasons ? `, ${reasons}` : ""}`);
  }

  return {
    name: "cloudflare",
    async purgeUrls(target, urls) {
      const result = await local.purgeUrls(target, urls);
      for (let i = 0; i < urls.length; i += CLOUDFLARE_FILES_PER_CALL) {
        try {
          await call({ files: urls.slice(i, i + CLOUDFLARE_FILES_PER_CALL) });
        } catch (error) {
          if (error instanceof PurgeError && i > 0) throw new PurgeError(`${error.message} (the first ${i} URLs were purged)`);
          throw error;
        }
      }
      return result;
    },
    async purgeAll(target) {
      const result = await local.purgeAll(target);
      await call({ purge_everything: true });
      return result;
    },
  };
}
