// Dialogs and the filter drawer are server-rendered `[data-dialog]` roots: a URL such as `?confirm=delete` renders one
// open, and closed ones can sit in the page `hidden`. Here they open in place from `[data-dialog-open="{id}"]`, close
// on `[data-dialog-close]`, Escape or the backdrop, keep Tab inside, and give focus back to the opener.
import { get, has, sel } from "./attributes";
import { closest, focusables, isPlainClick } from "./dom";

interface Shown {
  root: HTMLElement;
  opener: HTMLElement | null;
  onClose?: () => void;
}

let shown: Shown | null = null;

export function openDialog(root: HTMLElement, opener: HTMLElement | null, onClose?: () => void) {
  if (shown) closeDialog();
  // An opener link says the dialog's URL (`?confirm=delete`): show it in the address bar, as without JavaScript.
  if (opener instanceof HTMLAnchorElement && opener.pathname === location.pathname) history.replaceState(history.state, "", opener.href);
  root.hidden = false;
  shown = { root, opener, onClose };
  (root.querySelector<HTMLElement>(sel("autofocus")) ?? focusables(root)[0])?.focus();
}

/** Closes the open dialog; its URL parameter (if the URL has it) goes too, so a reload does not bring it back. */
export function closeDialog() {
  if (!shown) return;
  const { root, opener, onClose } = shown;
  shown = null;
  root.hidden = true;
  const closeHref = get(root, "closeHref");
  if (closeHref && new URL(closeHref, location.href).href !== location.href) history.replaceState(history.state, "", closeHref);
  opener?.focus();
  onClose?.();
}

function trapTab(event: KeyboardEvent, root: HTMLElement) {
  const items = focusables(root);
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!root.contains(active)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function enhanceDialogs() {
  // One the server rendered open (its URL said so).
  const open = document.querySelector<HTMLElement>(`${sel("dialog")}:not([hidden])`);
  if (open) shown = { root: open, opener: null };

  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const opener = closest(event.target, sel("dialogOpen"));
    const target = opener && document.getElementById(get(opener, "dialogOpen") ?? "");
    if (opener && target && has(target, "dialog")) {
      event.preventDefault();
      openDialog(target, opener);
      return;
    }
    if (shown && closest(event.target, sel("dialogClose")) && shown.root.contains(event.target as Node)) {
      event.preventDefault();
      closeDialog();
    }
  });

  document.addEventListener("keydown", (event) => {
    if (!shown) return;
    if (event.key === "Escape") {
      event.preventDefault();
      closeDialog();
    } else if (event.key === "Tab") trapTab(event, shown.root);
  });

  // A page that is about its dialog (the size chart preview) opens it once loaded.
  const auto = document.querySelector(sel("dialogAutoOpen"));
  const dialog = auto && document.getElementById(get(auto, "dialogAutoOpen") ?? "");
  if (dialog?.hidden) openDialog(dialog, null);
}
