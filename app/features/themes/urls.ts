// The themes area's URLs (SPEC §2 themes, themes/editor/{themeId}). Relative imports only.
import { segment } from "../../lib/area-urls";

const list = "/admin/themes";
type Dialog = "publish" | "rename" | "delete";

export const themeUrls = {
  list,
  /** Where the page's forms post: the index route (`?index`, as a plain form to an index route names it). */
  action: `${list}?index`,
  /** The theme editor (another screen, ADR 068): the library only links to it. */
  editor: (themeId: string) => `${list}/editor/${segment(themeId)}`,
  /** Signs a preview link and redirects to the storefront (the resource route admin.themes.preview.$themeId). */
  preview: (themeId: string) => `${list}/preview/${segment(themeId)}`,
  /** The zip, streamed from the API by the resource route admin.themes.download.$themeId. */
  download: (themeId: string) => `${list}/download/${segment(themeId)}`,
  /** A theme's dialog as a URL state (`?rename=<id>`), so it opens without JavaScript. */
  dialog: (kind: Dialog, themeId: string) => `${list}?${new URLSearchParams({ [kind]: themeId })}`,
} as const;
