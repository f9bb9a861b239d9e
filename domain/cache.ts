// Cache purges (SPEC §7 Cache; docs/decisions/012-idempotency-and-purge-provider.md).
import { z } from "zod/v4";
import { messages, safeString } from "./validation";

export const PURGE_URLS_MAX = 500;
export const PURGE_URL_LENGTH_MAX = 2048;
/** Cloudflare takes at most 30 files per purge_cache call. */
export const CLOUDFLARE_FILES_PER_CALL = 30;

export const purgeUrlMessage = (line: number, url: string) =>
  `Line ${line}: "${url.length > 80 ? `${url.slice(0, 77)}...` : url}" is not an http:// or https:// URL`;
export const PURGE_URLS_TOO_MANY = `At most ${PURGE_URLS_MAX} URLs at a time`;
export const PURGE_URLS_REQUIRED = messages.required("URLs");

export function isPurgeableUrl(value: string): boolean {
  if (value.length > PURGE_URL_LENGTH_MAX || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * Checks the URLs one by one; `lines` keeps blank entries so messages name the line the merchant typed.
 * Returns the distinct URLs in their first order, or one message per bad line.
 */
export function checkPurgeUrls(lines: readonly string[]): { urls: string[]; errors: string[] } {
  const errors: string[] = [];
  const urls: string[] = [];
  lines.forEach((raw, i) => {
    const url = raw.trim();
    if (url === "") return;
    if (!isPurgeableUrl(url)) errors.push(purgeUrlMessage(i + 1, url));
    else if (!urls.includes(url)) urls.push(url);
  });
  if (errors.length === 0 && urls.length === 0) errors.push(PURGE_URLS_REQUIRED);
  if (urls.length > PURGE_URLS_MAX) errors.push(PURGE_URLS_TOO_MANY);
  return { urls, errors };
}

const purgeUrls = (input: z.ZodType<string[]>) =>
  input.transform((lines, ctx) => {
    const { urls, errors } = checkPurgeUrls(lines);
    for (const message of errors) ctx.addIssue({ code: "custom", message });
    return urls;
  });

/** POST /stores/cloudflare/clearCacheUrls `{ urls: string[] }`. */
export const ClearCacheUrlsSchema = z.object({
  urls: purgeUrls(z.array(safeString({ error: "Each URL must be text" }), { error: PURGE_URLS_REQUIRED }).max(PURGE_URLS_MAX * 4, PURGE_URLS_TOO_MANY)),
});

/** The screen's textarea: one URL a line. */
export const ClearCacheUrlsFormSchema = z.object({
  urls: purgeUrls(z.preprocess((v) => (typeof v === "string" ? v.split(/\r?\n/) : []), z.array(safeString()).max(PURGE_URLS_MAX * 4, PURGE_URLS_TOO_MANY))),
});

export const PurgeListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100, messages.maxLength(100)).default(20) });

export interface CachePurgeDto {
  _id: string;
  scope: "urls" | "all";
  urls: string[];
  provider: string;
  status: "done" | "failed";
  error: string | null;
  userEmail: string | null;
  createdAt: string;
}
