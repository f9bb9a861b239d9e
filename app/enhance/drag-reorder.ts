// Sortable lists (`[data-reorder]`): rows (`[data-reorder-row]`) move by native HTML5 drag and drop on their handle,
// by their Move buttons, or by the arrow keys on the handle.
//
// - A list with a submit button (`[data-reorder-submit]`, a manual collection's products): after a move the position
//   inputs are renumbered 1..n and the form is submitted, exactly as a user without JavaScript does by typing the
//   numbers and pressing Save order; focus comes back to the same button after the page loads.
// - A tree (`enhance.reorder({ maxDepth })`, a menu's items): rows carry a depth; a row moves with its children, in
//   place. The rows' field names and indexed buttons are renumbered (`items[3].label`, `up-3`), each row's depth input
//   and the Move buttons' states follow, and the form is marked unsaved: Save posts the new order, the same post the
//   server-side Move buttons lead to without JavaScript.

import { ATTR, get, sel } from "./attributes";

const FOCUS_KEY = "br-reorder-focus";

const rowsOf = (list: Element): HTMLElement[] => Array.from(list.querySelectorAll<HTMLElement>(sel("reorderRow")));
const rowOf = (el: Element | null) => el?.closest<HTMLElement>(sel("reorderRow")) ?? null;
const depthOf = (row: HTMLElement) => Number(get(row, "reorderDepth") ?? 0) || 0;

function submitOrder(list: HTMLElement) {
  const form = list.closest("form") ?? (list as HTMLFormElement);
  rowsOf(list).forEach((row, i) => {
    const position = row.querySelector<HTMLInputElement>('input[name="position"]');
    if (position) position.value = String(i + 1);
  });
  const submit = list.querySelector<HTMLButtonElement>(sel("reorderSubmit"));
  form.requestSubmit(submit ?? undefined);
}

function clearMarks(list: Element) {
  list.querySelectorAll(".br-drop-before, .br-drop-after, .br-dragging").forEach((el) => el.classList.remove("br-drop-before", "br-drop-after", "br-dragging"));
}

/** A row and its descendants (the rows after it that are deeper), in order. */
function blockOf(rows: HTMLElement[], row: HTMLElement): HTMLElement[] {
  const i = rows.indexOf(row);
  const depth = depthOf(row);
  let end = i + 1;
  while (end < rows.length && depthOf(rows[end]!) > depth) end++;
  return rows.slice(i, end);
}

function previousSibling(rows: HTMLElement[], row: HTMLElement): HTMLElement | null {
  const depth = depthOf(row);
  for (let k = rows.indexOf(row) - 1; k >= 0; k--) {
    const d = depthOf(rows[k]!);
    if (d < depth) return null;
    if (d === depth) return rows[k]!;
  }
  return null;
}

function nextSibling(rows: HTMLElement[], row: HTMLElement): HTMLElement | null {
  const after = rows[rows.indexOf(row) + blockOf(rows, row).length];
  return after && depthOf(after) === depthOf(row) ? after : null;
}

/** After an in-place move: names and indexed values follow the rows' new order; depths, buttons and the form follow. */
function renumber(list: HTMLElement, maxDepth: number) {
  const rows = rowsOf(list);
  rows.forEach((row, i) => {
    const depth = depthOf(row);
    row.querySelectorAll<HTMLInputElement>("[name]").forEach((el) => el.setAttribute("name", el.name.replace(/\[\d+\]/, `[${i}]`)));
    row.querySelectorAll<HTMLButtonElement>(sel("reorderIndexed")).forEach((el) => (el.value = el.value.replace(/-\d+$/, `-${i}`)));
    row.querySelectorAll<HTMLInputElement>(sel("reorderDepthInput")).forEach((el) => (el.value = String(depth)));
    const first = previousSibling(rows, row) === null;
    const deepest = Math.max(...blockOf(rows, row).map(depthOf));
    const state: Record<string, boolean> = {
      up: first,
      down: nextSibling(rows, row) === null,
      indent: first || deepest + 1 >= maxDepth,
      outdent: depth === 0,
    };
    row.querySelectorAll<HTMLButtonElement>(sel("reorderMove")).forEach((b) => (b.disabled = state[get(b, "reorderMove") ?? ""] ?? false));
  });
  const form = list.closest("form");
  if (form) {
    form.setAttribute(ATTR.unsaved, "");
    // From one of the form's own controls: the dirty guard listens for edits of its form's fields.
    list.querySelector("[name]")?.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

const setDepth = (rows: HTMLElement[], by: number) => rows.forEach((r) => r.setAttribute(ATTR.reorderDepth, String(depthOf(r) + by)));

/** Moves in a tree; each returns whether anything moved. */
function treeMove(list: HTMLElement, row: HTMLElement, kind: string, maxDepth: number): boolean {
  const rows = rowsOf(list);
  const block = blockOf(rows, row);
  const deepest = Math.max(...block.map(depthOf));
  switch (kind) {
    case "up": {
      const prev = previousSibling(rows, row);
      if (!prev) return false;
      prev.before(...block);
      return true;
    }
    case "down": {
      const next = nextSibling(rows, row);
      if (!next) return false;
      blockOf(rows, next)
        .at(-1)!
        .after(...block);
      return true;
    }
    case "indent":
      if (!previousSibling(rows, row) || deepest + 1 >= maxDepth) return false;
      setDepth(block, 1);
      return true;
    case "outdent":
      if (depthOf(row) === 0) return false;
      setDepth(block, -1);
      return true;
  }
  return false;
}

/** A dragged tree row dropped before or after `target`: it takes the target's depth, with its children below it. */
function treeDrop(list: HTMLElement, moved: HTMLElement, target: HTMLElement, before: boolean, maxDepth: number): boolean {
  const rows = rowsOf(list);
  const block = blockOf(rows, moved);
  if (block.includes(target)) return false;
  const by = depthOf(target) - depthOf(moved);
  if (Math.max(...block.map(depthOf)) + by >= maxDepth) return false;
  setDepth(block, by);
  if (before) target.before(...block);
  else
    blockOf(rows, target)
      .at(-1)!
      .after(...block);
  return true;
}

const KEY_MOVES: Record<string, string> = { ArrowUp: "up", ArrowDown: "down", ArrowRight: "indent", ArrowLeft: "outdent" };

function setUp(list: HTMLElement) {
  const maxRaw = get(list, "reorderMaxDepth");
  const tree = maxRaw !== undefined && maxRaw !== null && maxRaw !== "";
  const maxDepth = tree ? Number(maxRaw) : 1;
  let dragged: HTMLElement | null = null;
  // A tree's handles are buttons that mean nothing without the script: served hidden, shown now.
  list.querySelectorAll<HTMLElement>(`${sel("reorderHandle")}[hidden]`).forEach((h) => (h.hidden = false));

  const moved = (row: HTMLElement, focus?: HTMLElement | null) => {
    renumber(list, maxDepth);
    (focus ?? row.querySelector<HTMLElement>(sel("reorderHandle")))?.focus();
  };

  list.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>(sel("reorderMove"));
    if (!button || button.disabled || !list.contains(button)) return;
    const row = rowOf(button)!;
    const direction = get(button, "reorderMove") ?? "";
    if (tree) {
      event.preventDefault();
      if (treeMove(list, row, direction, maxDepth)) moved(row, button.disabled ? null : button);
      return;
    }
    const up = direction === "up";
    const sibling = (up ? row.previousElementSibling : row.nextElementSibling) as HTMLElement | null;
    if (!sibling) return;
    if (up) sibling.before(row);
    else sibling.after(row);
    sessionStorage.setItem(FOCUS_KEY, `${get(row, "reorderRow")}:${direction}`);
    submitOrder(list);
  });

  if (tree) {
    list.addEventListener("keydown", (event) => {
      const handle = (event.target as Element).closest?.<HTMLElement>(sel("reorderHandle"));
      const kind = KEY_MOVES[event.key];
      if (!handle || !kind || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      const row = rowOf(handle)!;
      if (treeMove(list, row, kind, maxDepth)) moved(row);
    });
  }

  list.addEventListener("dragstart", (event) => {
    const handle = (event.target as Element).closest?.(sel("reorderHandle"));
    const row = rowOf(handle ?? null);
    if (!row || !event.dataTransfer) return;
    dragged = row;
    event.dataTransfer.effectAllowed = "move";
    event.dataTransfer.setData("text/plain", get(row, "reorderRow") ?? "");
    event.dataTransfer.setDragImage(row, 16, row.offsetHeight / 2);
    (tree ? blockOf(rowsOf(list), row) : [row]).forEach((r) => r.classList.add("br-dragging"));
  });

  list.addEventListener("dragover", (event) => {
    const row = rowOf(event.target as Element);
    if (!dragged || !row || !list.contains(row)) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = "move";
    const rect = row.getBoundingClientRect();
    const before = event.clientY < rect.top + rect.height / 2;
    list.querySelectorAll(".br-drop-before, .br-drop-after").forEach((el) => el.classList.remove("br-drop-before", "br-drop-after"));
    if (!row.classList.contains("br-dragging")) row.classList.add(before ? "br-drop-before" : "br-drop-after");
  });

  list.addEventListener("drop", (event) => {
    const row = rowOf(event.target as Element);
    if (!dragged || !row) return;
    event.preventDefault();
    const before = row.classList.contains("br-drop-before");
    const target = dragged;
    clearMarks(list);
    dragged = null;
    if (row === target) return;
    if (tree) {
      if (treeDrop(list, target, row, before, maxDepth)) moved(target);
      return;
    }
    if (before) row.before(target);
    else row.after(target);
    submitOrder(list);
  });

  list.addEventListener("dragend", () => {
    dragged = null;
    clearMarks(list);
  });
}

export function enhanceDragReorder() {
  document.querySelectorAll<HTMLElement>(sel("reorder")).forEach(setUp);
  const focus = sessionStorage.getItem(FOCUS_KEY);
  if (!focus) return;
  sessionStorage.removeItem(FOCUS_KEY);
  const [id, direction] = focus.split(":");
  const row = document.querySelector<HTMLElement>(sel("reorderRow", id ?? ""));
  const button = row?.querySelector<HTMLButtonElement>(sel("reorderMove", direction ?? ""));
  // At the top (or bottom) the pressed button is disabled now: focus its sibling instead.
  (button && !button.disabled ? button : row?.querySelector<HTMLButtonElement>(`${sel("reorderMove")}:not([disabled])`))?.focus();
}
