// SPEC §5 field checks in the browser, for forms marked `data-validate` (noValidate, so no browser bubbles). The rules
// come from the form's zod schema as attributes (app/components/form/rules.ts); a field's error shows once the user
// has left it (touched) and follows their typing from then on; a submit checks every field. Errors use the markup the
// server renders for its own (cloned from `template[data-field-error-template]`). The server still checks everything.
import { messages } from "../../domain/messages";
import { STYLE_ATTR, get, has, sel } from "./attributes";
import { afterReset } from "./dom";

type Field = HTMLInputElement | HTMLTextAreaElement;

const CHECKED = [sel("requiredMessage"), sel("minLength"), sel("maxLength"), "[pattern]", "[type=email]"].join(", ");
// The shape of an address; the server's schema has the last word.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A SPEC §5 message as the page words it (FieldErrorTemplate carries them in its language), else the English one. */
function say(name: "minLengthMessage" | "maxLengthMessage" | "emailMessage", english: string, n?: number): string {
  const template = document.querySelector<HTMLTemplateElement>(`template${sel("fieldErrorTemplate")}`);
  const worded = template ? (get(template, name) ?? undefined) : undefined;
  return worded && n !== undefined ? worded.replace("{n}", String(n)) : (worded ?? english);
}

function problem(field: Field): string | null {
  const value = field.value.trim();
  const requiredMessage = get(field, "requiredMessage");
  const minLength = get(field, "minLength");
  const maxLength = get(field, "maxLength");
  const patternMessage = get(field, "patternMessage");
  if (value === "") return requiredMessage ?? null;
  if (minLength && value.length < Number(minLength)) return say("minLengthMessage", messages.minLength(Number(minLength)), Number(minLength));
  if (maxLength && value.length > Number(maxLength)) return say("maxLengthMessage", messages.maxLength(Number(maxLength)), Number(maxLength));
  if (field.type === "email" && !EMAIL_RE.test(value)) return say("emailMessage", messages.email);
  const pattern = field.getAttribute("pattern");
  if (pattern && patternMessage && !new RegExp(`^(?:${pattern})$`, "u").test(value)) return patternMessage;
  return null;
}

/** Shows or clears a field's error the way Mantine renders one: the message after the input, `data-error` on its parts. */
function showError(field: Field, message: string | null) {
  const root = field.closest<HTMLElement>(".mantine-InputWrapper-root");
  const wrapper = field.closest<HTMLElement>(".mantine-Input-wrapper");
  const template = document.querySelector<HTMLTemplateElement>(`template${sel("fieldErrorTemplate")}`);
  if (!root || !wrapper || !field.id) return;
  const errorId = `${field.id}-error`;
  let error = document.getElementById(errorId);
  if (message && !error && template?.content.firstElementChild) {
    error = template.content.firstElementChild.cloneNode(true) as HTMLElement;
    error.id = errorId;
    root.append(error);
  }
  if (error && message) error.textContent = message;
  else error?.remove();

  const input = field.closest<HTMLElement>(".mantine-Input-input") ?? field;
  for (const el of [root, wrapper, input]) {
    if (message) el.setAttribute(STYLE_ATTR.error, "true");
    else el.removeAttribute(STYLE_ATTR.error);
  }
  // Mantine spaces the input from its error with this variable.
  if (message) wrapper.style.setProperty("--input-margin-bottom", "calc(var(--mantine-spacing-xs) / 2)");
  else wrapper.style.removeProperty("--input-margin-bottom");
  field.setAttribute("aria-invalid", String(message !== null));
  const described = (field.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== errorId);
  if (message) described.unshift(errorId);
  if (described.length) field.setAttribute("aria-describedby", described.join(" "));
  else field.removeAttribute("aria-describedby");
}

const check = (field: Field) => {
  const message = problem(field);
  showError(field, message);
  return message === null;
};

/** A field of a `data-validate` form that has a rule to check. */
function isChecked(el: EventTarget | null): el is Field {
  return (
    (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) &&
    el.type !== "hidden" &&
    !!el.form &&
    has(el.form, "validate") &&
    el.matches(CHECKED)
  );
}

const checkedFields = (form: HTMLFormElement) => Array.from(form.elements).filter(isChecked);

export function enhanceValidation() {
  const touched = new WeakSet<Field>();
  for (const form of document.querySelectorAll<HTMLFormElement>(`form${sel("validate")}`)) {
    // A field the server marked invalid is already touched: fixing it clears the message as the user types.
    for (const field of checkedFields(form)) if (field.getAttribute("aria-invalid") === "true") touched.add(field);
    afterReset(form, () =>
      checkedFields(form).forEach((field) => {
        touched.delete(field);
        showError(field, null);
      }),
    );
  }
  // On the document, so fields outside their form (`form="…"`) and values set by other scripts count too.
  document.addEventListener("focusout", (event) => {
    if (!isChecked(event.target)) return;
    touched.add(event.target);
    // Leaving for a submit button: its click checks everything anyway, and a message appearing now would move the
    // button away from under the pointer between press and release, so the click would be lost.
    const next = event.relatedTarget;
    if ((next instanceof HTMLButtonElement || next instanceof HTMLInputElement) && next.type === "submit") return;
    check(event.target);
  });
  document.addEventListener("input", (event) => {
    if (isChecked(event.target) && touched.has(event.target)) check(event.target);
  });
  // Capture phase, registered before the unsaved-changes guard: a refused submit must not count as leaving.
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!has(form, "validate")) return;
      // HTML's own opt-out: a button that sends the form elsewhere as it is (the country dialog's opener) skips the checks.
      if ((event as SubmitEvent).submitter?.hasAttribute("formnovalidate")) return;
      const fields = checkedFields(form);
      fields.forEach((field) => touched.add(field));
      const invalid = fields.filter((field) => !check(field));
      if (invalid.length === 0) return;
      event.preventDefault();
      invalid[0].focus();
    },
    true,
  );
}
