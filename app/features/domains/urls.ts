// The domains area's URLs (SPEC §2 domain, domain/connect, domain/search, dns). Relative imports only.
import { segment } from "../../lib/area-urls";

export const domainUrls = {
  list: "/admin/domain",
  connect: "/admin/domain/connect",
  search: "/admin/domain/search",
  searchFor: (q: string) => `/admin/domain/search?${new URLSearchParams({ q })}`,
  domain: (id: string) => `/admin/domain/${segment(id)}`,
  dns: "/admin/dns",
  dnsOf: (id: string) => `/admin/dns/${segment(id)}`,
  editRecord: (id: string, recordId: string) => `/admin/dns/${segment(id)}?edit=${segment(recordId)}`,
} as const;
