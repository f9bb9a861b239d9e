// Bulk update progress (ADR 006): while a job on the page is queued, running or undoing, the element marked
// `data-bulk-poll` is refreshed from the same page every 2 s (fetch + swap), so the progress bars move without a
// reload. Without JavaScript the page refreshes itself (`<noscript><meta http-equiv=refresh>`) and has a Refresh link.

const POLL_MS = 2000;

function poll(container: HTMLElement) {
  let stopped = false;
  const tick = async () => {
    if (stopped) return;
    try {
      const res = await fetch(window.location.href, { headers: { accept: "text/html" }, credentials: "same-origin" });
      if (!res.ok) throw new Error(String(res.status));
      const doc = new DOMParser().parseFromString(await res.text(), "text/html");
      const fresh = doc.querySelector<HTMLElement>("[data-bulk-poll]");
      if (!fresh) return;
      container.innerHTML = fresh.innerHTML;
      if (fresh.dataset.bulkPoll !== "active") {
        container.dataset.bulkPoll = "idle";
        return;
      }
    } catch {
      // A failed poll tries again later; the Refresh link is still there.
    }
    setTimeout(tick, POLL_MS);
  };
  window.addEventListener("pagehide", () => (stopped = true));
  setTimeout(tick, POLL_MS);
}

export function enhanceBulkProgress() {
  document.querySelectorAll<HTMLElement>('[data-bulk-poll="active"]').forEach(poll);
}
