import bulkUpdateStyles from "./bulk-updates.css";

export const bulkUpdateStylesHref = bulkUpdateStyles;
