import variantStyles from "./variants.css";

/** Add to a route's `links()` to style the variant editors. */
export const variantStylesHref = variantStyles;
