// The menu editor's form schema (the flat rows → the API's tree), values and screen configuration.
import { z } from "zod/v4";
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import type { TFunction } from "../../../domain/i18n/core";
import { MENU_DEPTH_MAX, MenuFormSchema, type MenuDto } from "../../../domain/navigation";
import { safeString } from "../../../domain/validation";
import { flatten, toTree, TOO_DEEP, type MenuRow } from "./menu-tree";
import { menuUrls } from "./urls";

export const MENU_FORM_ID = "menu-form";

const Row = z.object({
  label: z.preprocess((v) => v ?? "", safeString()),
  link: z.preprocess((v) => v || "url", safeString()),
  url: z.preprocess((v) => v ?? "", safeString()),
  depth: z.coerce.number().int().min(0).default(0),
});

/**
 * The admin's form: rows in tree order with a depth, checked with the API's own rules (MenuFormSchema) after being
 * made a tree, so a refused row's message comes back on that row's field (`items[3].url`).
 */
const screenShape = z.object({ title: z.unknown(), handle: z.unknown(), items: z.preprocess((v) => v ?? [], z.array(Row)) }).transform((f, ctx) => {
  if (f.items.some((r) => r.depth >= MENU_DEPTH_MAX)) ctx.addIssue({ code: "custom", path: ["items"], message: TOO_DEEP });
  const tree = toTree(f.items);
  const parsed = MenuFormSchema.safeParse({ title: f.title, handle: f.handle, items: tree });
  if (parsed.success) return parsed.data;
  // A tree path (items.0.children.1.url) → the row it came from (items[3].url): rows are the tree in pre-order.
  const rowOf = new Map<string, number>();
  let n = 0;
  const walk = (items: readonly { children: readonly unknown[] }[], path: string) =>
    items.forEach((item, i) => {
      rowOf.set(`${path}.${i}`, n++);
      walk(item.children as { children: unknown[] }[], `${path}.${i}.children`);
    });
  walk(tree, "items");
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String);
    const field = path.at(-1)!;
    const at = rowOf.get(path.slice(0, -1).join("."));
    const mapped = at === undefined ? path : ["items", at, field === "targetId" || field === "type" ? "link" : field];
    ctx.addIssue({ code: "custom", path: mapped, message: issue.message });
  }
  return z.NEVER;
});
export const MenuScreenSchema = screenShape;
export const MenuScreenUpdateSchema = z.intersection(screenShape, z.object({ version: z.coerce.number().int().min(1) }));

export function menuValues(menu: MenuDto | null) {
  const rows: MenuRow[] = menu ? flatten(menu.items) : [];
  return {
    title: menu?.title ?? "",
    handle: menu?.handle ?? "",
    items: rows.map((r) => ({ ...r, depth: String(r.depth) })),
    ...(menu ? { version: String(menu.version) } : {}),
  };
}
export type MenuValues = ReturnType<typeof menuValues>;

export function menuScreen(t: TFunction<"menus">): EditorScreenConfig<MenuDto> {
  return {
    noun: "menu",
    formId: MENU_FORM_ID,
    back: { to: menuUrls.list, label: t("title") },
    create: { title: t("create"), url: menuUrls.create },
    title: (menu) => menu.title,
    url: (menu) => menuUrls.update(menu._id),
    deleteLabel: t("editor.delete"),
    texts: {
      notSaved: t("editor.notSaved"),
      notDeleted: t("editor.notDeleted"),
      deleteTitle: t("editor.deleteTitle"),
      conflictTitle: t("editor.conflictTitle"),
    },
  };
}
