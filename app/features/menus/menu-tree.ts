// The menu editor's items as a flat list in tree order, each with its depth (0..2): what the form posts, one row per
// item, so every move is a plain form post without JavaScript (ADR 065). Pure: shared by the server and the page.
import { MENU_DEPTH_MAX, type MenuItemDto, type MenuItemInput } from "../../../domain/navigation";

/** One row as the form holds it: `link` is "url" or "<type>:<id>" (the select of what the item links to). */
export interface MenuRow {
  label: string;
  link: string;
  url: string;
  depth: number;
}

export function flatten(items: readonly MenuItemDto[], depth = 0): MenuRow[] {
  return items.flatMap((i) => [
    { label: i.label, link: i.type === "url" ? "url" : `${i.type}:${i.targetId ?? ""}`, url: i.url, depth },
    ...flatten(i.children, depth + 1),
  ]);
}

/** Rows back to the API's tree. A row deeper than its previous row + 1 hangs under the previous row. */
export function toTree(rows: readonly MenuRow[]): MenuItemInput[] {
  const root: MenuItemInput[] = [];
  const stack: MenuItemInput[][] = [root];
  for (const row of rows) {
    const [type, targetId] = row.link === "url" || !row.link.includes(":") ? ["url", null] : row.link.split(":");
    const item = { label: row.label, type, targetId: targetId || null, url: row.url, children: [] } as MenuItemInput;
    const depth = Math.min(row.depth, stack.length - 1);
    stack.length = depth + 1;
    stack[depth].push(item);
    stack.push(item.children);
  }
  return root;
}

/** Where an item's block (it and its descendants) ends. */
function blockEnd(rows: readonly MenuRow[], i: number): number {
  let end = i + 1;
  while (end < rows.length && rows[end].depth > rows[i].depth) end++;
  return end;
}

/** The start of the sibling before item i, or -1. */
function previousSibling(rows: readonly MenuRow[], i: number): number {
  for (let k = i - 1; k >= 0; k--) {
    if (rows[k].depth < rows[i].depth) return -1;
    if (rows[k].depth === rows[i].depth) return k;
  }
  return -1;
}

export type TreeEdit = { kind: "up" | "down" | "indent" | "outdent" | "remove"; index: number } | { kind: "add" };

/** `up-3`, `down-0`, `indent-2`, `outdent-1`, `remove-4`, `add`: the editor's buttons. */
export function treeEditOf(intent: string): TreeEdit | null {
  if (intent === "add") return { kind: "add" };
  const m = /^(up|down|indent|outdent|remove)-(\d+)$/.exec(intent);
  return m ? { kind: m[1] as "up", index: Number(m[2]) } : null;
}

export const TOO_DEEP = `Menus are at most ${MENU_DEPTH_MAX} levels deep`;

/** Applies a button; moves carry the item's children with it. A move that cannot happen leaves the rows as they are. */
export function applyTreeEdit(rows: MenuRow[], edit: TreeEdit): { rows: MenuRow[] } | { refused: string } {
  if (edit.kind === "add") return { rows: [...rows, { label: "", link: "url", url: "", depth: 0 }] };
  const i = edit.index;
  if (i < 0 || i >= rows.length) return { rows };
  const end = blockEnd(rows, i);
  const block = rows.slice(i, end);
  const shift = (by: number) => block.map((r) => ({ ...r, depth: r.depth + by }));
  switch (edit.kind) {
    case "remove":
      return { rows: [...rows.slice(0, i), ...rows.slice(end)] };
    case "up": {
      const k = previousSibling(rows, i);
      return k < 0 ? { rows } : { rows: [...rows.slice(0, k), ...block, ...rows.slice(k, i), ...rows.slice(end)] };
    }
    case "down": {
      if (end >= rows.length || rows[end].depth !== rows[i].depth) return { rows };
      const end2 = blockEnd(rows, end);
      return { rows: [...rows.slice(0, i), ...rows.slice(end, end2), ...block, ...rows.slice(end2)] };
    }
    case "indent": {
      if (previousSibling(rows, i) < 0) return { rows };
      if (Math.max(...block.map((r) => r.depth)) + 1 >= MENU_DEPTH_MAX) return { refused: TOO_DEEP };
      return { rows: [...rows.slice(0, i), ...shift(1), ...rows.slice(end)] };
    }
    case "outdent":
      return rows[i].depth === 0 ? { rows } : { rows: [...rows.slice(0, i), ...shift(-1), ...rows.slice(end)] };
  }
}

const text = (v: unknown) => (typeof v === "string" ? v : "");
const list = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : typeof v === "object" ? Object.values(v) : [v]);

/** The posted rows (conform's payload: `items[2].label` …) as the editor shows them. */
export function rowsFromPayload(payload: Record<string, unknown>): MenuRow[] {
  return list(payload.items).map((raw) => {
    const r = (raw ?? {}) as Record<string, unknown>;
    const depth = Number(text(r.depth));
    return {
      label: text(r.label),
      link: text(r.link) || "url",
      url: text(r.url),
      depth: Number.isInteger(depth) && depth >= 0 ? Math.min(depth, MENU_DEPTH_MAX) : 0,
    };
  });
}

export const payloadWithRows = (payload: Record<string, unknown>, rows: MenuRow[]) => ({
  ...payload,
  items: rows.map((r) => ({ ...r, depth: String(r.depth) })),
});
