// Live regions: server-rendered parts of a page that refresh themselves from the server's own HTML, so progress and
// task lists stay current without hydrating React (ADR 006). An element with an id and `data-live-src` is replaced by
// the element of the same id in a fresh render of that URL: every `data-live-poll` ms while the new one still asks to
// poll, when a dialog holding it opens in place (`data-live-on-open`), and a moment after a click on
// `[data-live-refresh="{id}"]` (a Download that changes a task's status). `data-live-reload-done` reloads the page
// once polling ends, so the list behind the region shows what the task changed. Without JavaScript a Refresh link does it.
import { get, has, sel } from "./attributes";
import { closest } from "./dom";

const timers = new Map<string, number>();

async function refresh(id: string): Promise<void> {
  const current = document.getElementById(id);
  const src = current && get(current, "liveSrc");
  if (!current || !src) return;
  let html: string;
  try {
    const res = await fetch(src, { headers: { accept: "text/html" }, credentials: "same-origin" });
    if (!res.ok) return schedule(current, 5000);
    html = await res.text();
  } catch {
    return schedule(current, 5000);
  }
  const fresh = new DOMParser().parseFromString(html, "text/html").getElementById(id);
  const now = document.getElementById(id);
  if (!fresh || !now) return;
  const wasPolling = has(now, "livePoll");
  const node = document.importNode(fresh, true);
  now.replaceWith(node);
  if (has(node, "livePoll")) schedule(node);
  else if (wasPolling && has(node, "liveReloadDone")) location.reload();
}

function schedule(el: HTMLElement, ms = Number(get(el, "livePoll")) || 1500) {
  const id = el.id;
  window.clearTimeout(timers.get(id));
  timers.set(
    id,
    window.setTimeout(() => void refresh(id), ms),
  );
}

export function enhanceLiveRegions() {
  document.querySelectorAll<HTMLElement>(sel("liveSrc") + sel("livePoll")).forEach((el) => el.id && schedule(el));

  document.addEventListener("click", (event) => {
    const opener = closest(event.target, sel("dialogOpen"));
    if (opener) {
      // After dialogs.ts has shown it (its listener was added first).
      setTimeout(() => {
        const dialog = document.getElementById(get(opener, "dialogOpen") ?? "");
        if (!dialog || dialog.hidden) return;
        dialog.querySelectorAll<HTMLElement>(sel("liveSrc") + sel("liveOnOpen")).forEach((el) => el.id && void refresh(el.id));
      }, 0);
      return;
    }
    const refresher = closest(event.target, sel("liveRefresh"));
    const id = refresher && get(refresher, "liveRefresh");
    if (id) setTimeout(() => void refresh(id), 1200);
  });
}
