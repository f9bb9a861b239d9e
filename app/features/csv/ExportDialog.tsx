import { Alert, Button } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { ExportTaskDto } from "@domain/export";
import { DIALOG_BUTTON_LOCK_MS, DialogFrame } from "~/components/dialogs";
import { StoreDate } from "~/components/StoreDate";
import { EXPORT_DIALOG_ID, EXPORT_TASKS_ID, csvDialogHref, csvFormAction, type CsvActionData } from "./urls";
import { RecentTasks } from "./RecentTasks";
import { productUrls } from "../products/urls";
import { useCount, useMessage, useT } from "~/lib/i18n";
import { enhance } from "~/enhance/attributes";

/** SPEC §4 export task status; 3 is set when the file is downloaded. */
const EXPORT_STATUSES = [0, 1, 2, 3, 4] as const;
const isExportStatus = (status: number): status is (typeof EXPORT_STATUSES)[number] => (EXPORT_STATUSES as readonly number[]).includes(status);

const FORM_ID = "csv-export-form";

/** The filters a task ran with, as the dialog words them (the list's own filter names); none: every product. */
export type ExportScope = (
  | { filter: "published" | "unpublished" }
  | { filter: "search"; search: string }
  | { filter: "type"; type: string }
  | { filter: "vendor"; vendor: string }
  | { filter: "tag"; tag: string }
)[];

export function exportScope(filters: Record<string, string>): ExportScope {
  const parts: ExportScope = [];
  if (filters.published === "true") parts.push({ filter: "published" });
  if (filters.published === "false") parts.push({ filter: "unpublished" });
  if (filters.search) parts.push({ filter: "search", search: filters.search });
  if (filters.productType !== undefined) parts.push({ filter: "type", type: filters.productType });
  if (filters.vendor) parts.push({ filter: "vendor", vendor: filters.vendor });
  if (filters.tag) parts.push({ filter: "tag", tag: filters.tag });
  return parts;
}

/** An export's scope in the page's language: "Published · Vendor: Acme". */
function useScopeText(): (scope: ExportScope) => string {
  const t = useT("csv");
  const say = (part: ExportScope[number]): string => {
    switch (part.filter) {
      case "published":
      case "unpublished":
        return t(`scope.${part.filter}`);
      case "search":
        return t("scope.search", { search: part.search });
      case "type":
        return t("scope.type", { type: part.type || t("scope.noType") });
      case "vendor":
        return t("scope.vendor", { vendor: part.vendor });
      case "tag":
        return t("scope.tag", { tag: part.tag });
    }
  };
  return (scope) => (scope.length > 0 ? scope.map(say).join(" · ") : t("scope.all"));
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
  currentScope: ExportScope;
  failure: CsvActionData | null;
}) {
  const closeHref = csvDialogHref(location, null);
  const running = tasks?.some((t) => t.status === 0 || t.status === 1) ?? false;
  const t = useT("csv");
  const count = useCount();
  const scopeText = useScopeText();
  const localize = useMessage();
  return (
    <DialogFrame
      id={EXPORT_DIALOG_ID}
      opened={opened}
      closeHref={closeHref}
      title={t("exportDialog.title")}
      footer={
        <>
          <Button component={Link} to={closeHref} variant="default" {...enhance.dialogClose()}>
            {t("exportDialog.close")}
          </Button>
          <Button type="submit" form={FORM_ID} {...enhance.lock(DIALOG_BUTTON_LOCK_MS)}>
            {t("exportDialog.submit")}
          </Button>
        </>
      }
    >
      <form method="post" action={csvFormAction(location, "export")} id={FORM_ID} className="br-csv-form" {...enhance.leaveOk()}>
        <input type="hidden" name="intent" value="export" />
        <fieldset className="br-csv-modes">
          <legend className="br-csv-label">{t("exportDialog.legend")}</legend>
          <label className="br-csv-mode">
            <input type="radio" name="scope" value="filter" defaultChecked {...enhance.autofocus()} />
            <span>
              <span className="br-csv-mode-title">{t("exportDialog.currentFilter")}</span>
              <span className="br-csv-mode-hint">{scopeText(currentScope)}</span>
            </span>
          </label>
          <label className="br-csv-mode">
            <input type="radio" name="scope" value="all" />
            <span>
              <span className="br-csv-mode-title">{t("exportDialog.allProducts")}</span>
            </span>
          </label>
        </fieldset>
        {failure?.intent === "export" && (
          <Alert color="red" variant="light">
            {localize(failure.error)}
          </Alert>
        )}
      </form>
      <RecentTasks
        id={EXPORT_TASKS_ID}
        title={t("exportDialog.recent")}
        empty={t("exportDialog.empty")}
        liveSrc={csvDialogHref(location, "export")}
        pollMs={running ? 1500 : undefined}
        tasks={tasks?.slice(0, 10) ?? null}
      >
        {(task) => (
          <li key={task._id} className="br-csv-task" data-status={task.status}>
            <div className="br-csv-task-main">
              <span className="br-csv-task-scope">{scopeText(exportScope(task.filters))}</span>
              <span className="br-csv-task-meta">
                <StoreDate value={task.createdAt} time />
                {task.status >= 2 && task.status <= 3 ? ` · ${t("exportDialog.rows", { count: task.rowCount, n: count(task.rowCount) })}` : ""}
              </span>
              {task.status === 4 && task.error && <span className="br-csv-error">{localize(task.error)}</span>}
              {task.status !== 4 && !task.downloadUrl && task.error && <span className="br-csv-task-meta">{localize(task.error)}</span>}
            </div>
            <span className="br-csv-badge" data-status={task.status}>
              {isExportStatus(task.status) ? t(`exportStatus.${task.status}`) : task.status}
            </span>
            {task.downloadUrl ? (
              // A form, not a link: downloading marks the task (SPEC §4), and a state change is never a GET.
              <form method="post" action={productUrls.exportDownload(task._id)} className="br-csv-download" {...enhance.leaveOk()}>
                <Button type="submit" variant="subtle" size="compact-sm" {...enhance.liveRefresh(EXPORT_TASKS_ID)}>
                  {t("exportDialog.download")}
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
