// SPEC §5 slug: a new product's handle (`data-slug-from="{title id}"`, `data-slug-follow`) follows the title until the
// user types a handle of their own; `[data-slug-preview="{handle id}"]` shows the address the product will have.
// domain/slug.ts brings slugify's character map, a third of the whole script: only pages with a slug field load it.
import { get, has, sel } from "./attributes";
import { afterReset } from "./dom";

export function enhanceSlug() {
  const handles = document.querySelectorAll<HTMLInputElement>(`input${sel("slugFrom")}`);
  if (handles.length > 0) void import("../../domain/slug").then(({ slug }) => handles.forEach((handle) => followTitle(handle, slug)));
}

function followTitle(handle: HTMLInputElement, slug: (text: string) => string) {
  const title = document.getElementById(get(handle, "slugFrom") ?? "");
  if (!(title instanceof HTMLInputElement)) return;
  const preview = document.querySelector(sel("slugPreview", handle.id));
  const canFollow = has(handle, "slugFollow");
  // After a refused create the handle may be the one derived earlier: it still follows.
  const startsFollowing = () => canFollow && (handle.value === "" || handle.value === slug(title.value));
  let follows = startsFollowing();
  const showPreview = () => {
    if (preview) preview.textContent = handle.value || slug(title.value) || "…";
  };

  const followNow = () => {
    if (follows) {
      handle.value = slug(title.value);
      // Lets the field checks and the unsaved-changes guard see the new value.
      handle.dispatchEvent(new Event("input", { bubbles: true }));
    }
    showPreview();
  };
  title.addEventListener("input", followNow);
  // Typed while this part was loading: catch up.
  if (title.value !== title.defaultValue) followNow();
  handle.addEventListener("input", (event) => {
    if (event.isTrusted) follows = canFollow && handle.value === "";
    showPreview();
  });
  // A handle that only followed the title is sent empty, as without JavaScript: the server then derives it and
  // adds -2, -3 when it is taken, instead of refusing a "chosen" handle the user never chose.
  handle.form?.addEventListener("formdata", (event) => {
    if (follows && handle.value === slug(title.value)) event.formData.set(handle.name, "");
  });
  if (handle.form)
    afterReset(handle.form, () => {
      follows = startsFollowing();
      showPreview();
    });
}
