import dialogStyles from "./dialogs.css";

export { AppDialog, DIALOG_BUTTON_LOCK_MS, useClickLock } from "./AppDialog";
export { ConfirmDeleteDialog, deleteConfirmText } from "./ConfirmDeleteDialog";
export { DIALOG_WIDTH, DialogFrame } from "./DialogFrame";
export { UNSAVED_CHANGES_TEXT, UnsavedChangesGuard } from "./UnsavedChangesGuard";

/** Add to a route's `links()` to style the dialogs. */
export const dialogStylesHref = dialogStyles;
