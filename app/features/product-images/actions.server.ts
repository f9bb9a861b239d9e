// The product editor's image intents (SPEC §2 image uploader, §4 Image upload). Each reads the product as saved, applies
// one change to its list and saves it against the version the page showed (a stale page gets a 409 message).
import { data } from "@remix-run/node";
import type { TFunction } from "@domain/i18n";
import { IMAGE_TYPES, MAX_IMAGE_BYTES, SNIFF_BYTES, imageExtension, mediaMessages, sniffImageType } from "@domain/media";
import { PRODUCT_CONFLICT_MESSAGE } from "@domain/product";
import { ProductImageInputSchema, toEmbedUrl } from "@domain/product-images";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { presignUpload, putToPresignedUrl } from "~/api-client/media.server";
import { asImageInputs, getProductWithImages, saveProductImages, type ProductImageInput } from "~/api-client/product-images.server";
import { redirectWithToast, type ToastContext } from "~/lib/toast.server";
import { MAX_FILES_PER_UPLOAD, TOO_MANY_FILES_FIELD } from "./multipart.server";

type Api = Pick<ApiClients, "store">;

export const IMAGE_INTENTS = ["add-images", "add-uploaded", "change-image", "change-uploaded", "delete-image", "save-alt", "add-video"] as const;
export type ImageIntent = (typeof IMAGE_INTENTS)[number];

const UPLOAD_INTENTS = new Set<ImageIntent>(["add-images", "change-image", "add-uploaded", "change-uploaded"]);

/** SPEC §8 upload toasts, word for word. */
export const UPLOAD_SUCCESS = "Upload image successfully!";
export const UPLOAD_ERROR = "Error image";

/** What a refused image action sends back: the message, where to show it, and the user's input to keep. */
export interface MediaActionData {
  media: { intent: ImageIntent; imageId: string | null; error: string; alt?: string; videoUrl?: string };
}

/** `intent` is `name` or `name:imageId` (a Delete or Save button names the image it acts on). */
export function parseImageIntent(formData: FormData): { intent: ImageIntent; imageId: string | null } | null {
  const raw = String(formData.get("intent") ?? "");
  const [name, imageId = null] = raw.split(":", 2);
  return (IMAGE_INTENTS as readonly string[]).includes(name) ? { intent: name as ImageIntent, imageId } : null;
}

/** SPEC §5: by content, not by name: the bytes must be the type the extension says, and at most 1 MB. */
export function checkImageFile(file: File, head: Uint8Array): string | null {
  const ext = imageExtension(file.name);
  if (!ext || sniffImageType(head.subarray(0, SNIFF_BYTES)) !== IMAGE_TYPES[ext]) return mediaMessages.typeNotSupported;
  if (file.size > MAX_IMAGE_BYTES) return mediaMessages.tooLarge(file.name);
  return null;
}

const uploadedFiles = (formData: FormData, field: string) =>
  formData.getAll(field).filter((v): v is File => typeof v === "object" && v !== null && "arrayBuffer" in v);

/** Checks every file first (nothing is uploaded when one is refused), then presigns and PUTs each. */
async function uploadFiles(api: Api, files: File[]): Promise<{ ok: true; images: ProductImageInput[] } | { ok: false; error: string }> {
  const contents = await Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer())));
  const errors = files.map((f, i) => checkImageFile(f, contents[i])).filter((e): e is string => e !== null);
  if (errors.length > 0) return { ok: false, error: [...new Set(errors)].join(" ") };
  const images: ProductImageInput[] = [];
  for (const [i, file] of files.entries()) {
    const upload = await presignUpload(api, file.name);
    await putToPresignedUrl(api, upload, contents[i]);
    images.push({ src: upload.imagePath, alt: file.name, alt_text: file.name });
  }
  return { ok: true, images };
}

/** Paths the browser uploaded itself (the enhance script's presigned flow), with the files' names for the ALT default. */
function uploadedPaths(formData: FormData): ProductImageInput[] {
  const names = formData.getAll("uploadedName").map(String);
  return formData.getAll("uploaded").map((src, i) => ({ src: String(src), alt: names[i] ?? "", alt_text: names[i] ?? "" }));
}

/**
 * One image intent; `t` words the toasts and the refusals this code makes (SPEC §8's and the API's English ones are
 * said in the reader's language where the page shows them).
 */
export async function imageIntent(
  context: ToastContext,
  t: TFunction<"products">,
  api: Api,
  productId: string,
  formData: FormData,
  intent: ImageIntent,
  imageId: string | null,
  editorUrl: string,
) {
  const refuse = (error: string, keep: Partial<MediaActionData["media"]> = {}) =>
    data<MediaActionData>({ media: { intent, imageId, error, ...keep } }, { status: 400 });
  const version = Number(formData.get("version"));
  if (!Number.isInteger(version) || version < 1) return refuse(PRODUCT_CONFLICT_MESSAGE);
  try {
    const product = await getProductWithImages(api, productId);
    const list = asImageInputs(product.images);
    const at = imageId ? list.findIndex((img) => img._id === imageId) : -1;
    let next: ProductImageInput[];
    let toast: string = t("media.updated");
    switch (intent) {
      case "add-images":
      case "change-image": {
        const files = uploadedFiles(formData, intent === "add-images" ? "files" : "file");
        if (formData.get(TOO_MANY_FILES_FIELD)) return refuse(t("media.tooManyFiles", { n: MAX_FILES_PER_UPLOAD }));
        if (files.length === 0) return refuse(t("media.chooseFile"));
        if (intent === "change-image" && at < 0) return refuse(PRODUCT_CONFLICT_MESSAGE);
        const uploaded = await uploadFiles(api, intent === "change-image" ? files.slice(0, 1) : files);
        if (!uploaded.ok) return refuse(uploaded.error);
        next = intent === "add-images" ? [...list, ...uploaded.images] : list.map((img, i) => (i === at ? uploaded.images[0] : img));
        toast = UPLOAD_SUCCESS;
        break;
      }
      case "add-uploaded":
      case "change-uploaded": {
        const uploaded = uploadedPaths(formData);
        if (uploaded.length === 0) return refuse(UPLOAD_ERROR);
        if (intent === "change-uploaded" && at < 0) return refuse(PRODUCT_CONFLICT_MESSAGE);
        next = intent === "add-uploaded" ? [...list, ...uploaded] : list.map((img, i) => (i === at ? uploaded[0] : img));
        toast = UPLOAD_SUCCESS;
        break;
      }
      case "delete-image":
        if (at < 0) return refuse(PRODUCT_CONFLICT_MESSAGE);
        next = list.filter((_, i) => i !== at);
        toast = t("media.imageDeleted");
        break;
      case "save-alt": {
        const alt = String(formData.get("alt") ?? "").trim();
        const checked = ProductImageInputSchema.shape.alt.safeParse(alt);
        if (!checked.success) return refuse(checked.error.issues[0].message, { alt });
        if (at < 0) return refuse(PRODUCT_CONFLICT_MESSAGE, { alt });
        // The fix of SPEC §2's bug: Save really saves, both fields.
        next = list.map((img, i) => (i === at ? { ...img, alt, alt_text: alt } : img));
        toast = t("media.altSaved");
        break;
      }
      case "add-video": {
        const videoUrl = String(formData.get("videoUrl") ?? "").trim();
        const embed = toEmbedUrl(videoUrl);
        if (!embed.ok) return refuse(videoUrl ? embed.message : t("media.videoRequired"), { videoUrl });
        next = [...list, { kind: "video", src: embed.url }];
        toast = t("media.videoAdded");
        break;
      }
    }
    await saveProductImages(api, product, version, next);
    return redirectWithToast(context, editorUrl, { kind: "success", message: toast });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) throw new Response("Not found", { status: 404 });
    const message =
      error.status === 409 ? PRODUCT_CONFLICT_MESSAGE : UPLOAD_INTENTS.has(intent) ? `${UPLOAD_ERROR}: ${error.messages.join(" ")}` : error.messages.join(" ");
    return refuse(message, {
      alt: intent === "save-alt" ? String(formData.get("alt") ?? "") : undefined,
      videoUrl: intent === "add-video" ? String(formData.get("videoUrl") ?? "") : undefined,
    });
  }
}
