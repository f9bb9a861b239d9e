import { useLocation, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { applyFilterForm } from "./list-state";

/** SPEC §9: the filter search box applies about a second after the last keystroke. */
export const FILTER_DEBOUNCE_MS = 1000;

function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
  return params;
}

const isTextEntry = (el: EventTarget | null): el is HTMLInputElement =>
  el instanceof HTMLInputElement && ["text", "search", "email", "number", "tel", "url"].includes(el.type);

/**
 * JavaScript behaviour of a filter GET form: typing applies after a pause, a select applies at once, and a
 * submit applies and reports `done`. The URL is built by `applyFilterForm`, the same function the loader
 * uses for the plain-HTML submit, so both paths produce the same bookmarkable URL.
 */
export function useFilterForm({ onDone }: { onDone?: () => void } = {}) {
  const location = useLocation();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A debounced apply runs after later renders; it must see the URL as it is then, not as it was when typing began.
  const current = useRef(location);
  current.current = location;
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);

  const apply = useCallback(
    (form: HTMLFormElement, done: boolean) => {
      const { pathname, search } = current.current;
      const keepOpen = !done && new URLSearchParams(search).get("filters") === "1";
      const next = pathname + applyFilterForm(formParams(form), { keepOpen });
      if (next !== pathname + search) navigate(next, { replace: !done, preventScrollReset: true });
      if (done) onDone?.();
    },
    [navigate, onDone],
  );

  return {
    onSubmit(event: React.FormEvent<HTMLFormElement>) {
      event.preventDefault();
      cancel();
      apply(event.currentTarget, true);
    },
    onChange(event: React.FormEvent<HTMLFormElement>) {
      const form = event.currentTarget;
      cancel();
      if (isTextEntry(event.target)) timer.current = setTimeout(() => apply(form, false), FILTER_DEBOUNCE_MS);
      else apply(form, false);
    },
    cancel,
  };
}
