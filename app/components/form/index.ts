import formStyles from "./form.css";

export { SaveBar } from "./SaveBar";
export { fieldError, HiddenField, SwitchField, TextareaField, TextField } from "./fields";
export { useHydrated } from "./use-hydrated";

/** Add to a route's `links()` to style the form kit. */
export const formStylesHref = formStyles;
