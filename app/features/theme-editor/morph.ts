// Brings the preview frame's document to a newly rendered one IN PLACE: only nodes that differ are touched, so the
// page does not flash, images and the stylesheet are not fetched again, and the scroll position stays. Elements with
// an id (each section is `<div id="section-…">`) are matched by it, so a reorder moves nodes instead of rewriting them.

function syncAttributes(target: Element, source: Element) {
  for (const { name } of [...target.attributes]) if (!source.hasAttribute(name)) target.removeAttribute(name);
  for (const { name, value } of [...source.attributes]) if (target.getAttribute(name) !== value) target.setAttribute(name, value);
}

function morphChildren(target: Node, source: Node) {
  const doc = target.ownerDocument ?? (target as Document);
  const wanted = [...source.childNodes];
  for (let i = 0; i < wanted.length; i++) {
    const next = wanted[i] as Node;
    let current: ChildNode | undefined = target.childNodes[i];
    const id = next instanceof Element ? next.id : "";
    if (id && !(current instanceof Element && current.id === id)) {
      const keyed = [...target.childNodes].slice(i).find((n) => n instanceof Element && n.id === id);
      if (keyed) {
        target.insertBefore(keyed, current ?? null);
        current = keyed;
      }
    }
    if (!current) target.appendChild(doc.importNode(next, true));
    else morphNode(current, next);
  }
  while (target.childNodes.length > wanted.length) target.lastChild?.remove();
}

export function morphNode(target: Node, source: Node) {
  if (target.nodeType !== source.nodeType || target.nodeName !== source.nodeName) {
    const doc = target.ownerDocument as Document;
    target.parentNode?.replaceChild(doc.importNode(source, true), target);
    return;
  }
  if (target.nodeType === Node.TEXT_NODE || target.nodeType === Node.COMMENT_NODE) {
    if (target.nodeValue !== source.nodeValue) target.nodeValue = source.nodeValue;
    return;
  }
  if (target.isEqualNode(source)) return;
  if (target instanceof Element && source instanceof Element) syncAttributes(target, source);
  morphChildren(target, source);
}

/** Morphs `doc` (the frame's document) into the HTML of a whole page. */
export function morphDocument(doc: Document, html: string) {
  const next = new DOMParser().parseFromString(html, "text/html");
  morphNode(doc.documentElement, next.documentElement);
}
