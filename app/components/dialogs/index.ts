export { AppDialog, DIALOG_BUTTON_LOCK_MS } from "./AppDialog";
export { ConfirmDeleteDialog } from "./ConfirmDeleteDialog";
export { DIALOG_WIDTH, DialogFrame, type DialogTransition } from "./DialogFrame";
export { UnsavedChangesDialog } from "./UnsavedChangesDialog";
