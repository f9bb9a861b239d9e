// The checks on an upload's bytes as they stream in: a hard size cap and the real type by magic number.
import { MAX_IMAGE_BYTES, SNIFF_BYTES, mediaMessages, sniffImageType, type ImageContentType } from "../../../domain/media";
import { HttpError } from "../../http/errors";

/**
 * Passes `source` through unchanged, but throws 413 the moment it exceeds `maxBytes` and 415 when its first bytes
 * are not `expected`. The head is held back until it has been sniffed, so nothing unchecked reaches the disk.
 */
export async function* guardImageUpload(
  source: AsyncIterable<Uint8Array>,
  expected: ImageContentType,
  name: string,
  maxBytes = MAX_IMAGE_BYTES,
): AsyncGenerator<Uint8Array> {
  let total = 0;
  let head: Buffer | null = Buffer.alloc(0);
  const checkHead = (bytes: Buffer) => {
    if (sniffImageType(bytes) !== expected) throw new HttpError(415, mediaMessages.invalidFileType);
  };
  for await (const chunk of source) {
    total += chunk.length;
    if (total > maxBytes) throw new HttpError(413, mediaMessages.tooLarge(name, maxBytes));
    if (head === null) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.length < SNIFF_BYTES) continue;
    checkHead(head);
    yield head;
    head = null;
  }
  if (head !== null) {
    checkHead(head); // a file shorter than the sniff window: an empty or truncated body fails here
    yield head;
  }
}
