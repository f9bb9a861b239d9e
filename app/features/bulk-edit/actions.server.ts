// The bulk editor's actions: save the spreadsheet's changed rows, or review and apply one change to the whole selection.
import { data } from "@remix-run/node";
import { BulkPatchSchema, type BulkEditColumn, type BulkPatch, type BulkRow } from "@domain/bulk-edit";
import { conflictingRows, patchSelection, saveRows } from "~/api-client/bulk-edit.server";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { redirectWithToast } from "~/lib/toast.server";
import { toSelection, type BulkEditState } from "./selection";
import { cellName, origName, sameCell, valuesOf, versionName, type SheetActionData, type SheetRow, type SheetValues } from "./sheet";

type Api = Pick<ApiClients, "store">;
const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : "");

function readValues(form: FormData, id: string, name: (col: BulkEditColumn, id: string) => string, origin: boolean): SheetValues {
  return {
    title: text(form.get(name("title", id))),
    vendor: text(form.get(name("vendor", id))),
    productType: text(form.get(name("productType", id))),
    tags: text(form.get(name("tags", id))),
    // An unticked checkbox sends nothing; the loaded value travels as "true"/"false".
    published: origin ? form.get(name("published", id)) === "true" : form.get(name("published", id)) === "on",
  };
}

/** The posted rows (all of them without JavaScript; only changed ones with it). */
export function readSheet(form: FormData): SheetRow[] {
  const ids = [...new Set(form.getAll("row").map(text).filter(Boolean))].slice(0, 250);
  return ids.map((id) => ({
    id,
    version: Number(text(form.get(versionName(id)))) || 0,
    handle: text(form.get(`handle.${id}`)),
    values: readValues(form, id, cellName, false),
    orig: readValues(form, id, origName, true),
  }));
}

/** Only the cells that differ from what was loaded; rows with none are not sent, so they cannot conflict. */
function changedRows(rows: SheetRow[], cols: readonly BulkEditColumn[]): { row: SheetRow; body: BulkRow }[] {
  return rows.flatMap((row) => {
    const changed = cols.filter((c) => !sameCell(c, row.values, row.orig));
    if (!changed.length) return [];
    const body: BulkRow = { _id: row.id, version: row.version };
    for (const c of changed) {
      if (c === "published") body.published = row.values.published;
      else if (c === "tags") body.tags = row.values.tags.split(",").map((t) => t.trim()).filter(Boolean);
      else body[c] = row.values[c];
    }
    return [{ row, body }];
  });
}

const refused = (rows: SheetRow[], rest: Partial<SheetActionData>, status: number) =>
  data<SheetActionData>({ intent: "save", rows, errors: {}, formErrors: [], conflicts: {}, ...rest }, { status });

/**
 * Rows someone else changed: cells the user left alone take the saved value, cells the user changed keep the input
 * (ADR 007), and the row carries the new version, so saving again keeps the user's changes.
 */
function mergeConflicts(rows: SheetRow[], current: Record<string, { version: number } & Parameters<typeof valuesOf>[0]>, cols: readonly BulkEditColumn[]): SheetRow[] {
  return rows.map((row) => {
    const now = current[row.id];
    if (!now) return row;
    const saved = valuesOf(now);
    const values = { ...row.values };
    for (const c of cols) if (sameCell(c, row.values, row.orig)) (values as Record<string, unknown>)[c] = saved[c];
    return { ...row, version: now.version, values, orig: saved };
  });
}

export async function saveSheetIntent(api: Api, form: FormData, state: BulkEditState, returnTo: string) {
  const rows = readSheet(form);
  const changes = changedRows(rows, state.cols);
  if (!changes.length) return redirectWithToast(returnTo, { kind: "success", message: "Nothing to save: no cell was changed" });
  try {
    const result = await saveRows(api, changes.map((c) => c.body));
    return redirectWithToast(returnTo, { kind: "success", message: result.message });
  } catch (error) {
    const current = conflictingRows(error);
    if (current) {
      const byId = Object.fromEntries(current.map((p) => [p._id, p]));
      return refused(mergeConflicts(rows, byId, state.cols), { conflicts: byId }, 409);
    }
    if (!isApiError(error) || error.status !== 400) throw error;
    // `products.{i}.{field}` → the sent row's id and the cell.
    const errors: Record<string, Record<string, string[]>> = {};
    const formErrors: string[] = [];
    for (const [key, messages] of Object.entries(error.fieldErrors)) {
      const m = /^products\.(\d+)\.(\w+)/.exec(key);
      const id = m ? changes[Number(m[1])]?.row.id : undefined;
      if (id && m) ((errors[id] ??= {})[m[2] === "_id" ? "title" : m[2]] = messages);
      else formErrors.push(...messages);
    }
    if (!Object.keys(errors).length && !formErrors.length) formErrors.push(...error.messages);
    return refused(rows, { errors, formErrors }, 400);
  }
}

export interface ApplyActionData {
  intent: "apply-review" | "apply";
  values: Record<string, string>;
  errors: Record<string, string[]>;
  /** Set when the change is valid: the confirm step shows it. */
  patch?: BulkPatch;
}

const APPLY_FIELDS = ["vendor", "productType", "published", "addTags", "removeTags"] as const;

/** The apply form: an empty field means "leave as it is" (a vendor cannot be cleared for all at once here). */
function readApply(form: FormData) {
  const values = Object.fromEntries(APPLY_FIELDS.map((f) => [f, text(form.get(`apply.${f}`)).trim()]));
  const input = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ""));
  return { values, parsed: BulkPatchSchema.safeParse(input) };
}

/** Step 1 checks the change and asks to confirm; step 2 (`apply`) runs PATCH /products/?{filters}. */
export async function applyIntent(api: Api, form: FormData, state: BulkEditState, returnTo: string, confirmed: boolean) {
  const { values, parsed } = readApply(form);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? "product")] ??= []).push(issue.message);
    return data<ApplyActionData>({ intent: "apply-review", values, errors }, { status: 400 });
  }
  if (!confirmed) return data<ApplyActionData>({ intent: "apply-review", values, errors: {}, patch: parsed.data });
  try {
    const result = await patchSelection(api, toSelection(state), parsed.data);
    return redirectWithToast(returnTo, { kind: "success", message: result.message });
  } catch (error) {
    if (!isApiError(error) || error.status !== 400) throw error;
    return data<ApplyActionData>({ intent: "apply-review", values, errors: { product: error.messages } }, { status: 400 });
  }
}

