export { EditorScreen, type EditorScreenConfig, type EditorScreenProps } from "./EditorScreen";
export { ConflictView } from "./ConflictView";
export { useEditorForm, type EditorForm } from "./useEditorForm";
export { editorData, type EditorActionData, type EditorConflict } from "./types";
export { conformName } from "./names";
export { SearchListingCard } from "./SearchListingCard";
