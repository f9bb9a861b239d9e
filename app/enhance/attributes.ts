// Every data attribute the enhance script (Tier 1, ADR 033) reads, declared once and shared by the markup that writes
// it and the script that reads it, so a rename cannot leave one side behind. Markup spreads a helper
// (`<form {...enhance.dirtyGuard(dialogId)}>`); the script builds its selectors with `sel` and reads with `get`.
// tests/app/enhance-attributes.test.ts fails on a raw `data-…` string of this list anywhere else in app/.
// Pure: no DOM globals at import time, so server-rendered components can import it.

export const ATTR = {
  // dialogs.ts: dialogs and the filter drawer
  dialog: "data-dialog",
  closeHref: "data-close-href",
  dialogOpen: "data-dialog-open",
  dialogClose: "data-dialog-close",
  dialogAutoOpen: "data-dialog-autoopen",
  autofocus: "data-autofocus",
  // click-lock.ts
  lockMs: "data-lock-ms",
  locked: "data-locked",
  // validation.ts (values from the form's zod schema, app/components/form/rules.ts)
  validate: "data-validate",
  requiredMessage: "data-required-message",
  minLength: "data-min-length",
  maxLength: "data-max-length",
  patternMessage: "data-pattern-message",
  fieldErrorTemplate: "data-field-error-template",
  // SPEC §5's length and e-mail messages in the page's language, `{n}` for the number, on the error template
  minLengthMessage: "data-min-length-message",
  maxLengthMessage: "data-max-length-message",
  emailMessage: "data-email-message",
  // unsaved-changes.ts
  dirtyGuard: "data-dirty-guard",
  unsaved: "data-unsaved",
  saveBar: "data-save-bar",
  discard: "data-discard",
  leaveOk: "data-leave-ok",
  leaveAccept: "data-leave-accept",
  // keys.ts
  enterClick: "data-enter-click",
  // slug.ts
  slugFrom: "data-slug-from",
  slugFollow: "data-slug-follow",
  slugPreview: "data-slug-preview",
  // previews.ts
  tagsPreview: "data-tags-preview",
  textFor: "data-text-for",
  checkedText: "data-checked-text",
  uncheckedText: "data-unchecked-text",
  // menus.ts, password.ts
  menu: "data-menu",
  navToggle: "data-nav-toggle",
  passwordToggle: "data-password-toggle",
  // list-forms.ts
  filterForm: "data-filter-form",
  autosubmit: "data-autosubmit",
  nojsOnly: "data-nojs-only",
  jsOnly: "data-js-only",
  // live-regions.ts
  liveSrc: "data-live-src",
  livePoll: "data-live-poll",
  liveOnOpen: "data-live-on-open",
  liveRefresh: "data-live-refresh",
  liveReloadDone: "data-live-reload-done",
  // row-forms.ts
  rowForm: "data-row-form",
  rowId: "data-row-id",
  // bulk-select.ts, bulk-edit.ts
  bulkForm: "data-bulk-form",
  // The count's words in the page's language, `{n}` for the number
  bulkSelectedText: "data-bulk-selected-text",
  bulkItemOne: "data-bulk-item-one",
  bulkItemOther: "data-bulk-item-other",
  bulkAll: "data-bulk-all",
  bulkCount: "data-bulk-count",
  bulkItem: "data-bulk-item",
  bulkNeedsSelection: "data-bulk-needs-selection",
  bulkSheet: "data-bulk-sheet",
  bulkRow: "data-row",
  // drag-reorder.ts
  reorder: "data-reorder",
  reorderRow: "data-reorder-row",
  reorderHandle: "data-reorder-handle",
  reorderMove: "data-reorder-move",
  reorderSubmit: "data-reorder-submit",
  // A tree's rows (menus): the row's depth, the deepest depth allowed, the hidden input that posts the depth, and the
  // controls whose `name` / `value` carry the row's index (renumbered after an in-place move)
  reorderDepth: "data-reorder-depth",
  reorderMaxDepth: "data-reorder-max-depth",
  reorderDepthInput: "data-reorder-depth-input",
  reorderIndexed: "data-reorder-indexed",
  // product-images.ts
  mediaCard: "data-media-card",
  presignUrl: "data-presign-url",
  mediaImagesForm: "data-form",
  mediaProgress: "data-media-progress",
  dropzone: "data-dropzone",
  mediaInput: "data-media-input",
  mediaForm: "data-media-form",
  mediaReplace: "data-media-replace",
  uploadField: "data-upload-field",
  uploaded: "data-uploaded",
  // The media card's words in the page's language: `{i}`, `{n}`, `{name}` are filled in by the script
  mediaUploadingText: "data-media-uploading-text",
  mediaSavingText: "data-media-saving-text",
  mediaErrorText: "data-media-error-text",
  mediaTypeText: "data-media-type-text",
  mediaTooLargeText: "data-media-too-large-text",
  // islands.ts: a widget React takes over when the reader turns to it (ADR 049); its value names the island
  island: "data-island",
  // recalc.ts: a form whose figures the server works out (the refund's "Calculate"), again as it is typed in
  recalc: "data-recalc",
  recalcPart: "data-recalc-part",
} as const;

export type AttrKey = keyof typeof ATTR;
type AttrName<K extends AttrKey> = (typeof ATTR)[K];
type AttrValue = string | number | boolean | null | undefined;

/**
 * Attributes the script writes for stylesheets and Mantine only; nothing reads them back, so the markup may use them
 * freely (Mantine renders `data-error` itself, the toast its `data-kind`).
 */
export const STYLE_ATTR = {
  enhanced: "data-enhanced",
  disabled: "data-disabled",
  error: "data-error",
  dragover: "data-dragover",
  kind: "data-kind",
} as const;

/** Props for markup: `true` writes an empty flag, `false`/`null`/`undefined` leave the attribute out. */
export function attr<K extends AttrKey>(key: K, value: AttrValue): { [P in AttrName<K>]: string | undefined } {
  const text = value === true ? "" : value === false || value == null ? undefined : String(value);
  return { [ATTR[key]]: text } as { [P in AttrName<K>]: string | undefined };
}

/** A CSS selector for the attribute, optionally with an exact value: `[data-save-bar="product-form"]`. */
export function sel(key: AttrKey, value?: string): string {
  return value === undefined ? `[${ATTR[key]}]` : `[${ATTR[key]}="${value.replace(/["\\]/g, "\\$&")}"]`;
}

/** The attribute's value on an element, or null. */
export const get = (el: Element, key: AttrKey): string | null => el.getAttribute(ATTR[key]);
/** Whether the element carries the attribute. */
export const has = (el: Element, key: AttrKey): boolean => el.hasAttribute(ATTR[key]);

const flag =
  <K extends AttrKey>(key: K) =>
  (on: boolean = true) =>
    attr(key, on);
const valued =
  <K extends AttrKey>(key: K) =>
  (value: AttrValue) =>
    attr(key, value);

/**
 * What markup spreads onto the elements the script enhances, one helper per behaviour. Built by a pure call, so the
 * enhance script's bundle (which reads through `sel`/`get` only) drops it.
 */
export const enhance = /* @__PURE__ */ (() => ({
  /** A dialog root: opens in place, and closing it puts `closeHref` in the address bar. */
  dialog: (closeHref: string | undefined) => ({ ...attr("dialog", true), ...attr("closeHref", closeHref) }),
  dialogOpen: valued("dialogOpen"),
  dialogClose: flag("dialogClose"),
  /** Opens the dialog of this id once the page has loaded. */
  dialogAutoOpen: valued("dialogAutoOpen"),
  autofocus: flag("autofocus"),
  /** SPEC §4: disabled for `ms` after a click. */
  lock: valued("lockMs"),
  validate: flag("validate"),
  /** The field error markup validation.ts clones, with SPEC §5's messages as the page words them (`{n}`: the number). */
  fieldErrorTemplate: (words?: { minLength: string; maxLength: string; email: string }) => ({
    ...attr("fieldErrorTemplate", true),
    ...attr("minLengthMessage", words?.minLength),
    ...attr("maxLengthMessage", words?.maxLength),
    ...attr("emailMessage", words?.email),
  }),
  /** Field rules for validation.ts (app/components/form/rules.ts derives them from the zod schema). */
  rules: (rule: { requiredMessage?: string; minLength?: number; maxLength?: number; patternMessage?: string }) => ({
    ...attr("requiredMessage", rule.requiredMessage),
    ...attr("minLength", rule.minLength),
    ...attr("maxLength", rule.maxLength),
    ...attr("patternMessage", rule.patternMessage),
  }),
  /** A form guarded against leaving with unsaved changes; `unsaved`: the server sent it back not saved. */
  dirtyGuard: (dialogId: string, unsaved = false) => ({ ...attr("dirtyGuard", dialogId), ...attr("unsaved", unsaved) }),
  saveBar: valued("saveBar"),
  discard: valued("discard"),
  leaveOk: flag("leaveOk"),
  leaveAccept: flag("leaveAccept"),
  /** Enter in this input presses the button of that id instead of submitting the form. */
  enterClick: valued("enterClick"),
  slug: (titleId: string, follow: boolean) => ({ ...attr("slugFrom", titleId), ...attr("slugFollow", follow) }),
  slugPreview: valued("slugPreview"),
  tagsPreview: valued("tagsPreview"),
  switchText: (checkboxId: string, text: { on: string; off: string }) => ({
    ...attr("textFor", checkboxId),
    ...attr("checkedText", text.on),
    ...attr("uncheckedText", text.off),
  }),
  menu: flag("menu"),
  navToggle: flag("navToggle"),
  passwordToggle: flag("passwordToggle"),
  filterForm: flag("filterForm"),
  autosubmit: flag("autosubmit"),
  nojsOnly: flag("nojsOnly"),
  jsOnly: flag("jsOnly"),
  /** A server-rendered widget that a lazily loaded React island takes over on the reader's intent (ADR 049): `name` in ISLANDS (app/islands/registry.ts). */
  island: valued("island"),
  /** A form that posts its "Calculate" button (`buttonId`) in the background as it is typed in, and shows the answer's `recalcPart`s. */
  recalc: valued("recalc"),
  /** A part of a `recalc` form (with an id) whose content is taken from the server's answer. */
  recalcPart: flag("recalcPart"),
  /** A region refreshed from `src`'s render of the same id: every `pollMs` while set, and when its dialog opens. */
  live: (live: { src: string; pollMs?: number; onOpen?: boolean; reloadWhenDone?: boolean }) => ({
    ...attr("liveSrc", live.src),
    ...attr("livePoll", live.pollMs),
    ...attr("liveOnOpen", live.onOpen ?? false),
    ...attr("liveReloadDone", live.reloadWhenDone ?? false),
  }),
  liveRefresh: valued("liveRefresh"),
  rowForm: flag("rowForm"),
  rowId: valued("rowId"),
  /** A list's bulk form; `words` (with `{n}`): "{n} selected", and "{n} product" / "{n} products" in the page's language. */
  bulkForm: (words: { selected: string; one: string; other: string }) => ({
    ...attr("bulkForm", true),
    ...attr("bulkSelectedText", words.selected),
    ...attr("bulkItemOne", words.one),
    ...attr("bulkItemOther", words.other),
  }),
  bulkAll: valued("bulkAll"),
  bulkCount: valued("bulkCount"),
  bulkItem: valued("bulkItem"),
  bulkNeedsSelection: flag("bulkNeedsSelection"),
  bulkSheet: flag("bulkSheet"),
  bulkRow: valued("bulkRow"),
  /** A sortable list; `maxDepth` makes it a tree whose rows move in place with their children (no `reorderSubmit`). */
  reorder: (tree?: { maxDepth: number }) => ({ ...attr("reorder", true), ...attr("reorderMaxDepth", tree?.maxDepth) }),
  reorderRow: valued("reorderRow"),
  reorderDepth: valued("reorderDepth"),
  reorderDepthInput: flag("reorderDepthInput"),
  reorderIndexed: flag("reorderIndexed"),
  reorderHandle: flag("reorderHandle"),
  reorderMove: (direction: "up" | "down" | "indent" | "outdent") => attr("reorderMove", direction),
  reorderSubmit: flag("reorderSubmit"),
  /** `words`: what the script says while uploading, in the page's language (`{i}` of `{n}`, the file's `{name}`). */
  mediaCard: (presignUrl: string, imagesFormId: string, words?: { uploading: string; saving: string; error: string; type: string; tooLarge: string }) => ({
    ...attr("mediaCard", true),
    ...attr("presignUrl", presignUrl),
    ...attr("mediaImagesForm", imagesFormId),
    ...attr("mediaUploadingText", words?.uploading),
    ...attr("mediaSavingText", words?.saving),
    ...attr("mediaErrorText", words?.error),
    ...attr("mediaTypeText", words?.type),
    ...attr("mediaTooLargeText", words?.tooLarge),
  }),
  mediaProgress: flag("mediaProgress"),
  dropzone: flag("dropzone"),
  mediaInput: flag("mediaInput"),
  /** A form whose files upload through the presigned flow; `replaceId`: the image a Change replaces. */
  mediaForm: (replaceId?: string) => ({ ...attr("mediaForm", true), ...attr("mediaReplace", replaceId) }),
}))();
