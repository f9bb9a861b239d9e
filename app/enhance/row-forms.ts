// A form marked `data-row-form` inside an element marked `data-row-id` (the inventory's adjust forms) posts in the
// background: the page the server answers with (after its redirect, or its 400 with the message in the row) gives
// the row's new markup and the toast, and only those two change, so the list keeps its scroll and the other rows
// what was typed in them. Without JavaScript, or if the request fails, the form posts as usual.
import { get, sel } from "./attributes";
import { closest, formBody, postForPage } from "./dom";

export function enhanceRowForms() {
  document.addEventListener("submit", async (event) => {
    const form = closest<HTMLFormElement>(event.target, `form${sel("rowForm")}`);
    const row = form?.closest<HTMLElement>(sel("rowId"));
    if (!form || !row || event.defaultPrevented) return;
    event.preventDefault();
    const rowId = get(row, "rowId") ?? "";
    try {
      const body = formBody(form);
      // Nothing typed while the answer is on its way would survive the row's replacement: hold the fields until then.
      row.setAttribute("aria-busy", "true");
      for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input:not([type=hidden]), select")) field.disabled = true;
      const next = await postForPage(form.action || location.href, body);
      if (!next) throw new Error("the server answered no page");
      const fresh = next.querySelector<HTMLElement>(sel("rowId", rowId));
      if (!fresh) throw new Error("row missing");
      row.replaceWith(document.importNode(fresh, true));
      const toast = next.querySelector(".br-toast-region");
      const region = document.querySelector(".br-toast-region");
      if (toast && region) region.replaceWith(document.importNode(toast, true));
      const replaced = document.querySelector<HTMLElement>(sel("rowId", rowId));
      replaced?.querySelector<HTMLElement>('[aria-invalid="true"], input[name="quantity"]')?.focus();
    } catch {
      for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select")) field.disabled = false;
      HTMLFormElement.prototype.submit.call(form);
    }
  });
}
