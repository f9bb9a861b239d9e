// The themes library's forms (ADR 070), one intent each (rule 5): rename, duplicate, publish and delete post as plain
// forms; upload posts the zip as multipart. Each parses its form with its one schema, makes one API call, and
// ends in a redirect with a flash toast, or in the page again with the input kept and the API's words (rules 3, 4, 9).
import { data, unstable_parseMultipartFormData, type AppLoadContext } from "@remix-run/node";
import { THEME_LIMITS } from "@domain/themes";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { conflictingTheme, deleteTheme, duplicateTheme, publishTheme, renameTheme, uploadTheme } from "~/api-client/themes.server";
import { parseForm } from "~/lib/forms";
import { requestT } from "~/lib/locale.server";
import { redirectWithToast } from "~/lib/toast.server";
import { RenameThemeFormSchema, ThemeIdFormSchema, ThemeVersionFormSchema, UploadThemeFormSchema, checkThemeZip, nameFromFile } from "./forms";
import { themeUrls } from "./urls";

type Api = Pick<ApiClients, "store">;
type Intent = "rename" | "duplicate" | "publish" | "delete" | "upload";

export interface ThemesActionData {
  intent: Intent;
  /** The theme the refused form was about (its dialog opens again). */
  themeId: string | null;
  /** What the person typed (a rename's or an upload's name), kept for the form. */
  values: { name?: string };
  /** Field errors: `name`, and the upload's `file`. */
  errors: Record<string, string[]>;
  /** An upload's refusals by the theme's file path (`files`: the theme as a whole). */
  files: { path: string; messages: string[] }[];
  /** The file the upload refused: a file input cannot be filled again, so its name is said. */
  fileName: string | null;
  /** A refusal about no one field (a 409, a published theme, a 404). */
  pageError: string | null;
  /** After a 409: the theme as saved now; the form then carries its version, so saving again is deliberate. */
  current: { name: string; version: number } | null;
}

function refused(intent: Intent, answer: Partial<Omit<ThemesActionData, "intent">>, status = 400) {
  const errors = Object.fromEntries(Object.entries(answer.errors ?? {}).filter(([, v]) => v && v.length > 0));
  return data<ThemesActionData>(
    { intent, themeId: null, values: {}, files: [], fileName: null, pageError: null, current: null, ...answer, errors },
    { status },
  );
}

/**
 * One API call; an ApiError becomes the page again: errors about a field the form shows (`shown`) next to it, anything
 * else (a 409 with the theme as saved now, the published theme refused, a 404) as the page's message.
 */
async function attempt(intent: Intent, kept: Partial<ThemesActionData>, run: () => Promise<Response>, shown: string[] = []) {
  try {
    return await run();
  } catch (error) {
    if (!isApiError(error)) throw error;
    const current = conflictingTheme(error);
    const errors = current ? {} : Object.fromEntries(Object.entries(error.fieldErrors).filter(([field]) => shown.includes(field)));
    const pageError = Object.keys(errors).length === 0 ? error.messages.join(" ") : null;
    return refused(
      intent,
      { ...kept, errors, pageError, current: current && { name: current.name, version: current.version } },
      error.status === 409 ? 409 : 400,
    );
  }
}

export async function themesAction(request: Request, context: AppLoadContext, api: Api) {
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) return uploadAction(request, context, api);
  const formData = await request.formData();
  const t = await requestT(request, context, "themes");
  const intent = String(formData.get("intent") ?? "") as Intent;
  const themeId = String(formData.get("themeId") ?? "");
  switch (intent) {
    case "rename": {
      const submission = parseForm(formData, RenameThemeFormSchema);
      const values = { name: String(formData.get("name") ?? "") };
      if (submission.status !== "success") return refused(intent, { themeId, values, errors: submission.error as Record<string, string[]> });
      const { name, version } = submission.value;
      return attempt(
        intent,
        { themeId, values },
        async () => {
          await renameTheme(api, themeId, name, version);
          return redirectWithToast(context, themeUrls.list, { kind: "success", message: t("toasts.renamed") });
        },
        ["name"],
      );
    }
    case "publish":
    case "delete": {
      const submission = parseForm(formData, ThemeVersionFormSchema);
      if (submission.status !== "success") return refused(intent, { themeId, pageError: t("notDone") });
      const { version } = submission.value;
      return attempt(intent, { themeId }, async () => {
        if (intent === "delete") {
          await deleteTheme(api, themeId, version);
          return redirectWithToast(context, themeUrls.list, { kind: "success", message: t("toasts.deleted") });
        }
        const theme = await publishTheme(api, themeId, version);
        return redirectWithToast(context, themeUrls.list, { kind: "success", message: t("toasts.published", { name: theme.name }) });
      });
    }
    case "duplicate": {
      const submission = parseForm(formData, ThemeIdFormSchema);
      if (submission.status !== "success") return refused(intent, { themeId, pageError: t("notDone") });
      return attempt(intent, { themeId }, async () => {
        const copy = await duplicateTheme(api, themeId);
        return redirectWithToast(context, themeUrls.list, { kind: "success", message: t("toasts.duplicated", { name: copy.name }) });
      });
    }
    default:
      throw new Response("Unknown intent", { status: 400 });
  }
}

interface PostedZip {
  name: string;
  type: string;
  size: number;
  bytes: Uint8Array | null;
  tooLarge: boolean;
}

/** The multipart body as it comes: the zip is held up to the API's cap (the rest is read and dropped), fields as text. */
async function readUpload(request: Request): Promise<{ fields: Record<string, string>; file: PostedZip | null }> {
  const fields: Record<string, string> = {};
  let file: PostedZip | null = null;
  await unstable_parseMultipartFormData(request, async ({ name, filename, contentType, data: chunks }) => {
    const parts: Uint8Array[] = [];
    let size = 0;
    const cap = filename ? THEME_LIMITS.zipBytes : 4096;
    for await (const chunk of chunks) {
      size += chunk.byteLength;
      if (size <= cap) parts.push(chunk);
    }
    if (filename !== undefined) {
      if (name === "file" && filename && !file) {
        const tooLarge = size > cap;
        file = { name: filename, type: contentType, size, tooLarge, bytes: tooLarge ? null : Buffer.concat(parts) };
      }
    } else if (size <= cap) fields[name] = Buffer.concat(parts).toString("utf8");
    return undefined;
  });
  return { fields, file };
}

async function uploadAction(request: Request, context: AppLoadContext, api: Api) {
  const { fields, file } = await readUpload(request);
  const typed = (fields.name ?? "").trim();
  const values = { name: fields.name ?? "" };
  const posted: PostedZip | null = file;
  if (!posted) return refused("upload", { values, errors: { file: ["File required"] } });
  const fileName = posted.name;
  const problem = checkThemeZip(posted);
  if (problem || !posted.bytes) return refused("upload", { values, fileName, errors: { file: [problem ?? "File required"] } });
  const submission = UploadThemeFormSchema.safeParse({ name: typed || nameFromFile(fileName) || undefined });
  if (!submission.success) return refused("upload", { values, fileName, errors: { name: submission.error.issues.map((i) => i.message) } });
  const t = await requestT(request, context, "themes");
  const bytes = posted.bytes;
  try {
    const theme = await uploadTheme(api, bytes, submission.data.name);
    return redirectWithToast(context, themeUrls.list, { kind: "success", message: t("toasts.uploaded", { name: theme.name }) });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const { file: whole, name, ...byPath } = error.fieldErrors;
    const files = Object.entries(byPath).map(([path, messages]) => ({ path, messages }));
    const pageError = !whole && !name && files.length === 0 ? error.messages.join(" ") : null;
    return refused("upload", { values, fileName, errors: { file: whole ?? [], name: name ?? [] }, files, pageError });
  }
}
