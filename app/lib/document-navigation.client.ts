// ADR 033: a hydrated page (Tier 2) navigates like a Tier 1 page: following a link or submitting a form loads a
// document, never a client-side render, so the next page always arrives with its own scripts (a Tier 1 page has no
// React to render it, and a hydrated one re-runs the enhance script's set-up). React only drives the page's widgets.
//
// Remix's <Link> and <Form> act from React's listeners on the document. Registered before hydration, these run first
// among the document's bubble listeners, after the enhance script's (loaded earlier, ADR 033): they stop a plain click
// on a link, or a submit, from reaching React, and the browser does what it does without JavaScript. A click or a
// submit the enhance script took (a dialog opened in place, the unsaved-changes question) is already prevented.

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function keepDocumentNavigation() {
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || !isPlainClick(event) || !(event.target instanceof Element)) return;
    if (event.target.closest("a[href]")) event.stopImmediatePropagation();
  });
  document.addEventListener("submit", (event) => {
    if (!event.defaultPrevented) event.stopImmediatePropagation();
  });
}
