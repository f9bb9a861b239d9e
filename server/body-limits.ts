// Caps on the request bodies the Remix admin reads. A page's action reads its whole form into memory
// (`request.formData()`), so without a cap one unauthenticated 60 MB POST to /auth/sign-in took RSS from 616 MB to
// 1.1 GB. The size is decided from Content-Length before a byte is read; the API under /api has its own limits.
import type { RequestHandler } from "express";
import { discardBody } from "../api/http/discard-body";
import { MAX_FILES_PER_UPLOAD, MAX_IMAGE_BYTES } from "../domain/media";

const MB = 1_048_576;
/** Any form of the admin (urlencoded, or multipart without files): the largest real one, a no-JS bulk edit sheet, is ~0.34 MB. */
export const FORM_MAX_BYTES = MB;
/** A refused body is read and dropped up to this much, so the browser gets to show the answer; past it the connection closes. */
const DISCARD_MAX_BYTES = 64 * MB;

interface UploadRoute {
  path: RegExp;
  maxBytes: number;
}

/** The only pages that take files (multipart, the forms used without JavaScript), each with its own limit. */
export function uploadRoutes(importMaxBytes: number): UploadRoute[] {
  return [
    // The product editor's images form: up to 10 images of 1 MB (each checked by the action) and the text fields.
    { path: /^\/admin\/products\/update\/[^/]+\/?$/, maxBytes: MAX_FILES_PER_UPLOAD * MAX_IMAGE_BYTES + FORM_MAX_BYTES },
    // The theme editor's settings forms without JavaScript: a file per image setting (ADR 074), at most 10 a post.
    { path: /^\/admin\/themes\/editor\/[^/]+\/?$/, maxBytes: MAX_FILES_PER_UPLOAD * MAX_IMAGE_BYTES + FORM_MAX_BYTES },
    // The products list's Import dialog: one CSV or Excel file of IMPORT_MAX_BYTES, streamed on to the API, and its mode.
    { path: /^\/admin\/products\/?$/, maxBytes: importMaxBytes + FORM_MAX_BYTES },
  ];
}

const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/**
 * For the Remix handler (mount it just before): a body larger than its route allows gets 413 before it is read, and a
 * body without a Content-Length (chunked) gets 411, since its size could only be known by reading it. Browsers always
 * send the length of a form.
 */
export function limitPageBodies(opts: { importMaxBytes: number }): RequestHandler {
  const uploads = uploadRoutes(opts.importMaxBytes);
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const multipart = (req.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
    const limit = (multipart && uploads.find((route) => route.path.test(req.path))?.maxBytes) || FORM_MAX_BYTES;
    const length = req.get("content-length");
    if (length === undefined && req.get("transfer-encoding") === undefined) return next(); // no body
    if (length !== undefined && Number(length) <= limit) return next();
    const [status, message] =
      length === undefined
        ? [411, "Length Required: send the form with a Content-Length."]
        : [413, `Payload Too Large: this page takes at most ${megabytes(limit)} at once.`];
    void discardBody(req, DISCARD_MAX_BYTES).then(() => {
      res.status(status).set("Connection", "close").type("text/plain").send(message);
    });
  };
}
