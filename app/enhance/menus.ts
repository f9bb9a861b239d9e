// The shell's `<details data-menu>` dropdowns open and close without JavaScript; here they also close on a click
// outside and on Escape, like menus do. Escape also closes the phone navbar (`input[data-nav-toggle]`), and both
// start closed when the browser brings the page back from its cache.
import { sel } from "./attributes";

const openMenus = () => document.querySelectorAll<HTMLDetailsElement>(`details${sel("menu")}[open]`);
const navToggle = () => document.querySelector<HTMLInputElement>(`input${sel("navToggle")}`);

export function enhanceMenus() {
  document.addEventListener("click", (event) => {
    for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const menu of openMenus()) {
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
    const nav = navToggle();
    if (nav?.checked) nav.checked = false;
  });
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    openMenus().forEach((menu) => (menu.open = false));
    const nav = navToggle();
    if (nav) nav.checked = false;
  });
}
