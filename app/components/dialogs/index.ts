export { AppDialog, DIALOG_BUTTON_LOCK_MS } from "./AppDialog";
export { ConfirmDeleteDialog, deleteConfirmText } from "./ConfirmDeleteDialog";
export { DIALOG_WIDTH, DialogFrame, type DialogTransition } from "./DialogFrame";
export { UNSAVED_CHANGES_TEXT, UnsavedChangesDialog } from "./UnsavedChangesDialog";
