// The in-app notification centre (SPEC §2 `notification`; SPEC §7 has no call for it, ADR 062). Store-scoped by the
// `store-id` header; the store scope (everyone's): each row is filtered by the scope it names and by its user.
import { z } from "zod/v4";
import { InboxQuerySchema, NotificationDtoSchema } from "../notifications";
import { defineEndpoint, ids, paged } from "./endpoint";

const scoped = { access: "store", scope: "store" } as const;

export const notificationEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/notifications/inbox",
    ...scoped,
    summary:
      "The notifications the member may see (their own personal ones and the store's of a scope they hold), unread first then newest; `tab=unread` only the unread; read or unread is the member's own (ADR 081), and `unread` counts theirs",
    query: InboxQuerySchema,
    response: paged({ notifications: z.array(NotificationDtoSchema), unread: z.number().int() }),
  }),
  markRead: defineEndpoint({
    method: "POST",
    path: "/notifications/inbox/:id/read",
    ...scoped,
    summary: "Mark one notification read for the member (404 for one they cannot see, another store's included)",
    params: ids("id"),
    response: z.object({ notification: NotificationDtoSchema }),
  }),
  markAllRead: defineEndpoint({
    method: "POST",
    path: "/notifications/inbox/read-all",
    ...scoped,
    summary: "Mark every notification the member sees read, for that member only (one read-all mark, ADR 081)",
    response: z.object({ updated: z.number().int() }),
  }),
};
