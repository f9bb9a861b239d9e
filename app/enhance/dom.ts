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

/** A form's text fields as a URL-encoded body (files are left out), `except` one name, with `extra` pairs after them. */
export function formBody(form: HTMLFormElement, extra: [string, string][] = [], except?: string): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string" && name !== except) body.append(name, value);
  for (const [name, value] of extra) body.append(name, value);
  return body;
}

/**
 * Posts `body` as the page's own form would and reads the page the server answers: after its redirect, or its 400 with
 * the messages in place (an action's error answer is a page too). Null for any other status.
 */
export async function postForPage(url: string, body: URLSearchParams, signal?: AbortSignal): Promise<Document | null> {
  const res = await fetch(url, { method: "POST", body, credentials: "same-origin", signal });
  if (!res.ok && res.status !== 400) return null;
  return new DOMParser().parseFromString(await res.text(), "text/html");
}
