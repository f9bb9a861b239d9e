import { Alert, Button } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { OrderExportTaskDto } from "@domain/contracts/orders";
import type { OrderTab } from "@domain/order-admin";
import { DIALOG_BUTTON_LOCK_MS, DialogFrame } from "~/components/dialogs";
import { StoreDate } from "~/components/StoreDate";
import { RecentTasks } from "~/features/csv/RecentTasks";
import { useCount, useMessage, useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";
import { exportDialogHref, exportFormAction, ORDER_EXPORT_DIALOG_ID, ORDER_EXPORT_TASKS_ID } from "./export-urls";
import { orderUrls } from "./urls";

const FORM_ID = "orders-export-form";

/**
 * Export on the orders list, in place (JS) or by `?dialog=export`: the list's current tab and filters (named under the
 * choice), or every order but the archived ones (the API's widest tab; archived orders are exported from their tab),
 * then the store's orders exports with their status and a Download link. The task list refreshes itself while one runs.
 */
export function OrdersExportDialog({
  location,
  opened,
  tasks,
  failure,
  tab,
  chips,
}: {
  location: { pathname: string; search: string };
  opened: boolean;
  tasks: OrderExportTaskDto[] | null;
  failure: string | null;
  /** The list's tab and applied filters' chips: what "Current filters" exports. */
  tab: OrderTab;
  chips: { label: string }[];
}) {
  const t = useT("orders");
  const tcsv = useT("csv");
  const count = useCount();
  const localize = useMessage();
  const closeHref = exportDialogHref(location, false);
  const running = tasks?.some((task) => task.status === 0 || task.status === 1) ?? false;
  return (
    <DialogFrame
      id={ORDER_EXPORT_DIALOG_ID}
      opened={opened}
      closeHref={closeHref}
      title={t("export.title")}
      footer={
        <>
          <Button component={Link} to={closeHref} variant="default" {...enhance.dialogClose()}>
            {t("export.close")}
          </Button>
          <Button type="submit" form={FORM_ID} {...enhance.lock(DIALOG_BUTTON_LOCK_MS)}>
            {t("export.submit")}
          </Button>
        </>
      }
    >
      <form method="post" action={exportFormAction(location)} id={FORM_ID} className="br-csv-form" {...enhance.leaveOk()}>
        <input type="hidden" name="intent" value="export" />
        <fieldset className="br-csv-modes">
          <legend className="br-csv-label">{t("export.legend")}</legend>
          <label className="br-csv-mode">
            <input type="radio" name="scope" value="filter" defaultChecked aria-describedby="orders-export-current" {...enhance.autofocus()} />
            <span>
              <span className="br-csv-mode-title">{t("export.current")}</span>
              <span className="br-csv-mode-hint" id="orders-export-current">
                {[tab === "all" ? t("export.allTab") : t("export.tab", { tab: t(`tabs.${tab}`) }), ...chips.map((c) => c.label)].join(" · ")}
              </span>
            </span>
          </label>
          <label className="br-csv-mode">
            <input type="radio" name="scope" value="all" aria-describedby="orders-export-all" />
            <span>
              <span className="br-csv-mode-title">{t("export.all")}</span>
              <span className="br-csv-mode-hint" id="orders-export-all">
                {t("export.allHint")}
              </span>
            </span>
          </label>
        </fieldset>
        {failure && (
          <Alert color="red" variant="light">
            {localize(failure)}
          </Alert>
        )}
      </form>
      <RecentTasks
        id={ORDER_EXPORT_TASKS_ID}
        title={t("export.recent")}
        empty={t("export.empty")}
        liveSrc={exportDialogHref(location, true)}
        pollMs={running ? 1500 : undefined}
        tasks={tasks?.slice(0, 10) ?? null}
      >
        {(task) => (
          <li key={task._id} className="br-csv-task" data-status={task.status}>
            <div className="br-csv-task-main">
              <span className="br-csv-task-meta">
                <StoreDate value={task.createdAt} time />
                {task.status >= 2 && task.status <= 3 ? ` · ${t("export.rows", { count: task.rowCount, n: count(task.rowCount) })}` : ""}
              </span>
              {task.error && <span className="br-csv-error">{localize(task.error)}</span>}
            </div>
            <span className="br-csv-badge" data-status={task.status}>
              {tcsv(`exportStatus.${task.status as 0 | 1 | 2 | 3 | 4}`)}
            </span>
            {task.downloadUrl ? (
              <a href={orderUrls.exportDownload(task._id)} className="br-csv-download" download>
                {t("export.download")}
              </a>
            ) : (
              <span className="br-csv-download" aria-hidden="true" />
            )}
          </li>
        )}
      </RecentTasks>
    </DialogFrame>
  );
}
