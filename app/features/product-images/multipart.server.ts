// The product editor's form data: urlencoded, or multipart when files come with it (the images form without JavaScript).
import { unstable_composeUploadHandlers, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { MAX_FILES_PER_UPLOAD, MAX_IMAGE_BYTES } from "@domain/media";

export { MAX_FILES_PER_UPLOAD };
export const TOO_MANY_FILES_FIELD = "__tooManyFiles";

/**
 * Files are held in memory up to one byte over the image limit: that byte says "too large" without keeping the rest
 * (which is read and dropped). Text fields are small (64 KB a part).
 */
export async function readEditorFormData(request: Request): Promise<FormData> {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) return request.formData();
  let files = 0;
  const fileHandler: UploadHandler = async ({ filename, contentType, data }) => {
    if (filename === undefined) return undefined;
    const chunks: Uint8Array[] = [];
    let kept = 0;
    for await (const chunk of data) {
      if (kept > MAX_IMAGE_BYTES) continue; // drain
      const room = MAX_IMAGE_BYTES + 1 - kept;
      const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
      chunks.push(part);
      kept += part.length;
    }
    // A string, not null: null would hand the part on to the memory handler, which keeps it as a file after all.
    if (filename === "" && kept === 0) return ""; // an empty file input
    files += 1;
    if (files > MAX_FILES_PER_UPLOAD) return "";
    return new File(chunks as Uint8Array<ArrayBuffer>[], filename, { type: contentType });
  };
  const form = await unstable_parseMultipartFormData(
    request,
    unstable_composeUploadHandlers(fileHandler, unstable_createMemoryUploadHandler({ maxPartSize: 64_000 })),
  );
  if (files > MAX_FILES_PER_UPLOAD) form.set(TOO_MANY_FILES_FIELD, "1");
  return form;
}
