// SPEC §5/§7/§9 image rules, shared by the API and the admin: allowed types, size limit, object names, content sniffing.

/** SPEC §9: image max size. */
export const MAX_IMAGE_BYTES = 1_048_576;
/** The product editor's images form (without JavaScript) takes at most this many files a post; the rest are refused. */
export const MAX_FILES_PER_UPLOAD = 10;

/** SPEC §5: gif, jpeg, png, jpg, and webp (the multiple uploader's extra type). Extension → the one content type it may carry. */
export const IMAGE_TYPES = {
  gif: "image/gif",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;
/** A file input's `accept` for them: the content types and the extensions. */
export const IMAGE_ACCEPT = "image/gif,image/jpeg,image/png,image/webp,.gif,.jpeg,.jpg,.png,.webp";
export type ImageContentType = (typeof IMAGE_TYPES)[ImageExtension];

/** SPEC §5 and §8, word for word. */
export const mediaMessages = {
  typeNotSupported: "Type not support",
  invalidFileType: "Invalid file type.",
  tooLarge: (name: string, maxBytes = MAX_IMAGE_BYTES) => `File ${name} larger than ${Math.round(maxBytes / 1_048_576)}mb.`,
} as const;

/** The lower-cased extension of an allowed image file name, or null. `.JPG` from a camera counts as jpg. */
export function imageExtension(filename: string): ImageExtension | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(filename.trim());
  const ext = match?.[1].toLowerCase();
  return ext && Object.hasOwn(IMAGE_TYPES, ext) ? (ext as ImageExtension) : null;
}

/** SPEC §7: `image-` + timestamp + random hex + the original extension. Never derived from the rest of the user's file name. */
export function imageObjectName(ext: ImageExtension, nowMs: number, randomHex: string): string {
  if (!/^[0-9a-f]+$/.test(randomHex)) throw new Error("randomHex must be lower-case hex");
  return `image-${nowMs}${randomHex}.${ext}`;
}

/** Where a store's images live; the store comes from the authenticated request, so one store cannot name another's keys. */
export function storeImageKey(storeId: string, objectName: string): string {
  return `stores/${storeId}/${objectName}`;
}

/**
 * The only keys the API accepts back (upload and serve). The shape leaves no room for `..`, absolute paths,
 * backslashes or encoded separators, so a key cannot leave the media directory.
 */
const KEY_RE = /^stores\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/image-\d{13,}[0-9a-f]{8,64}\.(gif|jpeg|jpg|png|webp)$/;
export function isImageKey(key: string): boolean {
  return KEY_RE.test(key);
}

/** The content type a stored key was signed for. */
export function contentTypeOfKey(key: string): ImageContentType | null {
  const ext = imageExtension(key);
  return ext ? IMAGE_TYPES[ext] : null;
}

/** Enough leading bytes to tell every allowed type apart (WebP needs 12). */
export const SNIFF_BYTES = 12;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((b, i) => head[at + i] === b);

/** What the file really is, by its magic number, regardless of its name. Null for anything else (text, SVG, PDF…). */
export function sniffImageType(head: Uint8Array): ImageContentType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) return "image/gif"; // GIF87a / GIF89a
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp"; // RIFF....WEBP
  return null;
}
