// A page's body and a menu item's label (ADR 065), cleaned on every write with sanitize-html. The body keeps the
// description policy's allow-list (headings, lists, links, images, tables, blockquote, code; no script, style,
// iframe, event handler, `style` attribute, or javascript:/data: URL), so nothing stored can run script in the admin
// or on the storefront. A label is plain text: tags go, and no angle bracket survives.
import sanitizeHtml from "sanitize-html";
import { DESCRIPTION_HTML_OPTIONS } from "./description";

const PAGE_BODY_OPTIONS: sanitizeHtml.IOptions = {
  ...DESCRIPTION_HTML_OPTIONS,
  // Not `script`'s text as a paragraph: what a dropped script or style held goes with it.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math", "template"],
};

export function sanitizePageBody(html: string): string {
  return sanitizeHtml(html, PAGE_BODY_OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** A label as plain text: tags dropped, entities read back, then any `<` or `>` removed, spaces made one. */
export function plainLabel(label: string): string {
  const text = sanitizeHtml(label, { allowedTags: [], allowedAttributes: {}, nonTextTags: PAGE_BODY_OPTIONS.nonTextTags });
  return text
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e])
    .replace(/[<>]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
