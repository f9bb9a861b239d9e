import { Alert, Button } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { ExportTaskDto } from "@domain/export";
import { DIALOG_BUTTON_LOCK_MS, DialogFrame } from "~/components/dialogs";
import { StoreDate } from "~/components/StoreDate";
import { EXPORT_DIALOG_ID, EXPORT_TASKS_ID, csvDialogHref, csvFormAction, type CsvActionData } from "./urls";
import { RecentTasks } from "./RecentTasks";
import { productUrls } from "../products/urls";
import { enhance } from "~/enhance/attributes";

/** SPEC §4 export task status; 3 is set when the file is downloaded. */
export const EXPORT_STATUS_LABELS: Record<number, string> = { 0: "Queued", 1: "Exporting…", 2: "Ready", 3: "Downloaded", 4: "Failed" };

const FORM_ID = "csv-export-form";

/** The filters a task ran with, in words (the list's own filter names). */
export function exportScope(filters: Record<string, string>): string {
  const parts: string[] = [];
  if (filters.published === "true") parts.push("Published");
  if (filters.published === "false") parts.push("Unpublished");
  if (filters.search) parts.push(`“${filters.search}”`);
  if (filters.productType !== undefined) parts.push(`Type: ${filters.productType || "none"}`);
  if (filters.vendor) parts.push(`Vendor: ${filters.vendor}`);
  if (filters.tag) parts.push(`Tag: ${filters.tag}`);
  return parts.length > 0 ? parts.join(" · ") : "All products";
}

/**
 * Export on the products list, in place (JS) or by `?dialog=export`: the list's current filter or every product, then
 * the store's export tasks with their status and Download (a form post that marks the task downloaded, SPEC §4). The task list is
 * a live region: the enhance script loads it when the dialog opens in place and refreshes it while a task runs.
 */
export function ExportDialog({
  location,
  opened,
  tasks,
  currentScope,
  failure,
}: {
  location: { pathname: string; search: string };
  opened: boolean;
  tasks: ExportTaskDto[] | null;
  currentScope: string;
  failure: CsvActionData | null;
}) {
  const closeHref = csvDialogHref(location, null);
  const running = tasks?.some((t) => t.status === 0 || t.status === 1) ?? false;
  return (
    <DialogFrame
      id={EXPORT_DIALOG_ID}
      opened={opened}
      closeHref={closeHref}
      title="Export products"
      footer={
        <>
          <Button component={Link} to={closeHref} variant="default" {...enhance.dialogClose()}>
            Close
          </Button>
          <Button type="submit" form={FORM_ID} {...enhance.lock(DIALOG_BUTTON_LOCK_MS)}>
            Export
          </Button>
        </>
      }
    >
      <form method="post" action={csvFormAction(location, "export")} id={FORM_ID} className="br-csv-form" {...enhance.leaveOk()}>
        <input type="hidden" name="intent" value="export" />
        <fieldset className="br-csv-modes">
          <legend className="br-csv-label">Products to export</legend>
          <label className="br-csv-mode">
            <input type="radio" name="scope" value="filter" defaultChecked {...enhance.autofocus()} />
            <span>
              <span className="br-csv-mode-title">Current filter</span>
              <span className="br-csv-mode-hint">{currentScope}</span>
            </span>
          </label>
          <label className="br-csv-mode">
            <input type="radio" name="scope" value="all" />
            <span>
              <span className="br-csv-mode-title">All products</span>
            </span>
          </label>
        </fieldset>
        {failure?.intent === "export" && (
          <Alert color="red" variant="light">
            {failure.error}
          </Alert>
        )}
      </form>
      <RecentTasks id={EXPORT_TASKS_ID} title="Recent exports" noun="exports" liveSrc={csvDialogHref(location, "export")} pollMs={running ? 1500 : undefined} tasks={tasks?.slice(0, 10) ?? null}>
        {(t) => (
          <li key={t._id} className="br-csv-task" data-status={t.status}>
            <div className="br-csv-task-main">
              <span className="br-csv-task-scope">{exportScope(t.filters)}</span>
              <span className="br-csv-task-meta">
                <StoreDate value={t.createdAt} time />
                {t.status >= 2 && t.status <= 3 ? ` · ${t.rowCount.toLocaleString("en-US")} products` : ""}
              </span>
              {t.status === 4 && t.error && <span className="br-csv-error">{t.error}</span>}
              {t.status !== 4 && !t.downloadUrl && t.error && <span className="br-csv-task-meta">{t.error}</span>}
            </div>
            <span className="br-csv-badge" data-status={t.status}>
              {EXPORT_STATUS_LABELS[t.status] ?? t.status}
            </span>
            {t.downloadUrl ? (
              // A form, not a link: downloading marks the task (SPEC §4), and a state change is never a GET.
              <form method="post" action={productUrls.exportDownload(t._id)} className="br-csv-download" {...enhance.leaveOk()}>
                <Button type="submit" variant="subtle" size="compact-sm" {...enhance.liveRefresh(EXPORT_TASKS_ID)}>
                  Download
                </Button>
              </form>
            ) : (
              <span className="br-csv-download" aria-hidden="true" />
            )}
          </li>
        )}
      </RecentTasks>
    </DialogFrame>
  );
}
