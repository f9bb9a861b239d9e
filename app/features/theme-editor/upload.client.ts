// A theme image uploaded from the browser (ADR 074): checked by name and size first, then the presigned flow of
// SPEC §7 through the editor's media route (presign, PUT the bytes with progress, record it). Loaded on first use.
import type { ThemeMediaImage } from "@domain/contracts/theme-editor";
import { MAX_IMAGE_BYTES, imageExtension } from "@domain/media";

export class UploadRefused extends Error {}

async function post(mediaUrl: string, fields: Record<string, string>): Promise<Record<string, unknown>> {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  const res = await fetch(mediaUrl, { method: "POST", body, headers: { Accept: "application/json" } });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new UploadRefused(typeof json.message === "string" ? json.message : String(res.status));
  return json;
}

function put(url: string, file: File, contentType: string, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.setRequestHeader("Content-Type", contentType);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let message = String(xhr.status);
      try {
        message = (JSON.parse(xhr.responseText) as { message?: string }).message ?? message;
      } catch {
        /* not JSON */
      }
      reject(new UploadRefused(message));
    };
    xhr.onerror = () => reject(new Error("network"));
    xhr.send(file);
  });
}

/** Refusals the browser can tell before sending anything: "type" or "size" (the server checks the bytes again). */
export function precheck(file: File): "type" | "size" | null {
  if (!imageExtension(file.name)) return "type";
  return file.size > MAX_IMAGE_BYTES ? "size" : null;
}

export async function uploadThemeImage(mediaUrl: string, file: File, onProgress: (percent: number) => void): Promise<ThemeMediaImage> {
  const link = await post(mediaUrl, { intent: "presign", filename: file.name });
  await put(String(link.presignedUrl), file, String(link.contentType), onProgress);
  const added = await post(mediaUrl, { intent: "add", key: String(link.imagePath), alt: file.name });
  return added.image as ThemeMediaImage;
}
