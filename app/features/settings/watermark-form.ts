// Pure helpers of the watermark page (ADR 061): the form's values, the screen's config and the conflict merge.
// Relative imports only: the unit tests import this file without the app's path aliases.
import type { TFunction } from "../../../domain/i18n/core";
import { WATERMARK_FIELDS, type WatermarkDto, type WatermarkField, type WatermarkPosition } from "../../../domain/watermark";
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import { baseFingerprints, type FormValue, type MergeFields } from "../../components/editor/merge";
import { settingsUrls } from "./urls";

export const WATERMARK_FORM_ID = "watermark-form";
/** The file input's name: a new image posted with the form, uploaded by the action before the save. */
export const WATERMARK_FILE_FIELD = "imageFile";

/** The form as strings ("on" for a ticked box), so refused input comes back exactly as sent. */
export type WatermarkValues = Record<WatermarkField, string> & { version?: string; base?: string; imageFile?: string };

const formValues = (s: WatermarkDto): Record<WatermarkField, FormValue> => ({
  enabled: s.enabled ? "on" : "",
  imageKey: s.imageKey,
  position: s.position,
  opacity: String(s.opacity),
  size: String(s.size),
});

const canonical = (field: WatermarkField, raw: unknown): string =>
  field === "enabled" ? (raw === "on" || raw === true || raw === "true" ? "on" : "") : typeof raw === "string" ? raw.trim() : String(raw ?? "");

export const WATERMARK_MERGE: MergeFields<WatermarkField, WatermarkDto> = {
  fields: WATERMARK_FIELDS,
  labels: { enabled: "Watermark", imageKey: "Watermark image", position: "Position", opacity: "Opacity", size: "Size" },
  formValues,
  canonical,
};

export function watermarkValues(settings: WatermarkDto): WatermarkValues {
  return {
    ...(formValues(settings) as Record<WatermarkField, string>),
    version: String(settings.version),
    base: baseFingerprints(WATERMARK_MERGE, formValues(settings)),
  };
}

/** WATERMARK_MERGE as the conflict view shows it to this reader. */
export const watermarkMerge = (t: TFunction<"settings">): MergeFields<WatermarkField, WatermarkDto> => ({
  ...WATERMARK_MERGE,
  labels: Object.fromEntries(WATERMARK_FIELDS.map((f) => [f, t(`watermark.field.${f}`)])) as Record<WatermarkField, string>,
  shown: (field, value) => {
    if (field === "enabled") return t(value ? "watermark.on" : "watermark.off");
    if (field === "position") return t(`watermark.positions.${value as WatermarkPosition}`);
    if (field === "imageKey") return value ? value.slice(value.lastIndexOf("/") + 1) : t("watermark.none");
    return `${value} %`;
  },
});

export function watermarkScreen(t: TFunction<"settings">): EditorScreenConfig<WatermarkDto> {
  return {
    noun: "watermark",
    formId: WATERMARK_FORM_ID,
    back: { to: settingsUrls.index, label: t("index.title") },
    create: { title: t("watermark.title"), url: settingsUrls.watermark },
    title: () => t("watermark.title"),
    url: () => settingsUrls.watermark,
    texts: { notSaved: t("watermark.notSaved"), conflictTitle: t("watermark.conflictTitle") },
  };
}
