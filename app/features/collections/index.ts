import collectionStyles from "./collections.css";

export const collectionStylesHref = collectionStyles;
