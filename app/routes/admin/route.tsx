import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { findOwnStore } from "~/api-client/accounts.server";
import { AdminShell } from "~/components/shell/AdminShell";
import { RouteErrorContent } from "~/components/shell/ErrorContent";
import { storeTimezone } from "~/lib/dates";
import { notFound, requireStore, requireUser, safeRedirect } from "~/lib/guards.server";
import { SCOPES, can, isRestrictedPath } from "~/lib/permissions";
import { requestT } from "~/lib/locale.server";
import { commitSession } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/shell/shell.css";

export const meta: MetaFunction = () => [{ title: "Backroom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, stores: first, storesLastId, storeId, unreadNotifications, api } = await requireStore(request, context);
  // The switcher shows the first page of the user's stores; the current one past it (a user of many stores) is looked
  // up page by page and shown too, so the top bar always names the store being worked in.
  const current = first.some((s) => s.storeId === storeId) ? null : await findOwnStore(api, first, storesLastId, storeId);
  const list = current ? [current, ...first] : first;
  // SPEC §2 navigation guard, for every screen under a restricted path: non-operators see the 404 page.
  // (A restricted screen's own loader and action still call requireOperator; this catches the rest.)
  if (isRestrictedPath(new URL(request.url).pathname) && !user.isOperator) throw notFound();
  const scopes = SCOPES.filter((scope) => can(user, scope));
  return {
    user: { email: user.email, name: user.name, isOperator: user.isOperator, scopes },
    stores: list,
    storeId,
    timezone: storeTimezone(user),
    // The top bar's badge (ADR 062): counted by the same GET /users/info as the user, no call of its own.
    unreadNotifications,
  };
}

// After a switch, a record of the old store would be a 404: go back to the list it came from.
function listOf(pathname: string): string {
  const segments = pathname.split("/").filter(Boolean);
  const cut = segments.findIndex((s, i) => i > 1 && /^(update|detail|create|edit|[0-9a-f-]{16,})$/i.test(s));
  return "/" + (cut === -1 ? segments : segments.slice(0, cut)).join("/");
}

/** The store switcher's POST: remember the chosen store (one of the user's own) in the session. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { stores: list, storesLastId, session, api } = await requireUser(request, context);
  const form = await request.formData();
  const chosen = form.get("storeId");
  if (form.get("intent") !== "switch-store" || typeof chosen !== "string") throw notFound();
  // The switcher shows the first page of stores; a store past it (a user of many stores) is looked up page by page.
  const store = await findOwnStore(api, list, storesLastId, chosen);
  if (!store) throw notFound();
  session.set("storeId", store.storeId);
  session.set("storeDomain", store.storeDomain);
  const back = listOf(safeRedirect(form.get("redirectTo"), "/admin"));
  const t = await requestT(request, context);
  return redirectWithToast(
    context,
    back.startsWith("/admin") ? back : "/admin",
    { kind: "success", message: t("shell.switchedTo", { name: store.name }) },
    {
      headers: { "Set-Cookie": await commitSession(session) },
    },
  );
}

export default function AdminLayout() {
  const data = useLoaderData<typeof loader>();
  return (
    <AdminShell data={data}>
      <Outlet />
    </AdminShell>
  );
}

/** ARCHITECTURE rule 6: 403 → no access, 404 → not found, rendered inside the shell whenever its data loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("routes/admin");
  return (
    <AdminShell data={data ?? null}>
      <RouteErrorContent error={error} />
    </AdminShell>
  );
}
