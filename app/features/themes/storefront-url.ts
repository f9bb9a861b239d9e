// Where the admin sends a merchant to see their storefront (a theme preview). The API names the store's host
// (`saigon-threads.backroom.shop`); on a laptop or in the e2e run, the storefront answers the same host as
// `saigon-threads.localhost:<the admin's port>` (api/modules/storefront/hosts.ts), so an admin opened on a loopback
// address links there instead. Relative imports only.
import { STORE_DOMAIN_SUFFIX } from "../../../domain/account";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function storefrontUrl(adminUrl: URL, host: string, path: string): string {
  const local = LOOPBACK.has(adminUrl.hostname) || adminUrl.hostname.endsWith(".localhost");
  const suffix = path.startsWith("/") ? path : `/${path}`;
  if (local && host.endsWith(STORE_DOMAIN_SUFFIX)) {
    const label = host.slice(0, -STORE_DOMAIN_SUFFIX.length);
    return `${adminUrl.protocol}//${label}.localhost${adminUrl.port ? `:${adminUrl.port}` : ""}${suffix}`;
  }
  return `https://${host}${suffix}`;
}
