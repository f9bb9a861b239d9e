import { Router } from "express";
import { notificationEndpoints as n } from "../../../domain/contracts/notifications";
import { effectiveScopes } from "../../../domain/permissions";
import type { Request } from "express";
import type { ApiDeps } from "../../deps";
import { currentStore, currentUser, requireStore, requireUser } from "../../http/auth";
import { notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import { listNotifications, markAllNotificationsRead, markNotificationRead, type Reader } from "./store";

/** The member reading: their store, their id, the scopes they hold there (SPEC §6). */
const readerOf = (req: Request): Reader => {
  const store = currentStore(req);
  return { storeId: store.id, userId: currentUser(req).id, scopes: effectiveScopes(store.membership) };
};

/** The notification centre (ADR 062): every member of the store, each seeing what their scopes allow. */
export function notificationsRoutes(deps: ApiDeps): Router {
  const { db, clock } = deps;
  const r = Router();
  r.use("/notifications/inbox", requireUser(deps), requireStore(deps, "store"));

  mount(r, n.list, async ({ query, req }) => {
    const page = await listNotifications(db, readerOf(req), { page: query.page, limit: query.limit, unreadOnly: query.tab === "unread" });
    return { ...page, page: query.page, limit: query.limit };
  });

  mount(r, n.markAllRead, async ({ req }) => ({ updated: await markAllNotificationsRead(db, readerOf(req), clock.now()) }));

  mount(r, n.markRead, async ({ params, req }) => {
    const notification = await markNotificationRead(db, readerOf(req), params.id, clock.now());
    if (!notification) throw notFound();
    return { notification };
  });

  return r;
}
