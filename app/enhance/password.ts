// The password field's show/hide button (`data-password-toggle`, see app/components/auth/fields.tsx): the sign-in and
// sign-up pages never hydrate, so here it is a click that flips the input's type and the button's aria-pressed.
import { sel } from "./attributes";
import { closest } from "./dom";

export function enhancePasswordToggles() {
  document.addEventListener("click", (event) => {
    const button = closest(event.target, sel("passwordToggle"));
    const input = button?.closest(".mantine-InputWrapper-root")?.querySelector("input");
    if (!button || !input) return;
    const reveal = input.type === "password";
    input.type = reveal ? "text" : "password";
    button.setAttribute("aria-pressed", String(reveal));
  });
}
