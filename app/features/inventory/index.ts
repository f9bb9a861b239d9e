import inventoryStyles from "./inventory.css";

export const inventoryStylesHref = inventoryStyles;
