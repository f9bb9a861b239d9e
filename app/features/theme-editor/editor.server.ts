// The theme editor's action (ADR 071): the hydrated editor posts its whole draft (`save`, `publish`); without
// JavaScript each form posts one change (`section-settings`, `theme-settings`, `add-section`, `remove-section`,
// `move-up`, `move-down`, `add-block`, `remove-block`), applied to the saved draft by the same pure functions.
// Every change is saved against the version the page showed: a stale one is 409 and the work is kept.
import { data, type AppLoadContext } from "@remix-run/node";
import { putToPresignedUrl } from "~/api-client/media.server";
import { addThemeMedia, conflictingEditor, getThemeEditor, presignThemeImage, publishEditedTheme, saveThemeDraft } from "~/api-client/theme-editor.server";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { redirectWithToast } from "~/lib/toast.server";
import type { TFunction } from "@domain/i18n";
import { IMAGE_TYPES, MAX_IMAGE_BYTES, SNIFF_BYTES, imageExtension, sniffImageType } from "@domain/media";
import { THEME_EDITOR_MESSAGES, type ThemeEditorModel } from "@domain/theme-editor";
import { SettingsDataSchema, TEMPLATE_NAMES, type SettingsData, type TemplateName } from "@domain/themes";
import { addBlock, addSection, moveSection, postedValue, removeBlock, removeSection, setBlockSetting, setSectionSetting, setThemeSetting } from "./draft";

export interface EditorActionData {
  /** The draft as the user left it (kept on a refusal). */
  draft?: SettingsData;
  /** Field errors by settings_data path (`settings.accent_color`, `templates.index.sections.hero.settings.heading`). */
  errors: Record<string, string[]>;
  message: string;
  /** On a 409: the theme as saved now; the editor keeps the draft and takes this version. */
  current?: ThemeEditorModel;
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};
/** A template name from the URL or a form; anything else is the home page. */
export const templateParam = (value: string | null): TemplateName =>
  (TEMPLATE_NAMES as readonly string[]).includes(value ?? "") ? (value as TemplateName) : "index";
const templateOf = (form: FormData): TemplateName => templateParam(text(form, "template"));

function translateErrors(t: TFunction<"themeEditor">, errors: Record<string, string[]>): Record<string, string[]> {
  const keys = Object.entries(THEME_EDITOR_MESSAGES) as [keyof typeof THEME_EDITOR_MESSAGES, string][];
  const out: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(errors))
    out[path.replace(/^settingsData\./, "")] = messages.map((m) => {
      const key = keys.find(([, text]) => text === m)?.[0];
      return key ? t(`errors.${key}`) : m;
    });
  return out;
}

/** The draft after the posted change; null when the form does not name a known change. */
function changed(form: FormData, model: ThemeEditorModel): SettingsData | null {
  const data = model.settingsData;
  const template = templateOf(form);
  const sectionId = text(form, "section");
  const section = data.templates[template]?.sections[sectionId];
  const type = model.sectionTypes.find((s) => s.type === (section?.type ?? text(form, "type")));
  const [intent, arg] = text(form, "intent").split(".");
  switch (intent) {
    case "theme-settings":
      return model.themeSettings
        .flatMap((g) => g.settings)
        .reduce((d, def) => setThemeSetting(d, def.id, postedValue(def, form.get(`setting.${def.id}`))), data);
    case "section-settings": {
      if (!section || !type) return null;
      let next = type.settings.reduce((d, def) => setSectionSetting(d, template, sectionId, def.id, postedValue(def, form.get(`setting.${def.id}`))), data);
      section.blocks.forEach((block, i) => {
        const defs = type.blocks.find((b) => b.type === block.type)?.settings ?? [];
        for (const def of defs) next = setBlockSetting(next, template, sectionId, i, def.id, postedValue(def, form.get(`block.${i}.${def.id}`)));
      });
      return next;
    }
    case "add-section":
      return type ? addSection(data, template, type).data : null;
    case "remove-section":
      return section ? removeSection(data, template, sectionId) : null;
    case "move-up":
    case "move-down":
      return section ? moveSection(data, template, sectionId, intent === "move-up" ? -1 : 1) : null;
    case "add-block":
      return section && type?.blocks.some((b) => b.type === text(form, "blockType")) ? addBlock(data, template, sectionId, text(form, "blockType")) : null;
    case "remove-block":
      return section && Number(arg) < section.blocks.length ? removeBlock(data, template, sectionId, Number(arg)) : null;
    default:
      return null;
  }
}

/** A field's settings_data path (where its error shows), from its form name: `setting.{id}` or `block.{i}.{id}`. */
function fieldPath(form: FormData, field: string): string {
  const [kind, a, b] = field.split(".");
  if (text(form, "intent") === "theme-settings") return `settings.${a}`;
  const base = `templates.${templateOf(form)}.sections.${text(form, "section")}`;
  return kind === "block" ? `${base}.blocks.${a}.settings.${b}` : `${base}.settings.${a}`;
}

/** The form names of the image settings the posted form edits: `setting.{id}` (section or theme) and `block.{i}.{id}`. */
function imageFieldsOf(form: FormData, model: ThemeEditorModel): Set<string> {
  const fields = new Set<string>();
  if (text(form, "intent") === "theme-settings") {
    for (const def of model.themeSettings.flatMap((g) => g.settings)) if (def.type === "image") fields.add(`setting.${def.id}`);
    return fields;
  }
  const section = model.settingsData.templates[templateOf(form)]?.sections[text(form, "section")];
  const type = model.sectionTypes.find((s) => s.type === section?.type);
  if (!section || !type) return fields;
  for (const def of type.settings) if (def.type === "image") fields.add(`setting.${def.id}`);
  section.blocks.forEach((block, i) => {
    for (const def of type.blocks.find((b) => b.type === block.type)?.settings ?? []) if (def.type === "image") fields.add(`block.${i}.${def.id}`);
  });
  return fields;
}

/**
 * The image settings of a no-JavaScript form (ADR 074), resolved into their fields before the change is applied: a
 * picked store image (`pick:{field}`) replaces the link field, an uploaded file (`file:{field}`) is checked by type
 * (its bytes, not its name) and size here, then uploaded through the presigned flow and recorded as a theme image,
 * and its link replaces the field. A refused file leaves the field as it was and names the problem by path.
 */
async function resolveImageFields(t: TFunction<"themeEditor">, api: Pick<ApiClients, "store">, model: ThemeEditorModel, form: FormData) {
  const errors: Record<string, string[]> = {};
  const images = imageFieldsOf(form, model);
  for (const [name, value] of [...form.entries()]) {
    if (name.startsWith("pick:") && images.has(name.slice(5)) && typeof value === "string" && value !== "") form.set(name.slice(5), value);
  }
  for (const [name, value] of [...form.entries()]) {
    // Only the form's image settings take a file: anything else posted as a file is ignored, never uploaded.
    if (!name.startsWith("file:") || !images.has(name.slice(5)) || typeof value === "string" || value.size === 0) continue;
    const field = name.slice(5);
    const bytes = new Uint8Array(await value.arrayBuffer());
    const ext = imageExtension(value.name);
    if (!ext || sniffImageType(bytes.subarray(0, SNIFF_BYTES)) !== IMAGE_TYPES[ext]) {
      errors[fieldPath(form, field)] = [t("imageTypeNotSupported")];
      continue;
    }
    if (value.size > MAX_IMAGE_BYTES) {
      errors[fieldPath(form, field)] = [t("imageTooLarge", { name: value.name, n: Math.round(MAX_IMAGE_BYTES / 1_048_576) })];
      continue;
    }
    const upload = await presignThemeImage(api, model.theme._id, value.name);
    await putToPresignedUrl(api, upload, bytes);
    const image = await addThemeMedia(api, model.theme._id, upload.imagePath, value.name);
    form.set(field, image.url);
  }
  return errors;
}

function parseDraft(form: FormData): SettingsData | null {
  try {
    const parsed = SettingsDataSchema.safeParse(JSON.parse(text(form, "draft")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function themeEditorAction(
  context: AppLoadContext,
  t: TFunction<"themeEditor">,
  api: Pick<ApiClients, "store">,
  themeId: string,
  form: FormData,
  backTo: string,
) {
  const refuse = (status: number, answer: EditorActionData) => data(answer, { status });
  const intent = text(form, "intent");
  const version = Number(text(form, "version"));
  let draft: SettingsData | null;
  let fileErrors: Record<string, string[]> = {};
  if (intent === "save" || intent === "publish") draft = parseDraft(form);
  else {
    const model = await getThemeEditor(api, themeId);
    fileErrors = await resolveImageFields(t, api, model, form);
    draft = changed(form, model);
  }
  if (!draft) return refuse(400, { errors: {}, message: intent === "save" || intent === "publish" ? t("badDraft") : t("unknownSection") });
  // A refused file: nothing is saved, the form comes back with the other fields as posted and the message by the field.
  if (Object.keys(fileErrors).length) return refuse(400, { draft, errors: fileErrors, message: t("notSaved") });
  try {
    const saved = await saveThemeDraft(api, themeId, version, draft);
    if (intent === "publish") await publishEditedTheme(api, themeId, saved.theme.version);
    return redirectWithToast(context, backTo, { kind: "success", message: t(intent === "publish" ? "published" : "saved") });
  } catch (error) {
    const current = conflictingEditor(error);
    if (current) return refuse(409, { draft, errors: {}, message: t("conflict"), current });
    if (isApiError(error) && error.status === 400) return refuse(400, { draft, errors: translateErrors(t, error.fieldErrors), message: t("notSaved") });
    throw error;
  }
}
