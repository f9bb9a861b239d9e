import { withParams } from "./list-state";

/** A panel whose open state lives in the URL (`?param=value`), so the server renders it open and links work without JavaScript. */
export interface UrlToggle {
  open: boolean;
  /** The same page with the panel open. */
  openHref: string;
  /** The same page with the panel closed. */
  closeHref: string;
}

export function urlToggle(location: { pathname: string; search: string }, param: string, value = "1"): UrlToggle {
  return {
    open: new URLSearchParams(location.search).get(param) === value,
    openHref: location.pathname + withParams(location.search, { [param]: value }),
    closeHref: location.pathname + withParams(location.search, { [param]: null }),
  };
}
