// Changes to a theme editor draft (settings_data), as pure functions: the hydrated editor applies them to its state
// (each one an undo step) and the no-JavaScript forms' action applies the same ones to the saved draft.
import type { ThemeSectionType } from "@domain/theme-editor";
import type { SectionInstance, SettingDefinition, SettingsData, TemplateName } from "@domain/themes";

export type SettingValue = string | number | boolean;
type Template = NonNullable<SettingsData["templates"][TemplateName]>;

const templateOf = (data: SettingsData, template: TemplateName): Template => data.templates[template] ?? { sections: {}, order: [] };

function withTemplate(data: SettingsData, template: TemplateName, change: (t: Template) => Template): SettingsData {
  return { ...data, templates: { ...data.templates, [template]: change(templateOf(data, template)) } };
}

function withSection(data: SettingsData, template: TemplateName, id: string, change: (s: SectionInstance) => SectionInstance): SettingsData {
  return withTemplate(data, template, (t) => {
    const section = t.sections[id];
    return section ? { ...t, sections: { ...t.sections, [id]: change(section) } } : t;
  });
}

/** A new section id from its type: `rich-text`, then `rich-text-2` … (ids are settings_data keys). */
export function newSectionId(type: string, taken: readonly string[]): string {
  const base = type.slice(0, 50);
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) if (!taken.includes(`${base}-${n}`)) return `${base}-${n}`;
}

export function addSection(data: SettingsData, template: TemplateName, type: ThemeSectionType): { data: SettingsData; id: string } {
  const t = templateOf(data, template);
  const id = newSectionId(type.type, Object.keys(t.sections));
  const preset = type.presets?.[0];
  const section: SectionInstance = {
    type: type.type,
    settings: { ...(preset?.settings ?? {}) },
    blocks: (preset?.blocks ?? []).map((b) => ({ ...b, settings: { ...b.settings } })),
  };
  return { id, data: withTemplate(data, template, () => ({ sections: { ...t.sections, [id]: section }, order: [...t.order, id] })) };
}

export function removeSection(data: SettingsData, template: TemplateName, id: string): SettingsData {
  return withTemplate(data, template, (t) => {
    const sections = { ...t.sections };
    delete sections[id];
    return { sections, order: t.order.filter((o) => o !== id) };
  });
}

export function moveSectionTo(data: SettingsData, template: TemplateName, id: string, to: number): SettingsData {
  return withTemplate(data, template, (t) => {
    const from = t.order.indexOf(id);
    const target = Math.max(0, Math.min(t.order.length - 1, to));
    if (from < 0 || from === target) return t;
    const order = t.order.filter((o) => o !== id);
    order.splice(target, 0, id);
    return { ...t, order };
  });
}

export const moveSection = (data: SettingsData, template: TemplateName, id: string, delta: number) =>
  moveSectionTo(data, template, id, templateOf(data, template).order.indexOf(id) + delta);

export const setSectionSetting = (data: SettingsData, template: TemplateName, id: string, key: string, value: SettingValue) =>
  withSection(data, template, id, (s) => ({ ...s, settings: { ...s.settings, [key]: value } }));

export const setThemeSetting = (data: SettingsData, key: string, value: SettingValue): SettingsData => ({
  ...data,
  settings: { ...data.settings, [key]: value },
});

export const addBlock = (data: SettingsData, template: TemplateName, id: string, blockType: string) =>
  withSection(data, template, id, (s) => ({ ...s, blocks: [...s.blocks, { type: blockType, settings: {} }] }));

export const removeBlock = (data: SettingsData, template: TemplateName, id: string, index: number) =>
  withSection(data, template, id, (s) => ({ ...s, blocks: s.blocks.filter((_, i) => i !== index) }));

export const moveBlock = (data: SettingsData, template: TemplateName, id: string, index: number, delta: number) =>
  withSection(data, template, id, (s) => {
    const to = index + delta;
    if (to < 0 || to >= s.blocks.length) return s;
    const blocks = [...s.blocks];
    const [moved] = blocks.splice(index, 1);
    if (moved) blocks.splice(to, 0, moved);
    return { ...s, blocks };
  });

export const setBlockSetting = (data: SettingsData, template: TemplateName, id: string, index: number, key: string, value: SettingValue) =>
  withSection(data, template, id, (s) => ({
    ...s,
    blocks: s.blocks.map((b, i) => (i === index ? { ...b, settings: { ...b.settings, [key]: value } } : b)),
  }));

/** What a field shows: the stored value, else the schema's default. */
export function shownValue(def: SettingDefinition, values: Record<string, unknown>): SettingValue {
  const v = values[def.id] ?? def.default;
  if (def.type === "checkbox") return v === true;
  if (def.type === "number") return typeof v === "number" ? v : Number(v ?? 0) || 0;
  return typeof v === "string" ? v : v === undefined ? "" : String(v);
}

/** A posted field (no JavaScript) as the setting's value: numbers as numbers, a checkbox as present or not. */
export function postedValue(def: SettingDefinition, raw: FormDataEntryValue | null): SettingValue {
  if (def.type === "checkbox") return raw === "on" || raw === "true";
  const text = typeof raw === "string" ? raw.trim() : "";
  if (def.type === "number") return text === "" || !Number.isFinite(Number(text)) ? text : Number(text);
  return text;
}
