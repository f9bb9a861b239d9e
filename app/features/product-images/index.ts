import mediaStyles from "./media.css";

export const mediaStylesHref = mediaStyles;
