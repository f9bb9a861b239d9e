// A product's or collection's description is HTML (Shopify's Body (HTML); a storefront shows it as markup), so every
// write of one (the products and collections APIs' create and update, the CSV import) cleans it on the way in with sanitize-html, one policy for all: an
// allow-list of formatting tags and attributes; scripts, styles, event handlers, iframes and javascript:/data: links
// are dropped. What it keeps cannot run script wherever the description is shown as HTML (ADR 022, ADR 029).
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
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
  return html.includes("<") ? sanitizeHtml(html, OPTIONS) : html;
}
