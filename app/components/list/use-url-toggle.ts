import { useLocation, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { withParams } from "./list-state";

export interface UrlToggle {
  open: boolean;
  /** Where the opener link goes without JavaScript (the server renders the panel open there). */
  openHref: string;
  closeHref: string;
  show(): void;
  /** Closes, and drops the parameter from the URL if it is there. */
  close(): void;
  /** Closes without touching the URL (for a caller that is navigating anyway). */
  hide(): void;
  /** Props for the opener link: a real href, and with JavaScript a click that opens without a round trip. */
  openLinkProps: { to: string; onClick(event: React.MouseEvent<HTMLElement>): void };
}

const isPlainClick = (e: React.MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * A panel whose open state lives in the URL (`?param=value`) so it renders on the server and works without
 * JavaScript; with JavaScript it opens and closes in place. `load: true` also moves the URL when opening,
 * for panels whose content the loader provides (it shows at once and fills in when the data arrives).
 */
export function useUrlToggle(param: string, value = "1", options: { load?: boolean } = {}): UrlToggle {
  const location = useLocation();
  const navigate = useNavigate();
  const inUrl = new URLSearchParams(location.search).get(param) === value;
  const [open, setOpen] = useState(inUrl);
  useEffect(() => setOpen(inUrl), [inUrl]);

  const openHref = location.pathname + withParams(location.search, { [param]: value });
  const closeHref = location.pathname + withParams(location.search, { [param]: null });

  const show = useCallback(() => {
    setOpen(true);
    if (options.load && !inUrl) navigate(openHref, { replace: true, preventScrollReset: true });
  }, [options.load, inUrl, openHref, navigate]);
  const close = useCallback(() => {
    setOpen(false);
    if (inUrl) navigate(closeHref, { replace: true, preventScrollReset: true });
  }, [inUrl, closeHref, navigate]);

  return {
    open,
    openHref,
    closeHref,
    show,
    close,
    hide: () => setOpen(false),
    openLinkProps: {
      to: openHref,
      onClick(event) {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        show();
      },
    },
  };
}
