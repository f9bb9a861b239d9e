// Small DOM helpers shared by the enhance modules.

/** A left click without modifier keys: the kind that follows a link in the same tab. */
export const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The nearest element matching `selector` from an event target, or null. */
export function closest<T extends Element = HTMLElement>(target: EventTarget | null, selector: string): T | null {
  return target instanceof Element ? target.closest<T>(selector) : null;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focusable elements inside `root` that are shown. */
export function focusables(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
}

/** Runs `fn` after a form reset has put the default values back (the reset event fires before it does). */
export function afterReset(form: HTMLFormElement, fn: () => void) {
  form.addEventListener("reset", () => setTimeout(fn, 0));
}
