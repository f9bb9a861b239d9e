// The operators' members view (SPEC §2 member, member/{id}; ADR 063). Relative imports only: tests import it too.
export const memberUrls = {
  list: "/admin/member",
  detail: (id: string) => `/admin/member/${encodeURIComponent(id)}`,
} as const;
