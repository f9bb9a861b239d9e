import formStyles from "./form.css";

export { FieldErrorTemplate } from "./FieldErrorTemplate";
export { SaveBar } from "./SaveBar";
export { fieldError, HiddenField, SwitchField, TextareaField, TextField } from "./fields";
export { formRules, ruleAttributes, type FieldRule, type FormRules } from "./rules";

/** Add to a route's `links()` to style the form kit. */
export const formStylesHref = formStyles;
export { ConflictAlert } from "./ConflictAlert";
export { EditorFooter } from "./EditorFooter";
