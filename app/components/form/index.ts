export { FieldErrorTemplate } from "./FieldErrorTemplate";
export { SaveBar } from "./SaveBar";
export { fieldError, HiddenField, SelectField, SwitchField, TextareaField, TextField } from "./fields";
export { formRules, ruleAttributes, type FieldRule, type FormRules } from "./rules";
export { EditorFooter } from "./EditorFooter";
