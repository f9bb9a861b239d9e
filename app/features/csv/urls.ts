// The CSV dialogs' URL state (browser-safe): `?dialog=import|export`, and `import={taskId}` for an import's status.
export const CSV_DIALOG_PARAM = "dialog";
export const IMPORT_TASK_PARAM = "import";
export const IMPORT_DIALOG_ID = "csv-import-dialog";
export const EXPORT_DIALOG_ID = "csv-export-dialog";
export const EXPORT_TASKS_ID = "csv-export-tasks";
export const IMPORT_STATUS_ID = "csv-import-status";
export const IMPORT_TASKS_ID = "csv-import-tasks";

export interface CsvActionData {
  intent: "import" | "export";
  error: string;
  mode?: string;
}

/** The same list (tab, filters, page) with one dialog open; an import task id opens its status. */
export function csvDialogHref(url: { pathname: string; search: string }, dialog: "import" | "export" | null, importTask?: string): string {
  const params = new URLSearchParams(url.search);
  params.delete("index");
  params.delete(IMPORT_TASK_PARAM);
  if (dialog) params.set(CSV_DIALOG_PARAM, dialog);
  else params.delete(CSV_DIALOG_PARAM);
  if (importTask) params.set(IMPORT_TASK_PARAM, importTask);
  const search = params.toString();
  return url.pathname + (search ? `?${search}` : "");
}

/** Where a dialog's form posts: this index route (`?index`), keeping the list's state and the open dialog. */
export function csvFormAction(url: { pathname: string; search: string }, dialog: "import" | "export"): string {
  const href = csvDialogHref(url, dialog);
  return href.includes("?") ? href.replace("?", "?index&") : `${href}?index`;
}
