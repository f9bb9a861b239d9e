// Which store a request's Host names. `{label}.localhost[:port]` stands for the platform domain `{label}.backroom.shop`
// (Chromium and Playwright resolve *.localhost to loopback), so a laptop can open a store's storefront.
import { STORE_DOMAIN_SUFFIX } from "../../../domain/account";

const LOCAL_SUFFIX = ".localhost";

export interface RequestHost {
  /** The host as looked up: lower case, no port, a local alias mapped to the platform domain. */
  lookup: string;
  /** The request's own host header (with its port). */
  raw: string;
  local: boolean;
}

export function requestHost(hostHeader: string | undefined): RequestHost | null {
  const raw = (hostHeader ?? "").trim().toLowerCase();
  if (!raw || raw.length > 260) return null;
  const name = raw.startsWith("[") ? raw : (raw.split(":")[0] ?? "");
  if (!/^[a-z0-9.-]+$/.test(name)) return null;
  if (name.endsWith(LOCAL_SUFFIX) && name !== "localhost") {
    const label = name.slice(0, -LOCAL_SUFFIX.length);
    if (!/^[a-z0-9-]+$/.test(label)) return null;
    return { lookup: `${label}${STORE_DOMAIN_SUFFIX}`, raw, local: true };
  }
  return { lookup: name, raw, local: false };
}

/** The origin links and the canonical URL use: the primary host, kept on the local alias when browsing locally. */
export function originFor(host: RequestHost, primaryHost: string, protocol: string): string {
  if (host.local && primaryHost.endsWith(STORE_DOMAIN_SUFFIX)) {
    const port = host.raw.includes(":") ? `:${host.raw.split(":")[1]}` : "";
    return `${protocol}://${primaryHost.slice(0, -STORE_DOMAIN_SUFFIX.length)}${LOCAL_SUFFIX}${port}`;
  }
  return `${protocol}://${primaryHost}`;
}
