import cacheStyles from "./cache.css";

export const cacheStylesHref = cacheStyles;
