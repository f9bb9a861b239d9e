// The events the notification centre hears of (ADR 062), each written after its work committed and never failing it.
import { notificationScope } from "../../../domain/notifications";
import type { ApiDeps } from "../../deps";
import { notify } from "./notify";

type Deps = Pick<ApiDeps, "db" | "clock" | "log">;

/** A storefront order: everyone with the orders scope sees it. */
export const notifyOrderPlaced = (
  deps: Deps,
  order: { id: string; storeId: string; name: string; totalMinor: number; currency: string; customerName: string },
) =>
  notify(deps, {
    storeId: order.storeId,
    kind: "order_created",
    scope: "orders",
    params: { order: order.name, totalMinor: String(order.totalMinor), currency: order.currency, customer: order.customerName },
    link: `/admin/orders/detail/${order.id}`,
  });

/** An import finished or failed: for the user who started it (the store's when nobody is known). */
export const notifyImportFinished = (
  deps: Deps,
  task: { id: string; storeId: string; fileName: string },
  userId: string | null,
  outcome: { failed: boolean; created?: number; updated?: number; errors?: number },
) =>
  notify(deps, {
    storeId: task.storeId,
    userId,
    kind: outcome.failed ? "import_failed" : "import_done",
    scope: "products",
    params: {
      file: task.fileName,
      created: String(outcome.created ?? 0),
      updated: String(outcome.updated ?? 0),
      errors: String(outcome.errors ?? 0),
    },
    link: `/admin/products?dialog=import&import=${task.id}`,
  });

/** An export finished or failed: for the user who asked, under the scope of what it exports. */
export const notifyExportFinished = (
  deps: Deps,
  task: { id: string; storeId: string; kind: string; userId?: string | null },
  outcome: { failed: boolean; rows?: number },
) => {
  const kind = task.kind === "orders" ? "orders" : "products";
  return notify(deps, {
    storeId: task.storeId,
    userId: task.userId ?? null,
    kind: outcome.failed ? "export_failed" : "export_done",
    scope: notificationScope("export_done", kind),
    params: { what: kind, rows: String(outcome.rows ?? 0) },
    link: kind === "orders" ? "/admin/orders?dialog=export" : "/admin/products?dialog=export",
  });
};

/** A bulk update stopped on an error (api/modules/bulk-updates/worker.ts). */
export const notifyBulkUpdateFailed = (deps: Deps, job: { id: string; storeId: string; userId?: string | null }) =>
  notify(deps, {
    storeId: job.storeId,
    userId: null,
    kind: "bulk_update_failed",
    scope: "products",
    params: {},
    link: "/admin/bulkupdates",
  });
