// Islands (ADR 049): a server-rendered widget marked `data-island="<name>"` is taken over by React when the reader
// turns to it (points at it, touches it, or moves focus into it). The island's code (React, Mantine, recharts …)
// is a chunk of its own that nothing else loads, so a page's first load stays Tier 1's; the server's markup is what a
// page without JavaScript, a screen reader and the first paint get, and stays in place if the chunk never arrives.
import { ISLANDS } from "../islands/registry";
import { get, sel } from "./attributes";

/**
 * What says the reader wants the widget: the pointer over it (a mouse's hover, a finger's touch) or focus inside it.
 * Loading on intent rather than at idle keeps React and recharts off a cheap phone's main thread while the reader only
 * reads the page (Lighthouse mobile on /admin/analytics: 75–82 with the picker loaded at idle, 97–99 without; ADR 049).
 */
const INTENT_EVENTS = ["pointerenter", "focusin", "touchstart"] as const;

export function enhanceIslands() {
  for (const el of document.querySelectorAll<HTMLElement>(sel("island"))) {
    const load = ISLANDS[get(el, "island") ?? ""];
    if (!load) continue;
    // An island inside a form (the range picker) is wanted as soon as the reader turns to that form.
    const area = el.closest("form") ?? el;
    const take = () => {
      for (const type of INTENT_EVENTS) area.removeEventListener(type, take);
      void load().then((island) => island.mount(el));
    };
    for (const type of INTENT_EVENTS) area.addEventListener(type, take, { passive: true });
  }
}
