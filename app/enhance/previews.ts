// Live echoes of form values next to their fields: tag chips under a tags field (`data-tags-preview="{input id}"`,
// cloning its `<template>` chip) and a switch's description (`data-text-for="{checkbox id}"` with
// `data-checked-text` / `data-unchecked-text`).
import { splitTags } from "../features/products/product-form";
import { get, sel } from "./attributes";
import { afterReset } from "./dom";

function tagsPreview(container: HTMLElement, input: HTMLInputElement) {
  const template = container.querySelector("template")?.content.firstElementChild;
  if (!template) return;
  const render = () => {
    const tags = splitTags(input.value);
    container.querySelectorAll(":scope > :not(template)").forEach((chip) => chip.remove());
    for (const tag of tags) {
      const chip = template.cloneNode(true) as HTMLElement;
      (chip.querySelector("span") ?? chip).textContent = tag;
      container.append(chip);
    }
    container.hidden = tags.length === 0;
  };
  input.addEventListener("input", render);
  if (input.form) afterReset(input.form, render);
}

function switchText(text: HTMLElement, checkbox: HTMLInputElement) {
  const render = () => (text.textContent = get(text, checkbox.checked ? "checkedText" : "uncheckedText") ?? "");
  checkbox.addEventListener("change", render);
  if (checkbox.form) afterReset(checkbox.form, render);
}

export function enhancePreviews() {
  for (const container of document.querySelectorAll<HTMLElement>(sel("tagsPreview"))) {
    const input = document.getElementById(get(container, "tagsPreview") ?? "");
    if (input instanceof HTMLInputElement) tagsPreview(container, input);
  }
  for (const text of document.querySelectorAll<HTMLElement>(sel("textFor"))) {
    const checkbox = document.getElementById(get(text, "textFor") ?? "");
    if (checkbox instanceof HTMLInputElement) switchText(text, checkbox);
  }
}
