// The products list's CSV dialogs, server side: what their loader shows and what their forms do (route stays short).
import { data, unstable_parseMultipartFormData, type AppLoadContext } from "@remix-run/node";
import { IMPORT_MODES, type ImportMode } from "@domain/csv-import";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import {
  getImportTask,
  listExportTasks,
  listImportTasks,
  startExport,
  startImport,
  type ExportTaskDto,
  type ImportTaskDto,
} from "~/api-client/products-csv.server";
import { parseListState } from "~/components/list";
import { ProductFiltersSchema, productListOptions, toProductListQuery } from "~/features/products/filters";
import { requireStore, throwRouteError } from "~/lib/guards.server";
import { requestT } from "~/lib/locale.server";
import { redirectWithToast } from "~/lib/toast.server";
import { CSV_DIALOG_PARAM, IMPORT_TASK_PARAM, csvDialogHref, type CsvActionData } from "./urls";

const RECENT_IMPORTS = 5;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CsvDialogsData {
  dialog: "import" | "export" | null;
  importTask: ImportTaskDto | null;
  /** The import dialog's recent tasks, when it shows the upload form. */
  importTasks: ImportTaskDto[] | null;
  /** Only loaded when the export dialog is open (the enhance script fetches it when it opens in place). */
  exportTasks: ExportTaskDto[] | null;
}

/** One extra call only when a dialog is open: the import task it shows, or the export tasks. */
export async function loadCsvDialogs(api: Pick<ApiClients, "store">, requestUrl: string): Promise<CsvDialogsData> {
  const params = new URL(requestUrl).searchParams;
  const dialog = params.get(CSV_DIALOG_PARAM);
  const taskId = params.get(IMPORT_TASK_PARAM) ?? "";
  if (dialog === "import") {
    if (UUID_RE.test(taskId)) return { dialog, importTask: await getImportTask(api, taskId).catch(throwRouteError), importTasks: null, exportTasks: null };
    return { dialog, importTask: null, importTasks: (await listImportTasks(api)).slice(0, RECENT_IMPORTS), exportTasks: null };
  }
  if (dialog === "export") return { dialog, importTask: null, importTasks: null, exportTasks: await listExportTasks(api) };
  return { dialog: null, importTask: null, importTasks: null, exportTasks: null };
}

/** The list page's action: a multipart post is an import, `intent=export` starts an export. */
export async function productsCsvAction(request: Request, context: AppLoadContext) {
  const { api } = await requireStore(request, context, "products");
  const url = new URL(request.url);
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) return importAction(context, api, request, url);
  const form = await request.formData();
  if (form.get("intent") !== "export") throw new Response("Unknown action", { status: 400 });
  const list = parseListState(url.toString(), ProductFiltersSchema, productListOptions);
  const { page: _p, limit: _l, ...filters } = toProductListQuery(list);
  try {
    await startExport(api, form.get("scope") === "all" ? {} : filters);
  } catch (error) {
    if (!isApiError(error)) throw error;
    return data<CsvActionData>({ intent: "export", error: error.messages.join(" ") }, 400);
  }
  const t = await requestT(request, context, "csv");
  return redirectWithToast(context, csvDialogHref(url, "export"), { kind: "success", message: t("exportDialog.started") });
}

/**
 * Streams the browser's multipart body to the API as it is parsed: the file part goes straight into the API call's
 * request body, so this server holds one chunk at a time. Fields before the file (mode) are small and read first.
 */
async function importAction(context: AppLoadContext, api: Pick<ApiClients, "store">, request: Request, url: URL) {
  const fields: Record<string, string> = {};
  let task: ImportTaskDto | null = null;
  let failure: CsvActionData | null = null;
  try {
    await unstable_parseMultipartFormData(request, async ({ name, filename, contentType, data: bytes }) => {
      if (filename === undefined) {
        fields[name] = await smallText(bytes);
        return undefined;
      }
      if (name !== "file" || !filename || task || failure) return void (await drain(bytes));
      const mode = (IMPORT_MODES as readonly string[]).includes(fields.mode) ? (fields.mode as ImportMode) : "all-or-nothing";
      try {
        task = await startImport(api, { mode, fileName: filename, contentType, body: bytes });
      } catch (error) {
        await drain(bytes);
        if (!isApiError(error)) throw error;
        failure = { intent: "import", error: (error.fieldErrors.file ?? error.messages).join(" "), mode };
      }
      return undefined;
    });
  } catch (error) {
    if (isApiError(error)) throw error;
    failure = { intent: "import", error: (await requestT(request, context, "csv"))("importDialog.uploadBroken") };
  }
  if (failure) return data<CsvActionData>(failure, 400);
  if (!task) return data<CsvActionData>({ intent: "import", error: "File required", mode: fields.mode }, 400);
  const t = await requestT(request, context, "csv");
  return redirectWithToast(context, csvDialogHref(url, "import", (task as ImportTaskDto)._id), { kind: "success", message: t("importDialog.started") });
}

async function smallText(bytes: AsyncIterable<Uint8Array>, max = 1000): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  for await (const chunk of bytes) if (text.length < max) text += decoder.decode(chunk, { stream: true });
  return text.slice(0, max);
}

async function drain(bytes: AsyncIterable<Uint8Array>): Promise<void> {
  for await (const _ of bytes) {
    /* discard */
  }
}
