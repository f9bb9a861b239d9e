// The menu editor's kit configuration (ADR 031) and its own intents: the tree buttons, each a plain form post that
// re-renders the form with the edit applied and nothing saved (the whole tree is saved by Save, in one PUT).
import type { TFunction } from "@domain/i18n";
import { MENU_MESSAGES, type MenuDto } from "@domain/navigation";
import type { ApiClients } from "~/api-client/client.server";
import { listCollections } from "~/api-client/collections.server";
import { conflictingMenu, createMenu, deleteMenu, updateMenu } from "~/api-client/menus.server";
import { listPages } from "~/api-client/pages.server";
import { listProducts } from "~/api-client/products.server";
import { editorAction, redraw, type EditorConfig } from "~/components/editor/actions.server";
import { parseForm } from "~/lib/forms";
import type { ToastContext } from "~/lib/toast.server";
import { MenuScreenSchema, MenuScreenUpdateSchema } from "./menu-form";
import { applyTreeEdit, payloadWithRows, rowsFromPayload, treeEditOf } from "./menu-tree";
import { menuUrls } from "./urls";

type Api = Pick<ApiClients, "store">;
/** How many of each kind the link select offers (most recent first). */
const CHOICES = 200;

export interface LinkChoices {
  products: { _id: string; title: string }[];
  collections: { _id: string; title: string }[];
  pages: { _id: string; title: string }[];
}

export async function loadLinkChoices(api: Api): Promise<LinkChoices> {
  const [products, collections, pages] = await Promise.all([
    listProducts(api, { limit: CHOICES }),
    listCollections(api, { limit: CHOICES }),
    listPages(api, { limit: CHOICES }),
  ]);
  const pick = (r: { _id: string; title: string }) => ({ _id: r._id, title: r.title });
  return { products: products.products.map(pick), collections: collections.collections.map(pick), pages: pages.pages.map(pick) };
}

export function menuEditor(t: TFunction<"menus">): EditorConfig<MenuDto> {
  return {
    noun: "Menu",
    toasts: { created: t("editor.created"), updated: t("editor.updated"), deleted: t("editor.deleted") },
    schemas: { create: MenuScreenSchema, update: MenuScreenUpdateSchema },
    // `items` errors of the API name tree paths, not rows: they show as the form's (rows are checked before the call).
    fields: ["title", "handle"],
    create: createMenu,
    update: updateMenu,
    remove: deleteMenu,
    conflicting: conflictingMenu,
    conflictMessage: MENU_MESSAGES.conflict,
    editorUrl: menuUrls.update,
    listUrl: menuUrls.list,
  };
}

export async function menuAction(context: ToastContext, t: TFunction<"menus">, api: Api, id: string | null, formData: FormData) {
  const intent = String(formData.get("intent") ?? "save");
  const edit = treeEditOf(intent);
  if (!edit) return editorAction(menuEditor(t), context, api, id, formData);
  const payload = parseForm(formData, MenuScreenSchema).payload;
  const result = applyTreeEdit(rowsFromPayload(payload), edit);
  if ("refused" in result) return redraw(intent, payload, result.refused);
  return redraw(intent, payloadWithRows(payload, result.rows));
}
