import feedStyles from "./feeds.css";

export const feedStylesHref = feedStyles;
