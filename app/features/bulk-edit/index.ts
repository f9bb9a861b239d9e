import bulkEditStyles from "./bulk-edit.css";

export const bulkEditStylesHref = bulkEditStyles;
