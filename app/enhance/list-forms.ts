// The list kit's GET forms (app/components/list). Filter forms (`data-filter-form`: the search box, the filter drawer)
// go straight to the canonical URL the loader would redirect to (`applyFilterForm`, shared with it): a select applies
// at once, typing a second after it stops (SPEC: debounce about 1 s), Enter or Done at once. Other forms marked
// `data-autosubmit` (the page size) submit when a select changes. Buttons only needed without JavaScript
// (`data-nojs-only`) are hidden.
import { applyFilterForm } from "../components/list/list-state";
import { has, sel } from "./attributes";

/** SPEC §9: the filter search applies about a second after the last keystroke. */
export const FILTER_DEBOUNCE_MS = 1000;
/** A URL fragment naming the field to focus again after a search applied while the user was typing in it. */
const FOCUS_HASH = "#focus=";

function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
  return params;
}

/** The list URL the form's filters give; a live change inside the open drawer keeps it open. */
function filteredUrl(form: HTMLFormElement, done: boolean): string {
  const keepOpen = !done && form.closest(`${sel("dialog")}:not([hidden])`) !== null;
  return location.pathname + applyFilterForm(formParams(form), { keepOpen });
}

/** Applies a live change without adding a history entry per keystroke or select. */
function applyLive(url: string, focus?: HTMLElement) {
  if (url === location.pathname + location.search) return;
  location.replace(focus?.id ? `${url}${FOCUS_HASH}${encodeURIComponent(focus.id)}` : url);
}

function restoreFocus() {
  if (!location.hash.startsWith(FOCUS_HASH)) return;
  const field = document.getElementById(decodeURIComponent(location.hash.slice(FOCUS_HASH.length)));
  history.replaceState(history.state, "", location.pathname + location.search);
  if (!(field instanceof HTMLInputElement)) return;
  field.focus({ preventScroll: true });
  field.setSelectionRange(field.value.length, field.value.length);
}

export function enhanceListForms() {
  document.querySelectorAll<HTMLElement>(sel("nojsOnly")).forEach((el) => (el.style.display = "none"));
  restoreFocus();
  let timer: ReturnType<typeof setTimeout> | undefined;

  document.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    if (event.defaultPrevented || !has(form, "filterForm")) return;
    event.preventDefault();
    clearTimeout(timer);
    location.assign(filteredUrl(form, true));
  });

  document.addEventListener("change", (event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.form) return;
    if (has(select.form, "filterForm")) {
      clearTimeout(timer);
      applyLive(filteredUrl(select.form, false));
    } else if (has(select.form, "autosubmit")) select.form.requestSubmit();
  });

  document.addEventListener("input", (event) => {
    const input = event.target;
    const form = input instanceof HTMLInputElement ? input.form : null;
    if (!form || !has(form, "filterForm") || !(input instanceof HTMLInputElement)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      // The drawer was closed meanwhile (Escape, backdrop): its half-typed search is dropped with it.
      if (!form.closest(`${sel("dialog")}[hidden]`)) applyLive(filteredUrl(form, false), input);
    }, FILTER_DEBOUNCE_MS);
  });
}
