// The notification centre (domain/contracts/notifications.ts; ADR 062): every member, each seeing what their scopes allow.
import { notificationEndpoints as ne } from "@domain/contracts/notifications";
import type { NotificationDto } from "@domain/notifications";
import { call } from "./call.server";
import type { ApiClients } from "./client.server";

export type { NotificationDto };
type Api = Pick<ApiClients, "store">;

export const listNotifications = (api: Api, query: { page: number; limit: number; tab: "all" | "unread" }) => call(api.store, ne.list, { query });

export const markNotificationRead = (api: Api, id: string) => call(api.store, ne.markRead, { params: { id } });

export const markAllNotificationsRead = (api: Api) => call(api.store, ne.markAllRead);
