// Host names the server answers to (ALLOWED_HOSTS; default PUBLIC_URL's host and localhost, 127.0.0.1 and [::1] on the
// port). Media and feed links are built on the request's own origin (ADR 015), so a request for any other Host is
// refused before anything reads it: no link, cached feed or redirect is ever made on a host an attacker chose.
import type { RequestHandler } from "express";

export const MISDIRECTED_MESSAGE = "Misdirected request: this server does not answer to that host name. Its operator can add it to ALLOWED_HOSTS.";

/** `exempt`: paths answered on any Host (a load balancer's health check by IP address). */
export function hostAllowList(allowedHosts: readonly string[], exempt: readonly string[] = []): RequestHandler {
  const hosts = new Set(allowedHosts.map((h) => h.toLowerCase()));
  return (req, res, next) => {
    if (hosts.has((req.headers.host ?? "").toLowerCase()) || exempt.includes(req.path)) return next();
    res.status(421).set("Connection", "close").type("text/plain").send(MISDIRECTED_MESSAGE);
  };
}
