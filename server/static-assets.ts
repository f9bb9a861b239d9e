// Fingerprinted build files (/build) and the content-hashed enhance script (/enhance): immutable, and sent as the
// brotli or gzip file `npm run build` wrote next to each (scripts/precompress-assets.mjs), with Content-Encoding and
// `Vary: Accept-Encoding`. compression() leaves a response that already has a Content-Encoding alone, so these are
// never compressed twice; a file without a compressed twin (under 1 KB) is sent as it is.
import expressStaticGzip from "express-static-gzip";

export function immutableAssets(root: string) {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: { immutable: true, maxAge: "1y", index: false },
  });
}
