import productStyles from "./products.css";

export const productStylesHref = productStyles;
