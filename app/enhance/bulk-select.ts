// A list's bulk form (`form[data-bulk-form]`: the collections list, the products list's "Bulk edit selected"): row checkboxes join it with `form=`. Here the
// header's "select all" checkbox shows and works, the count (`[data-bulk-count]`) and the delete dialog's sentence
// (`[data-bulk-item]`) follow the ticks, and the selected-row buttons (`[data-bulk-needs-selection]`) wait for a tick.
// Their words come from the page, in its language (`{n}` for the number): this script holds no text of its own.
// Without JavaScript the same buttons post the ticked rows, and the server answers for an empty selection.

import { get, sel } from "./attributes";

function setUp(form: HTMLFormElement) {
  const id = form.id;
  // The page's words (`{n}` for the number); a page without them gets the bare number.
  const selectedText = get(form, "bulkSelectedText") ?? "{n}";
  const one = get(form, "bulkItemOne") ?? "{n}";
  const other = get(form, "bulkItemOther") ?? "{n}";
  const boxes = () => Array.from(document.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="ids"][form="${id}"]`));
  const all = document.querySelector<HTMLInputElement>(sel("bulkAll", id));
  const count = document.querySelector<HTMLElement>(sel("bulkCount", id));
  const items = document.querySelectorAll<HTMLElement>(sel("bulkItem", id));
  const buttons = document.querySelectorAll<HTMLButtonElement>(`button[form="${id}"]${sel("bulkNeedsSelection")}`);
  const idle = count?.textContent ?? "";

  const update = () => {
    const list = boxes();
    const n = list.filter((b) => b.checked).length;
    if (count) count.textContent = n > 0 ? selectedText.replace("{n}", String(n)) : idle;
    items.forEach((el) => (el.textContent = (n === 1 ? one : other).replace("{n}", String(n))));
    buttons.forEach((b) => (b.disabled = n === 0));
    if (all) {
      all.checked = n > 0 && n === list.length;
      all.indeterminate = n > 0 && n < list.length;
    }
  };

  if (all) {
    all.hidden = false;
    all.addEventListener("change", () => {
      boxes().forEach((b) => (b.checked = all.checked));
      update();
    });
  }
  document.addEventListener("change", (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.name === "ids" && target.getAttribute("form") === id) update();
  });
  update();
}

export function enhanceBulkSelect() {
  document.querySelectorAll<HTMLFormElement>(`form${sel("bulkForm")}`).forEach(setUp);
}
