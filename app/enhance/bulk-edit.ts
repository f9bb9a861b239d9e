// Products bulk edit comfort (ADR 006; the page works without it; the list's select-all is bulk-select.ts):
// the spreadsheet (`form[data-bulk-sheet]`) marks changed rows and posts only those: the inputs of rows whose
//   cells all still hold their loaded values (`orig.*`) are disabled at submit, so they are not sent (the server diffs anyway).

import { sel } from "./attributes";

/**
 * Compared with the loaded value (`orig.{name}`), not the input's default: after a refused save the inputs show the
 * user's earlier input, which is still a change to send.
 */
function rowChanged(row: HTMLTableRowElement): boolean {
  for (const input of row.querySelectorAll<HTMLInputElement>("input:not([type=hidden])")) {
    const orig = row.querySelector<HTMLInputElement>(`input[type=hidden][name="orig.${CSS.escape(input.name)}"]`);
    if (!orig) return true;
    if (input.type === "checkbox" ? String(input.checked) !== orig.value : input.value.trim() !== orig.value.trim()) return true;
  }
  return false;
}

function enhanceSheet(form: HTMLFormElement) {
  const rows = () => Array.from(form.querySelectorAll<HTMLTableRowElement>(`tr${sel("bulkRow")}`));
  const mark = (row: HTMLTableRowElement) => row.classList.toggle("br-row-changed", rowChanged(row));
  rows().forEach(mark);
  form.addEventListener("input", (event) => {
    const row = (event.target as Element | null)?.closest<HTMLTableRowElement>(`tr${sel("bulkRow")}`);
    if (row) mark(row);
  });
  form.addEventListener("submit", () => {
    const all = rows();
    const changed = all.filter(rowChanged);
    // Nothing changed: send everything, and the server answers "nothing to save".
    if (changed.length === 0) return;
    for (const row of all) {
      if (changed.includes(row)) continue;
      row.querySelectorAll<HTMLInputElement>("input").forEach((input) => (input.disabled = true));
    }
    // After a back navigation (bfcache) the inputs must work again.
    window.addEventListener("pageshow", () => form.querySelectorAll<HTMLInputElement>("input:disabled").forEach((i) => (i.disabled = false)), { once: true });
  });
}

export function enhanceBulkEdit() {
  document.querySelectorAll<HTMLFormElement>(`form${sel("bulkSheet")}`).forEach(enhanceSheet);
}
