// A product's or collection's description is HTML (Shopify's Body (HTML); a storefront shows it as markup), so every
// write of one (the products and collections APIs' create and update, the CSV import) cleans it on the way in with sanitize-html, one policy for all: an
// allow-list of formatting tags and attributes; scripts, styles, event handlers, iframes and javascript:/data: links
// are dropped. What it keeps cannot run script wherever the description is shown as HTML (ADR 022, ADR 029).
import sanitizeHtml from "sanitize-html";

export const DESCRIPTION_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
  allowedAttributes: {
    a: ["href", "name", "target", "title", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // A link that opens a new tab cannot reach back into the page that opened it.
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

/**
 * Text without a `<` holds no tag, so it cannot run script and is kept exactly as written (a plain description from
 * Backroom's older export keeps its `&` and quotes); anything else is cleaned. Cleaning its own output changes nothing,
 * so an exported file imports back to the same description.
 */
export function sanitizeDescription(html: string): string {
  return html.includes("<") ? sanitizeHtml(html, DESCRIPTION_HTML_OPTIONS) : html;
}

const BLOCK_END = /<\/(p|div|li|h[1-6]|tr|blockquote|pre|table|ul|ol)\s*>|<br\s*\/?>/gi;
const ESCAPED: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/**
 * A description as plain text, for places that take no markup (Google's product feed): tags dropped, entities read,
 * a line break where a block ended, runs of spaces made one. sanitize-html decodes the input's entities and escapes
 * only & < > " in what it writes, so reading those back gives the text exactly.
 */
export function descriptionText(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_END, "$&\n"), { allowedTags: [], allowedAttributes: {} });
  return (
    text
      .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ESCAPED[e])
      // Control characters and non-characters are no text (XML 1.0 forbids them too).
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
      .replace(/[ \t\u00a0]+/g, " ")
      .replace(/ *\n[\s]*/g, "\n")
      .trim()
  );
}
