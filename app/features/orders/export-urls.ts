// The orders list's export dialog as URL state (`?dialog=export`), browser-safe.
export const EXPORT_DIALOG = "export";
export const ORDER_EXPORT_DIALOG_ID = "orders-export-dialog";
export const ORDER_EXPORT_TASKS_ID = "orders-export-tasks";

/** The same list with the export dialog open or closed. */
export function exportDialogHref(url: { pathname: string; search: string }, open: boolean): string {
  const params = new URLSearchParams(url.search);
  params.delete("index");
  if (open) params.set("dialog", EXPORT_DIALOG);
  else params.delete("dialog");
  const search = params.toString();
  return url.pathname + (search ? `?${search}` : "");
}

/** Where the dialog's form posts: the index route (`?index`), keeping the list's state. */
export function exportFormAction(url: { pathname: string; search: string }): string {
  const href = exportDialogHref(url, true);
  return href.includes("?") ? href.replace("?", "?index&") : `${href}?index`;
}
