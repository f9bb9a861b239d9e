// Pages and their data requests (`.data`) carry one signed-in user's data: neither the browser's cache (Back after
// signing out on a shared computer) nor a shared proxy may keep them. A response that chose its own Cache-Control
// keeps it; static files are served before this and keep their long caching.
import type { RequestHandler } from "express";

export const noStorePages: RequestHandler = (_req, res, next) => {
  const writeHead = res.writeHead;
  // Set when the headers go out, not now: the Remix adapter appends a route's own Cache-Control (a second one would join it).
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
    if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "no-store");
    return writeHead.apply(this, args);
  } as typeof res.writeHead;
  next();
};
