// `enhance.enterClick("{button id}")`: Enter in that input presses the button instead of submitting the form with its
// default button, so a search box inside an editor searches and does not save (the size chart's and feed's pickers).
import { get, sel } from "./attributes";
import { closest } from "./dom";

export function enhanceEnterKeys() {
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" || event.isComposing) return;
    const input = closest<HTMLInputElement>(event.target, `input${sel("enterClick")}`);
    const target = input && document.getElementById(get(input, "enterClick") ?? "");
    if (!target) return;
    event.preventDefault();
    target.click();
  });
}
