import csvStyles from "./csv.css";

/** Add to a route's `links()` to style the CSV dialogs. */
export const csvStylesHref = csvStyles;
export { ExportDialog, exportScope } from "./ExportDialog";
export { ImportDialog } from "./ImportDialog";
export { CsvButtons } from "./CsvButtons";
