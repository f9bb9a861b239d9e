// X-Forwarded-Host and X-Forwarded-Proto count only from a trusted proxy (TRUST_PROXY, Express 'trust proxy' values;
// default: none). From one, the forwarded host becomes the request's Host and the forwarded protocol its protocol; from
// anyone else both are dropped. The Host is then written as a browser writes it in Origin (lower case, no default port).
// So everything after reads one Host: the host allow-list, the CSRF check, the Remix adapter's request URL and Remix's
// own Origin check (which compares Origin with X-Forwarded-Host, else Host, and answered 500 on a difference), and the
// feed's links. X-Forwarded-For (client addresses) is left to the app's 'trust proxy' setting.
import express, { type RequestHandler } from "express";

export type TrustProxySetting = boolean | number | string | string[];

/** Express's own reading of a 'trust proxy' value: (address, hop) → trusted. */
export function trustFunction(setting: TrustProxySetting): (address: string, hop: number) => boolean {
  const probe = express();
  probe.set("trust proxy", setting);
  return probe.get("trust proxy fn") as (address: string, hop: number) => boolean;
}

/** The first of a list a chain of proxies may have appended to (`a, b`): the one the client asked for. */
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(",")[0].trim() || undefined;

export function forwardedHeaders(trustProxy: TrustProxySetting): RequestHandler {
  const trusted = trustFunction(trustProxy);
  return (req, _res, next) => {
    const host = first(req.headers["x-forwarded-host"]);
    const proto = first(req.headers["x-forwarded-proto"])?.toLowerCase();
    delete req.headers["x-forwarded-host"];
    delete req.headers["x-forwarded-proto"];
    if (trusted(req.socket.remoteAddress ?? "", 0)) {
      if (host) req.headers.host = host;
      // Express would read the header only from peers its own 'trust proxy' names; this request's protocol is decided here.
      if (proto === "http" || proto === "https") Object.defineProperty(req, "protocol", { value: proto, enumerable: true });
    }
    if (req.headers.host) req.headers.host = req.headers.host.toLowerCase().replace(req.protocol === "https" ? /:443$/ : /:80$/, "");
    next();
  };
}
