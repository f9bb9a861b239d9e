import type { Request } from "express";

/**
 * A refused upload's body (too large, wrong type) is read and thrown away up to a bound, so the client gets to read
 * the error answer instead of a reset connection.
 */
/** Resolves once the request body has ended, or after `limit` more bytes (then it stops reading). Nothing is kept. */
export function discardBody(req: Request, limit: number): Promise<void> {
  if (req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      req.off("data", onData).off("end", done).off("error", done).off("close", done);
      req.pause();
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit) done();
    };
    req.on("data", onData).once("end", done).once("error", done).once("close", done);
    req.resume();
  });
}
