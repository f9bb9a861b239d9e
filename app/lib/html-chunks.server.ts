// React 18's renderToPipeableStream writes the page in 2 KB pieces, and Remix's Node adapter writes and flushes every
// piece it gets (res.write, then res.flush): behind compression() each flush closes a gzip block, which cost about 8 ms
// of a 32 ms products list (docs/decisions/026-compression-and-first-load-budgets.md). This joins the pieces into
// chunks of about `maxBytes`, and lets out whatever it holds whenever React itself flushes: at the end of each burst of
// rendering (the shell, then each Suspense boundary as it resolves). So the shell still leaves as soon as it is ready.
import { PassThrough, Transform, type TransformCallback } from "node:stream";

/** 32 KB: a list page (about 70 KB) goes out in three chunks instead of about 35. */
export const HTML_CHUNK_BYTES_DEFAULT = 32 * 1024;

/** A Transform React can flush (React calls `destination.flush()` after each burst, as it does for zlib streams). */
export class HtmlChunks extends Transform {
  private pending: Buffer[] = [];
  private size = 0;

  constructor(private readonly maxBytes: number) {
    // Room for a whole chunk on both sides, so React is not told to wait in the middle of a burst.
    super({ writableHighWaterMark: maxBytes * 2, readableHighWaterMark: maxBytes * 2 });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pending.push(chunk);
    this.size += chunk.length;
    if (this.size >= this.maxBytes) this.flush();
    done();
  }

  override _flush(done: TransformCallback): void {
    this.flush();
    done();
  }

  /** Lets out everything held so far as one chunk. */
  flush(): void {
    if (this.size === 0) return;
    const chunk = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending, this.size);
    this.pending = [];
    this.size = 0;
    this.push(chunk);
  }
}

/** React's destination for the HTML: chunks of about `maxBytes`; 0 passes React's own 2 KB pieces through as they come. */
export function htmlChunks(maxBytes: number = HTML_CHUNK_BYTES_DEFAULT): Transform {
  return maxBytes > 0 ? new HtmlChunks(maxBytes) : new PassThrough();
}
