// Media (SPEC §7): GET /media/presigned-url-upload?filename= → { presignedUrl, imagePath }, then the bytes are PUT to the link.
import { mediaEndpoints } from "@domain/contracts/media";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";
import { ApiError } from "./errors";

export interface PresignedUpload {
  presignedUrl: string;
  imagePath: string;
  contentType: string;
}

export function presignUpload(api: Pick<ApiClients, "store">, filename: string): Promise<PresignedUpload> {
  return call(api.store, mediaEndpoints.presign, { query: { filename } });
}

/**
 * PUTs the bytes to a presigned link (local storage or S3: no token, the link is the authorization). Local storage's
 * link is root-relative, made for the browser (ADR 015): this server reaches it on the store API's origin.
 */
export async function putToPresignedUrl(api: Pick<ApiClients, "store">, upload: PresignedUpload, bytes: Uint8Array): Promise<void> {
  const res = await fetch(new URL(upload.presignedUrl, api.store.baseUrl), {
    method: "PUT",
    headers: { "content-type": upload.contentType },
    body: bytes as Uint8Array<ArrayBuffer>,
    signal: AbortSignal.timeout(30_000),
  });
  if (res.ok) return;
  const text = await res.text().catch(() => "");
  let message = text;
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? text;
  } catch {
    /* not JSON */
  }
  throw new ApiError(res.status, [message || "Upload Image Fail"]);
}
