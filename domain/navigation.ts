// Online store menus (ADR 065): a title, a handle and a tree of items up to three levels deep, saved as one versioned
// document. An item links to a product, a collection or a page by id (renames follow) or to a typed URL.
import { z } from "zod/v4";
import { pageHandle } from "./page";
import { messages, requiredText, safeString, TEXT_MAX } from "./validation";

export const MENU_DEPTH_MAX = 3;
export const MENU_ITEMS_MAX = 200;
export const MENU_URL_MAX = 2000;
export const MENU_LINK_TYPES = ["product", "collection", "page", "url"] as const;
export type MenuLinkType = (typeof MENU_LINK_TYPES)[number];
/** The menus the starter themes read; every store has them (created with the store, or on its first menu list). */
export const DEFAULT_MENUS = [
  { handle: "main-menu", title: "Main menu", items: [{ url: "/", label: { vi: "Trang chủ", en: "Home" } }] },
  { handle: "footer", title: "Footer", items: [{ url: "/search", label: { vi: "Tìm kiếm", en: "Search" } }] },
] as const;

export const MENU_MESSAGES = {
  handleTaken: "Handle is already used by another menu",
  conflict: "This menu was changed by someone else since you opened it. Review the latest version, then save again.",
  tooDeep: `Menus are at most ${MENU_DEPTH_MAX} levels deep`,
  tooMany: `A menu has at most ${MENU_ITEMS_MAX} items`,
  badUrl: "Link must be an http:// or https:// address, or a path starting with /",
  targetRequired: "Choose what the item links to",
  unknownTarget: "This item links to something that is not in this store",
} as const;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * http(s) absolute or a site path ("/", "/pages/about"); not protocol-relative ("//evil"), no spaces or control
 * characters (a browser strips them, which is how "java\tscript:" slips through other checks).
 */
export function isMenuUrl(url: string): boolean {
  if (/[\u0000-\u0020\u007f\\]/.test(url)) return false;
  if (url.startsWith("/")) return !url.startsWith("//");
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}

export interface MenuItemInput {
  label: string;
  type: MenuLinkType;
  targetId: string | null;
  url: string;
  children: MenuItemInput[];
}

const ItemSchema: z.ZodType<MenuItemInput> = z.lazy(() =>
  z
    .object({
      label: requiredText("Label"),
      type: z.enum(MENU_LINK_TYPES, { error: "Link type must be product, collection, page or url" }),
      targetId: z.preprocess((v) => (v === "" || v === undefined ? null : v), safeString().regex(UUID_RE, "Invalid id").nullable()),
      url: z.preprocess((v) => v ?? "", safeString().trim().max(MENU_URL_MAX, messages.maxLength(MENU_URL_MAX))),
      children: z.preprocess((v) => v ?? [], z.array(ItemSchema)),
    })
    .superRefine((item, ctx) => {
      if (item.type === "url" && !isMenuUrl(item.url)) ctx.addIssue({ code: "custom", path: ["url"], message: MENU_MESSAGES.badUrl });
      if (item.type !== "url" && !item.targetId) ctx.addIssue({ code: "custom", path: ["targetId"], message: MENU_MESSAGES.targetRequired });
    })
    .transform((item) => ({ ...item, url: item.type === "url" ? item.url : "", targetId: item.type === "url" ? null : item.targetId })),
);

/** How deep a tree goes (1 for a flat list, 0 for none) and how many items it holds. */
export function treeDepth(items: readonly { children: readonly unknown[] }[]): number {
  return items.reduce((d, i) => Math.max(d, 1 + treeDepth(i.children as { children: unknown[] }[])), 0);
}
export function treeSize(items: readonly { children: readonly unknown[] }[]): number {
  return items.reduce((n, i) => n + 1 + treeSize(i.children as { children: unknown[] }[]), 0);
}

export const MenuFormSchema = z
  .object({
    title: requiredText("Title"),
    handle: pageHandle,
    items: z.preprocess((v) => v ?? [], z.array(ItemSchema)),
  })
  .superRefine((menu, ctx) => {
    if (treeDepth(menu.items) > MENU_DEPTH_MAX) ctx.addIssue({ code: "custom", path: ["items"], message: MENU_MESSAGES.tooDeep });
    if (treeSize(menu.items) > MENU_ITEMS_MAX) ctx.addIssue({ code: "custom", path: ["items"], message: MENU_MESSAGES.tooMany });
  });
export type MenuForm = z.output<typeof MenuFormSchema>;
export const MenuUpdateSchema = z.intersection(
  MenuFormSchema,
  z.object({
    version: z.coerce
      .number({ error: messages.required("Version") })
      .int()
      .min(1),
  }),
);

export const MenuListQuerySchema = z.object({
  search: z.preprocess((v) => (v === "" ? undefined : v), safeString().trim().max(TEXT_MAX, messages.maxLength(TEXT_MAX)).optional()),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** An item as the admin reads it: its target's title now (empty when the target was deleted: `missing`). */
export interface MenuItemDto {
  label: string;
  type: MenuLinkType;
  targetId: string | null;
  url: string;
  targetTitle: string;
  missing: boolean;
  children: MenuItemDto[];
}
export interface MenuSummaryDto {
  _id: string;
  title: string;
  handle: string;
  itemCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}
export interface MenuDto extends MenuSummaryDto {
  items: MenuItemDto[];
}
