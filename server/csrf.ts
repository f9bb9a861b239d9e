// CSRF (ADR 002): the session cookie is SameSite=Lax, and every non-GET page request must come from our own origin: the
// Origin header, or the Referer's origin when a browser sends no Origin, equals this request's protocol and Host (the
// latter already resolved from a trusted proxy's headers, server/forwarded-headers.ts). Anything else is a plain 403.
import type { RequestHandler } from "express";

export const CSRF_MESSAGE = "Forbidden: this form was not sent from Backroom.";

function originOf(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

export function sameOriginForms(log: (entry: Record<string, unknown>) => void): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const origin = (req.get("origin") ?? originOf(req.get("referer")))?.toLowerCase() ?? null;
    const own = `${req.protocol}://${req.get("host") ?? ""}`.toLowerCase();
    if (origin === own) return next();
    log({ level: "warn", msg: "csrf refused", path: req.path, origin });
    res.status(403).type("text/plain").send(CSRF_MESSAGE);
  };
}
