// SPEC §7 Media: presigned uploads. With local storage the API also receives the PUT and serves the files.
import { pipeline } from "node:stream/promises";
import { Router, type Request } from "express";
import { mediaEndpoints } from "../../../domain/contracts/media";
import { discardBody } from "../../http/discard-body";
import { MAX_IMAGE_BYTES, contentTypeOfKey, isImageKey, mediaMessages } from "../../../domain/media";
import type { ApiDeps } from "../../deps";
import { currentStore, requireStore, requireUser } from "../../http/auth";
import { HttpError, badRequest, conflict, forbidden, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import type { LocalStorage } from "../../storage";
import { getWatermark } from "../store-preferences/store";
import { guardImageUpload } from "./upload-guard";
import { presignStoreImage } from "./presign";
import { createWatermarker } from "./watermark";

/** How much of a refused upload is read and thrown away so the client sees the error (see the PUT handler). */
const DISCARD_LIMIT_BYTES = 4 * MAX_IMAGE_BYTES;

/** A second PUT with the same link (ADR 016): the image it stored is served as immutable, so it is never replaced. */
export const UPLOAD_LINK_USED_MESSAGE = "This upload link has already been used. Ask for a new one to upload another image.";

/** The object key after `/media/upload/` or `/media/files/`; Express has already %-decoded it. */
const wildcardKey = (req: Request): string => req.params[0] ?? "";

export function mediaRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { storage } = deps;

  mount(r, mediaEndpoints.presign, requireUser(deps), requireStore(deps, "products"), async ({ query: { filename }, req }) =>
    presignStoreImage(deps, currentStore(req).id, filename),
  );

  const watermarker = createWatermarker(storage);
  // Public like the files themselves: storefronts show product images to everyone. Only image keys of the key's own
  // store are composed, with that store's mark; anything else is the original (or 404 when there is none).
  mount(r, mediaEndpoints.watermarked, async ({ req, res, query }) => {
    const key = wildcardKey(req);
    if (!isImageKey(key)) throw notFound();
    const storeId = key.split("/")[1]!;
    const mark = await getWatermark(deps.db, storeId);
    const original = () => {
      res.setHeader("Cache-Control", "public, max-age=300");
      res.redirect(302, storage.publicUrl(key));
    };
    if (!mark.enabled || mark.imageKey === "") return original();
    let rendered;
    try {
      rendered = await watermarker.render(key, mark);
    } catch (error) {
      // Bytes sharp cannot read (a corrupt upload): the storefront still gets the picture, unmarked, and we hear of it.
      deps.log({ level: "error", msg: "watermark failed", key, error: String(error) });
      return original();
    }
    if (!rendered) {
      if ((await storage.size(key)) === null) throw notFound();
      return original();
    }
    res.setHeader("Content-Type", rendered.contentType);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    // A link made with the current version names these exact settings and bytes for good; an old link gets today's.
    res.setHeader("Cache-Control", query.v === String(mark.version) ? "public, max-age=31536000, immutable" : "public, max-age=300");
    res.end(rendered.bytes);
  });

  if (storage.kind === "local") localRoutes(r, deps, storage);
  return r;
}

function localRoutes(r: Router, deps: ApiDeps, storage: LocalStorage) {
  // No bearer token: the signature in the link is the authorization, as with an S3 presigned URL.
  mount(r, mediaEndpoints.upload, async ({ req, res }) => {
    try {
      const key = wildcardKey(req);
      if (!isImageKey(key)) throw badRequest("Invalid media key");
      const signedType = contentTypeOfKey(key)!;
      const expires = typeof req.query.expires === "string" ? req.query.expires : "";
      const sig = typeof req.query.sig === "string" ? req.query.sig : "";
      if (!storage.verifyUpload(key, signedType, expires, sig, deps.clock.now())) throw forbidden("This upload link is invalid or has expired.");
      // Refused before the body is read when the link was used; `create` decides a race between two uploads at once.
      if ((await storage.size(key)) !== null) throw conflict(UPLOAD_LINK_USED_MESSAGE);
      const sentType = (req.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
      if (sentType !== signedType) throw new HttpError(415, mediaMessages.invalidFileType);
      const name = key.slice(key.lastIndexOf("/") + 1);
      if (Number(req.get("content-length") ?? 0) > MAX_IMAGE_BYTES) throw new HttpError(413, mediaMessages.tooLarge(name));
      // destroyOnReturn: false keeps the socket alive when the guard stops early, so the error response still reaches the client.
      if (!(await storage.create(key, guardImageUpload(req.iterator({ destroyOnReturn: false }), signedType, name)))) throw conflict(UPLOAD_LINK_USED_MESSAGE);
      return { imagePath: key, url: storage.publicUrl(key) };
    } catch (error) {
      // A client still sending when the answer comes may never read it (browsers and fetch report a network error),
      // so a refused body is read to its end and discarded, up to a bound; past that the connection is simply closed.
      await discardBody(req, DISCARD_LIMIT_BYTES);
      res.setHeader("Connection", "close");
      throw error;
    }
  });

  mount(r, mediaEndpoints.file, async ({ req, res }) => {
    const key = wildcardKey(req);
    const file = isImageKey(key) ? await storage.read(key) : null;
    if (!file) throw notFound();
    res.setHeader("Content-Type", contentTypeOfKey(key)!);
    res.setHeader("Content-Length", String(file.size));
    res.setHeader("X-Content-Type-Options", "nosniff");
    // Keys are unique per upload, so a file at a key never changes: cache it for a year.
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    // Product images are shown by the storefront too, which may be on another origin.
    res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    try {
      await pipeline(file.stream, res);
    } catch (error) {
      if (!res.headersSent) throw error;
      res.destroy();
    }
  });
}
