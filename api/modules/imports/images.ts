// The images an import names, fetched in the background once their product is saved (ADR 023), and stored through the
// same storage as uploads, under the same kind of key (SPEC §7: image- + timestamp + random hex + extension).
import crypto from "node:crypto";
import {
  MAX_IMAGE_BYTES,
  SNIFF_BYTES,
  imageObjectName,
  isImageKey,
  mediaMessages,
  sniffImageType,
  storeImageKey,
  type ImageContentType,
  type ImageExtension,
} from "../../../domain/media";
import { imageMessages } from "../../../domain/csv-import";
import { feedsChanged } from "../../cache";
import type { ApiConfig, ApiDeps } from "../../deps";
import { mediaOrigins, type MediaStorage } from "../../storage";
import { fetchImage, imageNameOf, ImageFetchError, type ImageFetchOptions } from "./fetch-image";
import { markImageFailed, markImageFetched, nextImageWork, productImageRows, saveFetchedImages } from "./store";
import { drainLoop } from "../../jobs/drain-loop";

const EXTENSIONS: Record<ImageContentType, ImageExtension> = { "image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp" };
/** Images of one product fetched at once. */
const CONCURRENCY = 4;

/**
 * The storage key in one of Backroom's own media URLs (local `…/media/files/<key>` or the S3 bucket's `…/<key>`), only on
 * one of `ownOrigins` (PUBLIC_URL's, where exports name images, and the bucket's): a URL elsewhere is fetched like any other.
 */
export function mediaKeyOf(url: string, ownOrigins: readonly string[]): string | null {
  let path: string;
  try {
    const parsed = new URL(url);
    if (!ownOrigins.includes(parsed.origin)) return null;
    path = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  const key = /(stores\/[^/]+\/[^/]+)$/.exec(path)?.[1] ?? null;
  return key && isImageKey(key) ? key : null;
}

async function readAll(stream: AsyncIterable<Uint8Array>, max: number, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += chunk.length;
    if (total > max) throw new ImageFetchError(mediaMessages.tooLarge(name, max));
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/**
 * Stores the image at `url` for `storeId` and returns its key and size. A URL of this store's own media (an export
 * imported back) is kept as it is; another store's is copied within the storage; anything else is fetched over HTTP
 * (fetch-image.ts). Throws ImageFetchError with the reason to show.
 */
export async function storeImportedImage(
  deps: { storage: MediaStorage; now: () => Date; ownOrigins: readonly string[] },
  storeId: string,
  url: string,
  fetchOptions: ImageFetchOptions,
): Promise<{ key: string; size: number }> {
  const own = mediaKeyOf(url, deps.ownOrigins);
  let bytes: Buffer | null = null;
  let type: ImageContentType | null = null;
  if (own?.startsWith(storeImageKey(storeId, ""))) {
    const size = await deps.storage.size(own);
    if (size !== null) return { key: own, size };
  } else if (own) {
    const file = await deps.storage.read(own);
    if (file) {
      bytes = await readAll(file.stream, MAX_IMAGE_BYTES, imageNameOf(url));
      type = sniffImageType(bytes.subarray(0, SNIFF_BYTES));
      if (!type) throw new ImageFetchError(mediaMessages.invalidFileType);
    }
  }
  if (!bytes || !type) ({ bytes, type } = await fetchImage(url, fetchOptions));
  const key = storeImageKey(storeId, imageObjectName(EXTENSIONS[type], deps.now().getTime(), crypto.randomBytes(8).toString("hex")));
  const body = bytes;
  await deps.storage.write(
    key,
    (async function* () {
      yield body;
    })(),
    type,
  );
  return { key, size: body.length };
}

export interface ImageWorker {
  kick(): void;
  /** Resolves when there is nothing left to do (tests). */
  idle(): Promise<void>;
}

type WorkerDeps = Pick<ApiDeps, "db" | "storage" | "clock" | "log" | "cache" | "instance"> & { config: Pick<ApiConfig, "publicUrl">; fetch: ImageFetchOptions };

const workers = new WeakMap<object, ImageWorker>();

/** Wakes the image worker of this database (after an import ends, and after start-up recovery). */
export function kickImageWorker(db: object): void {
  workers.get(db)?.kick();
}

export function imageWorkerOf(db: object): ImageWorker | undefined {
  return workers.get(db);
}

/**
 * One worker per API, in this process: a product at a time, its images a few at a time. Each image's outcome is saved
 * as it comes, and the product's images are saved together at the end, so a restart resumes where it stopped (rows
 * still pending are fetched, rows fetched are saved) without fetching anything twice. A failed image is reported on the
 * task and never stops the others. With several processes each product is claimed by one of them (`nextImageWork`);
 * the CSV recovery (exports/housekeeping.ts) kicks it for products a process that has gone left half done.
 */
export function startImageWorker(deps: WorkerDeps): ImageWorker {
  const { db, log } = deps;
  const ownOrigins = [new URL(deps.config.publicUrl).origin, ...mediaOrigins(deps.storage)];

  async function settleProduct(work: { taskId: string; productId: string; storeId: string }) {
    const rows = (await productImageRows(db, work.taskId, work.productId)).filter((r) => r.status === "pending");
    for (let i = 0; i < rows.length; i += CONCURRENCY) {
      await Promise.all(
        rows.slice(i, i + CONCURRENCY).map(async (row) => {
          try {
            const stored = await storeImportedImage({ storage: deps.storage, now: () => deps.clock.now(), ownOrigins }, work.storeId, row.url, deps.fetch);
            await markImageFetched(db, row.id, stored.key, stored.size);
          } catch (error) {
            const message = error instanceof ImageFetchError ? error.message : imageMessages.unexpected;
            if (!(error instanceof ImageFetchError))
              log({ level: "error", msg: "import image failed", taskId: work.taskId, url: row.url, error: String(error) });
            await markImageFailed(db, row, message);
          }
        }),
      );
    }
    await saveFetchedImages(db, work.taskId, work.productId, (key) => deps.storage.publicUrl(key), deps.clock.now());
    await feedsChanged(deps.cache, work.storeId);
  }

  const worker: ImageWorker = drainLoop({
    next: () => nextImageWork(db, deps.instance),
    run: settleProduct,
    onError: (error) => log({ level: "error", msg: "import image worker stopped", error: String(error) }),
  });
  workers.set(db, worker);
  // Images a restart left waiting are fetched now.
  worker.kick();
  return worker;
}
