// The in-app notification centre (SPEC §2 `notification`, issue 11, ADR 062): what happened in a store that its staff
// should see (a new order, a failed job, a finished import or export). A notification names the scope that may see it
// (SPEC §6: a staff member without `orders` never sees a new order) and, when it is personal, the one user it is for.
import { z } from "zod/v4";
import { SCOPES, type Scope } from "./permissions";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "./product";
import { safeString } from "./validation";

export const NOTIFICATION_KINDS = ["order_created", "import_done", "import_failed", "export_done", "export_failed", "bulk_update_failed"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The newest this many notifications of a store are kept; older ones are deleted when a new one is written (ADR 062). */
export const NOTIFICATIONS_KEPT_PER_STORE = 500;
export { UNREAD_COUNT_CAP } from "./notification-limits";

/** The values a kind's sentence is made from (an order's name, a file's name, counts); all strings, all short. */
export type NotificationParams = Record<string, string>;

export interface NotificationDto {
  id: string;
  kind: NotificationKind;
  params: NotificationParams;
  /** An admin path (`/admin/orders/detail/…`), or null. */
  link: string | null;
  /** Personal: only this user sees it. */
  personal: boolean;
  readAt: string | null;
  createdAt: string;
}

export const NotificationDtoSchema = z.object({
  id: safeString(),
  kind: z.enum(NOTIFICATION_KINDS),
  params: z.record(safeString(), safeString()),
  link: safeString().nullable(),
  personal: z.boolean(),
  readAt: safeString().nullable(),
  createdAt: safeString(),
});

export const InboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .default(DEFAULT_PAGE_SIZE),
  /** `unread`: only the unread ones. */
  tab: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["all", "unread"]).default("all")),
});

/** The scope a notification of a kind needs (SPEC §6); the store and report scopes are everyone's. */
export function notificationScope(kind: NotificationKind, exportKind?: "products" | "orders"): Scope {
  switch (kind) {
    case "order_created":
      return "orders";
    case "export_done":
    case "export_failed":
      return exportKind === "orders" ? "orders" : "products";
    default:
      return "products";
  }
}

export const isScope = (v: string): v is Scope => (SCOPES as readonly string[]).includes(v);
