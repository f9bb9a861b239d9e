// SPEC §2 unsaved changes, for a form marked `data-dirty-guard="{dialog id}"`: its save bars (`data-save-bar`) show
// while it differs from what the page loaded with (or always, when the server sent it back unsaved: `data-unsaved`);
// closing the tab gets the browser's prompt; following a link or submitting another form asks first in the
// server-rendered dialog (Cancel / I accept). Submitting the form itself, or anything marked `data-leave-ok`, does not.
import { get, has, sel } from "./attributes";
import { closeDialog, openDialog } from "./dialogs";
import { afterReset, closest, isPlainClick } from "./dom";

/** Whether any control of the form differs from the value the page was served with. */
function changed(form: HTMLFormElement): boolean {
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLInputElement) {
      if (el.type === "checkbox" || el.type === "radio") {
        if (el.checked !== el.defaultChecked) return true;
      } else if (el.type !== "hidden" && el.value !== el.defaultValue) return true;
    } else if (el instanceof HTMLTextAreaElement) {
      if (el.value !== el.defaultValue) return true;
    } else if (el instanceof HTMLSelectElement) {
      if (Array.from(el.options).some((option) => option.selected !== option.defaultSelected)) return true;
    }
  }
  return false;
}

export function enhanceUnsavedChanges() {
  const form = document.querySelector<HTMLFormElement>(`form${sel("dirtyGuard")}`);
  const dialog = form && document.getElementById(get(form, "dirtyGuard") ?? "");
  if (!form || !dialog) return;
  // Read each time: a script that changes the form in ways `changed` cannot see (rows moved in place) marks it.
  const startsUnsaved = () => has(form, "unsaved");
  const saveBars = document.querySelectorAll<HTMLElement>(sel("saveBar", form.id));
  let dirty = false;
  /** Set once the user chose to leave (or saves): nothing asks any more. */
  let leaving = false;
  let proceed: (() => void) | null = null;

  const update = () => {
    dirty = startsUnsaved() || changed(form);
    saveBars.forEach((bar) => (bar.hidden = !dirty));
  };
  update();
  const onEdit = (event: Event) => {
    const target = event.target as HTMLInputElement;
    if (target.form === form) update();
  };
  document.addEventListener("input", onEdit);
  document.addEventListener("change", onEdit);
  afterReset(form, update);

  const ask = (opener: HTMLElement, go: () => void) => {
    proceed = go;
    openDialog(dialog, opener, () => (proceed = null));
  };

  document.addEventListener("click", (event) => {
    const accept = closest(event.target, sel("leaveAccept"));
    if (accept && dialog.contains(accept)) {
      const go = proceed;
      leaving = true;
      closeDialog();
      go?.();
      return;
    }
    const discard = closest(event.target, sel("discard", form.id));
    if (discard && !startsUnsaved() && isPlainClick(event)) {
      // The page as served is what is saved: put it back in place instead of reloading.
      event.preventDefault();
      form.reset();
      return;
    }
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const link = closest<HTMLAnchorElement>(event.target, "a[href]");
    if (!link || link.hasAttribute("download") || (link.target && link.target !== "_self")) return;
    if (has(link, "leaveOk")) {
      leaving = true;
      return;
    }
    if (!dirty || leaving || link.origin !== location.origin) return;
    // A link to a spot on this same page is not leaving it.
    if (link.pathname === location.pathname && link.search === location.search && link.hash) return;
    event.preventDefault();
    ask(link, () => location.assign(link.href));
  });

  // Capture phase, after validation (registered first): a submit the checks refused is not leaving.
  document.addEventListener(
    "submit",
    (event) => {
      if (event.defaultPrevented) return;
      const submitted = event.target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | HTMLInputElement | null;
      if (submitted === form || has(submitted, "leaveOk")) {
        leaving = true;
        return;
      }
      if (!dirty || leaving) return;
      event.preventDefault();
      ask(submitter ?? submitted, () => submitted.requestSubmit(submitter));
    },
    true,
  );

  window.addEventListener("beforeunload", (event) => {
    if (!dirty || leaving) return;
    event.preventDefault();
    // Older browsers show their prompt only when returnValue is set.
    event.returnValue = "";
  });
  // Back from the browser's page cache: the user is on this page again.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) leaving = false;
  });
}
