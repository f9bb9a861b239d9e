export { ExportDialog, exportScope } from "./ExportDialog";
export { ImportDialog } from "./ImportDialog";
export { CsvButtons } from "./CsvButtons";
