// The watermark page's server half (ADR 061). The form is multipart: a new image comes with the save, is checked by
// its bytes (SPEC §5 types, 1 MB), uploaded through the presigned flow, and its key saved with the rest in one PUT
// /stores/settings/watermark. After a refusal the form keeps the uploaded key, so the image need not be chosen again.
import type { AppLoadContext } from "@remix-run/node";
import { WATERMARK_FIELDS, WATERMARK_MESSAGES, WatermarkFormSchema, type WatermarkDto } from "@domain/watermark";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { presignUpload, putToPresignedUrl } from "~/api-client/media.server";
import { conflictingWatermark, saveWatermark } from "~/api-client/store-settings.server";
import { intentOf, refused, unknownIntent, updateRecord, type EditorConfig } from "~/components/editor/actions.server";
import { checkImageFile } from "~/features/product-images/actions.server";
import { parseForm } from "~/lib/forms";
import { requestT } from "~/lib/locale.server";
import { WATERMARK_FILE_FIELD, watermarkMerge } from "./watermark-form";
import { settingsUrls } from "./urls";

/** A conflict's record has always been saved, so it has a date. */
type SavedWatermark = WatermarkDto & { updatedAt: string };

/** The posted file, or null when none was chosen (an empty file input posts an empty string or an empty file). */
function postedFile(formData: FormData): File | null {
  const value = formData.get(WATERMARK_FILE_FIELD);
  return typeof value === "object" && value !== null && "arrayBuffer" in value && value.size > 0 ? value : null;
}

/** Uploads the posted image; the new key, or the refusal to show next to the file input. */
async function uploadImage(api: Pick<ApiClients, "store">, file: File): Promise<{ key: string } | { error: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = checkImageFile(file, bytes);
  if (problem) return { error: problem };
  try {
    const upload = await presignUpload(api, file.name);
    await putToPresignedUrl(api, upload, bytes);
    return { key: upload.imagePath };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { error: error.messages.join(" ") || WATERMARK_MESSAGES.imageKey };
  }
}

export async function watermarkAction(request: Request, context: AppLoadContext, api: Pick<ApiClients, "store">, formData: FormData) {
  const intent = intentOf(formData, ["save", "overwrite"], "save");
  if (!intent) throw unknownIntent();
  const t = await requestT(request, context, "settings");
  const file = postedFile(formData);
  formData.delete(WATERMARK_FILE_FIELD);
  if (file) {
    const uploaded = await uploadImage(api, file);
    if ("error" in uploaded) {
      const submission = parseForm(formData, WatermarkFormSchema);
      return refused(intent, 400, { result: submission.reply({ fieldErrors: { [WATERMARK_FILE_FIELD]: [uploaded.error] } }) });
    }
    formData.set("imageKey", uploaded.key);
  }
  const saved = t("watermark.saved");
  const editor: EditorConfig<SavedWatermark> = {
    noun: "watermark",
    toasts: { created: saved, updated: saved, deleted: saved },
    schemas: { create: WatermarkFormSchema, update: WatermarkFormSchema },
    fields: WATERMARK_FIELDS,
    update: (client, _id, value) => saveWatermark(client, value),
    conflicting: (error) => conflictingWatermark(error) as SavedWatermark | null,
    conflictMessage: WATERMARK_MESSAGES.conflict,
    editorUrl: () => settingsUrls.watermark,
    listUrl: settingsUrls.watermark,
    merge: watermarkMerge(t) as EditorConfig<SavedWatermark>["merge"],
  };
  return updateRecord(editor, context, api, "", formData, intent);
}
