// Islands (ADR 049): a server-rendered widget marked `data-island="<name>"` is taken over by React after the page has
// loaded, when the browser is idle and the widget is near the viewport. The island's code (React, Mantine, recharts …)
// is a chunk of its own that nothing else loads, so a page's first load stays Tier 1's; the server's markup is what a
// page without JavaScript, a screen reader and the first paint get, and stays in place if the chunk never arrives.
import { get, sel } from "./attributes";

/** Each island's module: `mount(el)` takes over one element. Dynamic imports, so each is a chunk of its own. */
const ISLANDS: Record<string, () => Promise<{ mount: (el: HTMLElement) => void }>> = {
  "report-chart": () => import("../islands/report-chart"),
  "report-range": () => import("../islands/report-range"),
};

const afterLoad = (fn: () => void) => {
  const idle = () => ("requestIdleCallback" in window ? requestIdleCallback(() => fn(), { timeout: 2000 }) : setTimeout(fn, 200));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
};

export function enhanceIslands() {
  const elements = Array.from(document.querySelectorAll<HTMLElement>(sel("island")));
  if (elements.length === 0) return;
  afterLoad(() => {
    const take = (el: HTMLElement) => {
      const load = ISLANDS[get(el, "island") ?? ""];
      if (load) void load().then((island) => island.mount(el));
    };
    if (!("IntersectionObserver" in window)) return elements.forEach(take);
    const seen = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          seen.unobserve(entry.target);
          take(entry.target as HTMLElement);
        }
      },
      { rootMargin: "300px 0px" },
    );
    elements.forEach((el) => seen.observe(el));
  });
}
