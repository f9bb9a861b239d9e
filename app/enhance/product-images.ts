// SPEC §2 image uploader / §4 Image upload, with JavaScript: a drop of image files or a choice of files uploads at once
// through the presigned flow (the admin's JSON link for the upload URL, then a PUT of the bytes straight to storage), and
// then the form is submitted with the uploaded paths instead of the bytes; the server saves the list and answers with
// SPEC's toast. Without JavaScript the same forms post the files themselves (app/features/product-images).
import { IMAGE_TYPES, MAX_IMAGE_BYTES, imageExtension, mediaMessages } from "../../domain/media";
import { ATTR, STYLE_ATTR, get, has, sel } from "./attributes";
import { closest } from "./dom";

/** SPEC §8, when the page does not word it. */
const UPLOAD_ERROR = "Error image";

/** A toast like the server's (app/components/toast), for what only the browser knows. */
export function showToast(kind: "success" | "error", message: string) {
  const region = document.querySelector(".br-toast-region");
  if (!region) return;
  const toast = document.createElement("div");
  toast.className = "br-toast";
  toast.setAttribute(STYLE_ATTR.kind, kind);
  const text = document.createElement("span");
  text.textContent = message;
  toast.append(text);
  region.replaceChildren(toast);
}

/** SPEC §5: gif, jpeg, png, jpg, and webp in the multiple uploader; by name and by the browser's type. */
function supported(file: File): boolean {
  const ext = imageExtension(file.name);
  return ext !== null && (file.type === "" || file.type === IMAGE_TYPES[ext]);
}

async function uploadOne(presignUrl: string, file: File): Promise<string> {
  const presign = await fetch(`${presignUrl}?${new URLSearchParams({ filename: file.name })}`, {
    headers: { accept: "application/json" },
    credentials: "same-origin",
  });
  if (!presign.ok) throw new Error(`presign ${presign.status}`);
  const { presignedUrl, imagePath, contentType } = (await presign.json()) as { presignedUrl: string; imagePath: string; contentType: string };
  const put = await fetch(presignedUrl, { method: "PUT", headers: { "content-type": contentType }, body: file });
  if (!put.ok) throw new Error(`upload ${put.status}`);
  return imagePath;
}

function hidden(form: HTMLFormElement, name: string, value: string) {
  const input = document.createElement("input");
  input.type = "hidden";
  input.name = name;
  input.value = value;
  input.setAttribute(ATTR.uploadField, "");
  form.append(input);
}

export function enhanceProductImages() {
  const card = document.querySelector<HTMLElement>(sel("mediaCard"));
  if (!card) return;
  const presignUrl = get(card, "presignUrl") ?? "";
  const progress = card.querySelector<HTMLElement>(sel("mediaProgress"));
  // What the script says, in the page's language when the card words it (app/features/product-images/MediaCard.tsx).
  const words = {
    uploading: get(card, "mediaUploadingText") ?? "Uploading {i} of {n}…",
    saving: get(card, "mediaSavingText") ?? "Saving…",
    error: get(card, "mediaErrorText") ?? UPLOAD_ERROR,
    type: get(card, "mediaTypeText") ?? mediaMessages.typeNotSupported,
    tooLarge: (name: string) => get(card, "mediaTooLargeText")?.replace("{name}", name) ?? mediaMessages.tooLarge(name),
  };
  card.querySelectorAll<HTMLElement>(sel("jsOnly")).forEach((el) => (el.hidden = false));
  let busy = false;

  /** Checks, uploads, then submits `form` with the uploaded paths; `replaceId` names the image a Change replaces. */
  async function upload(form: HTMLFormElement, files: File[], replaceId: string | null) {
    if (busy || files.length === 0) return;
    const accepted: File[] = [];
    for (const file of replaceId ? files.slice(0, 1) : files) {
      if (!supported(file)) window.alert(words.type);
      else if (file.size > MAX_IMAGE_BYTES) showToast("error", words.tooLarge(file.name));
      else accepted.push(file);
    }
    const inputs = Array.from(form.elements).filter((el): el is HTMLInputElement => el instanceof HTMLInputElement && el.type === "file");
    if (accepted.length === 0) {
      inputs.forEach((input) => (input.value = ""));
      return;
    }
    busy = true;
    const paths: string[] = [];
    try {
      for (const [i, file] of accepted.entries()) {
        if (progress) {
          progress.hidden = false;
          progress.textContent = words.uploading.replace("{i}", String(i + 1)).replace("{n}", String(accepted.length));
        }
        paths.push(await uploadOne(presignUrl, file));
      }
    } catch {
      busy = false;
      if (progress) progress.hidden = true;
      inputs.forEach((input) => (input.value = ""));
      showToast("error", words.error);
      return;
    }
    form.querySelectorAll(sel("uploadField")).forEach((el) => el.remove());
    hidden(form, "intent", replaceId ? `change-uploaded:${replaceId}` : "add-uploaded");
    paths.forEach((path, i) => {
      hidden(form, "uploaded", path);
      hidden(form, "uploadedName", accepted[i].name);
    });
    // The bytes are in storage already: the form sends only the paths.
    inputs.forEach((input) => (input.disabled = true));
    if (progress) progress.textContent = words.saving;
    form.setAttribute(ATTR.uploaded, "");
    busy = false;
    form.requestSubmit();
  }

  const replaceIdOf = (form: HTMLFormElement) => get(form, "mediaReplace");

  document.addEventListener("change", (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !has(input, "mediaInput") || !input.form || !has(input.form, "mediaForm")) return;
    void upload(input.form, Array.from(input.files ?? []), replaceIdOf(input.form));
  });

  // The forms' own submit buttons (Upload without JavaScript, Change in its dialog) take the same path.
  document.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    if (!has(form, "mediaForm") || has(form, "uploaded")) return;
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.value ?? "";
    if (!intent.startsWith("add-images") && !intent.startsWith("change-image")) return;
    event.preventDefault();
    const files = Array.from(form.elements).flatMap((el) => (el instanceof HTMLInputElement && el.type === "file" ? Array.from(el.files ?? []) : []));
    void upload(form, files, replaceIdOf(form));
  });

  const zone = card.querySelector<HTMLElement>(sel("dropzone"));
  const imagesForm = document.getElementById(get(card, "mediaImagesForm") ?? "") as HTMLFormElement | null;
  if (zone && imagesForm) {
    const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes("Files");
    zone.addEventListener("dragover", (event) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      zone.setAttribute(STYLE_ATTR.dragover, "");
    });
    zone.addEventListener("dragleave", (event) => {
      if (!closest(event.relatedTarget, sel("dropzone"))) zone.removeAttribute(STYLE_ATTR.dragover);
    });
    zone.addEventListener("drop", (event) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      zone.removeAttribute(STYLE_ATTR.dragover);
      void upload(imagesForm, Array.from(event.dataTransfer?.files ?? []), null);
    });
  }
}
