// SPEC §4: a dialog's button is disabled for a second after a click, so it cannot act twice. Marked `data-lock-ms`.
import { ATTR, STYLE_ATTR, get, has, sel } from "./attributes";

function setLocked(el: HTMLElement, locked: boolean) {
  if (el instanceof HTMLButtonElement) el.disabled = locked;
  // Links cannot be disabled; Mantine styles `data-disabled`, and clicks are swallowed below while locked.
  el.toggleAttribute(STYLE_ATTR.disabled, locked);
  if (locked) el.setAttribute("aria-disabled", "true");
  else el.removeAttribute("aria-disabled");
}

export function enhanceClickLocks() {
  document.addEventListener(
    "click",
    (event) => {
      const el = event.target instanceof Element ? event.target.closest<HTMLElement>(sel("lockMs")) : null;
      if (!el) return;
      if (has(el, "locked")) {
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      el.setAttribute(ATTR.locked, "");
      // Disabled only after this click has done its work: a submit button disabled during its own click would not submit.
      setTimeout(() => setLocked(el, true), 0);
      setTimeout(
        () => {
          el.removeAttribute(ATTR.locked);
          setLocked(el, false);
        },
        Number(get(el, "lockMs")) || 1000,
      );
    },
    true,
  );
}
