// The signed-in user's own pages (SPEC §2 user-profile, notification; ADR 062). Relative imports only.
export const accountUrls = {
  profile: "/admin/user-profile",
  notifications: "/admin/notification",
} as const;
