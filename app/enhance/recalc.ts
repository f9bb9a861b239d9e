// Figures the server works out, kept current as the reader types. A form marked `data-recalc="{button id}"` (the
// refund: its "Calculate" button, intent=preview) posts itself with that button in the background a moment after each
// change, and the parts marked `data-recalc-part` (with an id) take their content from the page the server answers,
// 200 or 400 alike. The fields are never touched, so typing goes on meanwhile; only the latest answer is shown. Without
// JavaScript, or when a request fails, the button does it with a full post.
import { get, sel } from "./attributes";
import { formBody, postForPage } from "./dom";

const WAIT_MS = 350;

function recalculating(form: HTMLFormElement) {
  const button = document.getElementById(get(form, "recalc") ?? "");
  if (!(button instanceof HTMLButtonElement) || !button.name) return;
  let timer = 0;
  let latest: AbortController | null = null;
  const send = async () => {
    latest?.abort();
    const mine = (latest = new AbortController());
    try {
      const next = await postForPage(form.action || location.href, formBody(form, [[button.name, button.value]], button.name), mine.signal);
      if (!next || mine !== latest) return;
      for (const part of form.querySelectorAll<HTMLElement>(sel("recalcPart"))) {
        const fresh = part.id ? next.getElementById(part.id) : null;
        if (fresh) part.innerHTML = fresh.innerHTML;
      }
    } catch {
      // Aborted by a newer change, or offline: the button still calculates with a full post.
    }
  };
  const changed = (event: Event) => {
    if (!(event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement)) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void send(), WAIT_MS);
  };
  form.addEventListener("input", changed);
  form.addEventListener("change", changed);
}

export function enhanceRecalc() {
  document.querySelectorAll<HTMLFormElement>(`form${sel("recalc")}`).forEach(recalculating);
}
