// Reordering a manual collection's products (app/features/collections/ManualProducts.tsx, `form[data-reorder]`) with
// native HTML5 drag and drop on a row's handle, or with its Move up / Move down buttons. Either way the row moves,
// the position inputs are renumbered 1..n in the new order, and the form is submitted with its own `intent=reorder`
// button, exactly as a user without JavaScript does by typing the numbers and pressing Save order. After the page
// comes back, focus returns to the same move button so a keyboard user can keep moving the row.

import { get, sel } from "./attributes";

const FOCUS_KEY = "br-reorder-focus";

function rows(form: HTMLFormElement): HTMLTableRowElement[] {
  return Array.from(form.querySelectorAll<HTMLTableRowElement>(`tr${sel("reorderRow")}`));
}

function submitOrder(form: HTMLFormElement) {
  rows(form).forEach((tr, i) => {
    const position = tr.querySelector<HTMLInputElement>('input[name="position"]');
    if (position) position.value = String(i + 1);
  });
  const submit = form.querySelector<HTMLButtonElement>(sel("reorderSubmit"));
  form.requestSubmit(submit ?? undefined);
}

function clearMarks(form: HTMLFormElement) {
  form.querySelectorAll(".br-drop-before, .br-drop-after, .br-dragging").forEach((el) => el.classList.remove("br-drop-before", "br-drop-after", "br-dragging"));
}

function setUp(form: HTMLFormElement) {
  let dragged: HTMLTableRowElement | null = null;

  form.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>(sel("reorderMove"));
    if (!button || button.disabled) return;
    const tr = button.closest<HTMLTableRowElement>(`tr${sel("reorderRow")}`)!;
    const up = get(button, "reorderMove") === "up";
    const sibling = (up ? tr.previousElementSibling : tr.nextElementSibling) as HTMLTableRowElement | null;
    if (!sibling) return;
    if (up) sibling.before(tr);
    else sibling.after(tr);
    sessionStorage.setItem(FOCUS_KEY, `${get(tr, "reorderRow")}:${get(button, "reorderMove")}`);
    submitOrder(form);
  });

  form.addEventListener("dragstart", (event) => {
    const handle = (event.target as Element).closest?.(sel("reorderHandle"));
    const tr = handle?.closest<HTMLTableRowElement>(`tr${sel("reorderRow")}`);
    if (!tr || !event.dataTransfer) return;
    dragged = tr;
    event.dataTransfer.effectAllowed = "move";
    event.dataTransfer.setData("text/plain", get(tr, "reorderRow") ?? "");
    event.dataTransfer.setDragImage(tr, 16, tr.offsetHeight / 2);
    tr.classList.add("br-dragging");
  });

  form.addEventListener("dragover", (event) => {
    const tr = (event.target as Element).closest?.<HTMLTableRowElement>(`tr${sel("reorderRow")}`);
    if (!dragged || !tr) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = "move";
    const rect = tr.getBoundingClientRect();
    const before = event.clientY < rect.top + rect.height / 2;
    form.querySelectorAll(".br-drop-before, .br-drop-after").forEach((el) => el.classList.remove("br-drop-before", "br-drop-after"));
    if (tr !== dragged) tr.classList.add(before ? "br-drop-before" : "br-drop-after");
  });

  form.addEventListener("drop", (event) => {
    const tr = (event.target as Element).closest?.<HTMLTableRowElement>(`tr${sel("reorderRow")}`);
    if (!dragged || !tr) return;
    event.preventDefault();
    const before = tr.classList.contains("br-drop-before");
    const moved = dragged;
    clearMarks(form);
    dragged = null;
    if (tr === moved) return;
    if (before) tr.before(moved);
    else tr.after(moved);
    submitOrder(form);
  });

  form.addEventListener("dragend", () => {
    dragged = null;
    clearMarks(form);
  });
}

export function enhanceDragReorder() {
  const forms = document.querySelectorAll<HTMLFormElement>(`form${sel("reorder")}`);
  forms.forEach(setUp);
  const focus = sessionStorage.getItem(FOCUS_KEY);
  if (!focus) return;
  sessionStorage.removeItem(FOCUS_KEY);
  const [id, direction] = focus.split(":");
  const row = document.querySelector<HTMLElement>(`tr${sel("reorderRow", id ?? "")}`);
  const button = row?.querySelector<HTMLButtonElement>(sel("reorderMove", direction ?? ""));
  // At the top (or bottom) the pressed button is disabled now: focus its sibling instead.
  (button && !button.disabled ? button : row?.querySelector<HTMLButtonElement>(`${sel("reorderMove")}:not([disabled])`))?.focus();
}
