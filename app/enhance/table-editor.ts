// The size chart's table editor (app/features/size-charts/TableEditor.tsx) edited in place: Add row / Add column /
// Remove row / Remove column are submit buttons that re-render the page without JavaScript; here they change the
// table directly and renumber the inputs' names (`columns[c]`, `rows[r][c]`), so the next save posts the same shape.
// A hidden text input records the shape, so the unsaved-changes guard sees a table that changed without typing.
// Also: `[data-enter-click="{id}"]` makes Enter in that input press button #id (a search box searches, not saves), and
// `[data-dialog-autoopen="{id}"]` opens that dialog once the page loads (the size chart preview).
import { openDialog } from "./dialogs";
import { closest } from "./dom";

function template(root: HTMLElement, name: string): HTMLElement {
  const t = root.querySelector<HTMLTemplateElement>(`template[data-template="${name}"]`);
  return t!.content.firstElementChild!.cloneNode(true) as HTMLElement;
}

function cellTd(root: HTMLElement): HTMLTableCellElement {
  const td = document.createElement("td");
  td.append(template(root, "cell"));
  return td;
}

function renumber(root: HTMLElement) {
  const table = root.querySelector("table")!;
  const heads = Array.from(table.querySelectorAll<HTMLElement>("thead th[data-column]"));
  heads.forEach((th, c) => {
    const input = th.querySelector("input")!;
    input.name = `columns[${c}]`;
    input.setAttribute("aria-label", `Column ${c + 1} heading`);
    const button = th.querySelector("button")!;
    button.value = `remove-column-${c}`;
    button.setAttribute("aria-label", `Remove column ${c + 1}`);
  });
  const rows = Array.from(table.tBodies[0]!.rows);
  rows.forEach((tr, r) => {
    tr.cells[0]!.textContent = String(r + 1);
    tr.querySelectorAll("input").forEach((input, c) => {
      input.name = `rows[${r}][${c}]`;
      input.setAttribute("aria-label", `Row ${r + 1}, column ${c + 1}`);
    });
    const button = tr.querySelector("button")!;
    button.value = `remove-row-${r}`;
    button.setAttribute("aria-label", `Remove row ${r + 1}`);
  });
  const maxRows = Number(root.dataset.maxRows);
  const maxColumns = Number(root.dataset.maxColumns);
  root.querySelector<HTMLButtonElement>('[data-table-action="add-row"]')!.disabled = rows.length >= maxRows;
  root.querySelector<HTMLButtonElement>('[data-table-action="add-column"]')!.disabled = heads.length >= maxColumns;
  const shape = root.querySelector<HTMLInputElement>("[data-table-shape]")!;
  shape.value = `${heads.length}x${rows.length}`;
  shape.dispatchEvent(new Event("input", { bubbles: true }));
}

function addRow(root: HTMLElement) {
  const table = root.querySelector("table")!;
  const columns = table.querySelectorAll("thead th[data-column]").length;
  const tr = document.createElement("tr");
  const num = document.createElement("th");
  num.scope = "row";
  num.className = "br-chart-num";
  tr.append(num);
  for (let c = 0; c < columns; c++) tr.append(cellTd(root));
  const last = document.createElement("td");
  last.className = "br-chart-num";
  last.append(template(root, "remove-row"));
  tr.append(last);
  table.tBodies[0]!.append(tr);
  renumber(root);
  tr.querySelector("input")?.focus();
}

function addColumn(root: HTMLElement) {
  const table = root.querySelector("table")!;
  const headRow = table.tHead!.rows[0]!;
  const th = document.createElement("th");
  th.scope = "col";
  th.dataset.column = "";
  const head = document.createElement("div");
  head.className = "br-chart-head";
  const input = template(root, "cell") as HTMLInputElement;
  input.classList.add("br-cell-head");
  input.placeholder = "Heading";
  head.append(input, template(root, "remove-column"));
  th.append(head);
  headRow.insertBefore(th, headRow.lastElementChild);
  for (const tr of Array.from(table.tBodies[0]!.rows)) tr.insertBefore(cellTd(root), tr.lastElementChild);
  renumber(root);
  input.focus();
}

function removeRow(root: HTMLElement, button: HTMLElement) {
  const tr = button.closest("tr")!;
  const next = (tr.nextElementSibling ?? tr.previousElementSibling) as HTMLTableRowElement | null;
  tr.remove();
  renumber(root);
  (next?.querySelector("button") ?? root.querySelector<HTMLElement>('[data-table-action="add-row"]'))?.focus();
}

function removeColumn(root: HTMLElement, button: HTMLElement) {
  const th = button.closest("th")!;
  const index = th.cellIndex;
  th.remove();
  const table = root.querySelector("table")!;
  for (const tr of Array.from(table.tBodies[0]!.rows)) tr.cells[index]?.remove();
  renumber(root);
  const heads = table.querySelectorAll<HTMLElement>("thead th[data-column] button");
  (heads[Math.min(index - 1, heads.length - 1)] ?? root.querySelector<HTMLElement>('[data-table-action="add-column"]'))?.focus();
}

export function enhanceTableEditors() {
  document.addEventListener("click", (event) => {
    const button = closest<HTMLButtonElement>(event.target, "[data-table-action]");
    const root = button && closest(button, "[data-table-editor]");
    if (!button || !root || button.disabled) return;
    event.preventDefault();
    switch (button.dataset.tableAction) {
      case "add-row":
        return addRow(root);
      case "add-column":
        return addColumn(root);
      case "remove-row":
        return removeRow(root, button);
      case "remove-column":
        return removeColumn(root, button);
    }
  });

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" || event.isComposing) return;
    const input = closest<HTMLInputElement>(event.target, "input[data-enter-click]");
    const target = input && document.getElementById(input.dataset.enterClick ?? "");
    if (!target) return;
    event.preventDefault();
    target.click();
  });

  const auto = document.querySelector<HTMLElement>("[data-dialog-autoopen]");
  const dialog = auto && document.getElementById(auto.dataset.dialogAutoopen ?? "");
  if (dialog?.hidden) openDialog(dialog, null);
}
