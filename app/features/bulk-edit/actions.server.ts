// The bulk editor's actions: save the spreadsheet's changed rows, or review and apply one change to the whole selection.
import { data, type AppLoadContext } from "@remix-run/node";
import {
  BULK_EDIT_MAX_ROWS,
  BULK_EDIT_MAX_VARIANT_ROWS,
  BULK_EDIT_PRODUCT_COLUMNS,
  BULK_EDIT_VARIANT_COLUMNS,
  BulkPatchSchema,
  type BulkEditColumn,
  type BulkPatch,
  type BulkRow,
  type BulkVariantRow,
} from "@domain/bulk-edit";
import type { CurrencyCode } from "@domain/money";
import type { VariantDto } from "@domain/variant";
import { conflictingRows, patchSelection, saveRows } from "~/api-client/bulk-edit.server";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { formatCount } from "~/lib/i18n";
import { requestLocale, requestT } from "~/lib/locale.server";
import { redirectWithToast } from "~/lib/toast.server";
import { toSelection, type BulkEditState } from "./selection";
import {
  cellName,
  origName,
  readVariantCells,
  sameCell,
  sameVariantCell,
  valuesOf,
  variantValuesOf,
  variantVersionName,
  versionName,
  type ProductSheetRow,
  type SheetActionData,
  type SheetValues,
  type SheetVariant,
  type VariantValues,
} from "./sheet";

type Api = Pick<ApiClients, "store">;
const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : "");
const idsOf = (form: FormData, name: string, max: number) => [...new Set(form.getAll(name).map(text).filter(Boolean))].slice(0, max);

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

const readVariantValues = (form: FormData, id: string, name: (col: BulkEditColumn, id: string) => string): VariantValues =>
  Object.fromEntries(BULK_EDIT_VARIANT_COLUMNS.map((c) => [c, text(form.get(name(c, id)))])) as VariantValues;

/** The posted rows (all of them without JavaScript; only changed ones with it). */
export function readSheet(form: FormData): { rows: ProductSheetRow[]; variants: SheetVariant[] } {
  const rows = idsOf(form, "row", BULK_EDIT_MAX_ROWS).map((id) => ({
    id,
    version: Number(text(form.get(versionName(id)))) || 0,
    handle: text(form.get(`handle.${id}`)),
    values: readValues(form, id, cellName, false),
    orig: readValues(form, id, origName, true),
  }));
  const variants = idsOf(form, "vrow", BULK_EDIT_MAX_VARIANT_ROWS).map((id) => ({
    id,
    version: Number(text(form.get(variantVersionName(id)))) || 0,
    title: "",
    values: readVariantValues(form, id, cellName),
    orig: readVariantValues(form, id, origName),
  }));
  return { rows, variants };
}

const productCols = (cols: readonly BulkEditColumn[]) => BULK_EDIT_PRODUCT_COLUMNS.filter((c) => cols.includes(c));
const variantCols = (cols: readonly BulkEditColumn[]) => BULK_EDIT_VARIANT_COLUMNS.filter((c) => cols.includes(c));

/** Only the cells that differ from what was loaded; rows with none are not sent, so they cannot conflict. */
function changedRows(rows: ProductSheetRow[], cols: readonly BulkEditColumn[]): { row: ProductSheetRow; body: BulkRow }[] {
  return rows.flatMap((row) => {
    const changed = productCols(cols).filter((c) => !sameCell(c, row.values, row.orig));
    if (!changed.length) return [];
    const body: BulkRow = { _id: row.id, version: row.version };
    for (const c of changed) {
      if (c === "published") body.published = row.values.published;
      else if (c === "tags")
        body.tags = row.values.tags
          .split(",")
          .map((t) => t.trim())
          .filter(Boolean);
      else body[c] = row.values[c];
    }
    return [{ row, body }];
  });
}

/**
 * The variant rows' changed cells. Money is read here in the store's currency (readVariantCells), a cell that cannot be
 * read refused by id and column; stock and SKU go as typed, the API parsing them with the variant editor's rules.
 */
function changedVariants(
  variants: SheetVariant[],
  cols: readonly BulkEditColumn[],
  currency: CurrencyCode,
): { changes: { variant: SheetVariant; body: BulkVariantRow }[]; errors: Record<string, Record<string, string[]>> } {
  const errors: Record<string, Record<string, string[]>> = {};
  const changes = variants.flatMap((variant) => {
    const changed = variantCols(cols).filter((c) => !sameVariantCell(c, variant.values, variant.orig));
    if (!changed.length) return [];
    const read = readVariantCells(Object.fromEntries(changed.map((c) => [c, variant.values[c].trim()])), currency);
    if (!read.ok) {
      errors[variant.id] = read.errors;
      return [];
    }
    return [{ variant, body: { _id: variant.id, version: variant.version, ...read.cells } as BulkVariantRow }];
  });
  return { changes, errors };
}

const refused = (sheet: { rows: ProductSheetRow[]; variants: SheetVariant[] }, rest: Partial<SheetActionData>, status: number) =>
  data<SheetActionData>({ intent: "save", ...sheet, errors: {}, formErrors: [], conflicts: {}, variantConflicts: {}, ...rest }, { status });

/**
 * Rows someone else changed: cells the user left alone take the saved value, cells the user changed keep the input
 * (ADR 007), and the row carries the new version, so saving again keeps the user's changes.
 */
function mergeConflicts(
  rows: ProductSheetRow[],
  current: Record<string, { version: number } & Parameters<typeof valuesOf>[0]>,
  cols: readonly BulkEditColumn[],
): ProductSheetRow[] {
  return rows.map((row) => {
    const now = current[row.id];
    if (!now) return row;
    const saved = valuesOf(now);
    const values = { ...row.values };
    for (const c of productCols(cols)) if (sameCell(c, row.values, row.orig)) (values as Record<string, unknown>)[c] = saved[c];
    return { ...row, version: now.version, values, orig: saved };
  });
}

function mergeVariantConflicts(variants: SheetVariant[], current: Record<string, VariantDto>, cols: readonly BulkEditColumn[]): SheetVariant[] {
  return variants.map((variant) => {
    const now = current[variant.id];
    if (!now) return variant;
    const saved = variantValuesOf(now);
    const values = { ...variant.values };
    for (const c of variantCols(cols)) if (sameVariantCell(c, variant.values, variant.orig)) values[c] = saved[c];
    return { ...variant, version: now.version, values, orig: saved };
  });
}

/**
 * `products.{i}.{field}` and `variants.{i}.{field}` → the sent row's id and the cell. A field whose column is not
 * shown (a compare-at price below a new price) goes on the row's first shown cell of its kind.
 */
function errorsByCell(fieldErrors: Record<string, string[]>, ids: { products: string[]; variants: string[] }, cols: readonly BulkEditColumn[]) {
  const errors: Record<string, Record<string, string[]>> = {};
  const formErrors: string[] = [];
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const m = /^(products|variants)\.(\d+)\.(\w+)/.exec(key);
    const id = m ? ids[m[1] as "products" | "variants"][Number(m[2])] : undefined;
    if (!m || !id) {
      formErrors.push(...messages);
      continue;
    }
    const shown = m[1] === "products" ? productCols(cols) : variantCols(cols);
    const field = m[3] === "_id" ? null : (shown as readonly string[]).includes(m[3]) ? m[3] : shown[0];
    if (!field) {
      formErrors.push(...messages);
      continue;
    }
    const cell = (errors[id] ??= {});
    cell[field] = [...(cell[field] ?? []), ...messages];
  }
  return { errors, formErrors };
}

/**
 * "2 products and 1 variant updated" in the request's language, from the API's counts (its `message` says the same in
 * English, domain/bulk-edit.ts bulkSavedMessage).
 */
async function savedMessage(request: Request, context: AppLoadContext, products: number, variants: number): Promise<string> {
  const [t, locale] = await Promise.all([requestT(request, context, "bulk"), requestLocale(request, context)]);
  const productsText = t("edit.products", { count: products, n: formatCount(locale, products) });
  const variantsText = t("edit.variants", { count: variants, n: formatCount(locale, variants) });
  if (variants === 0) return t("edit.updated", { what: productsText });
  return products === 0 ? t("edit.updated", { what: variantsText }) : t("edit.updatedBoth", { products: productsText, variants: variantsText });
}

/** `currency`: the store's, which the price cells are typed in. */
export async function saveSheetIntent(
  request: Request,
  context: AppLoadContext,
  api: Api,
  form: FormData,
  state: BulkEditState,
  returnTo: string,
  currency: CurrencyCode,
) {
  const sheet = readSheet(form);
  const changes = changedRows(sheet.rows, state.cols);
  const { changes: variantChanges, errors: moneyErrors } = changedVariants(sheet.variants, state.cols, currency);
  // A price that cannot be read is refused before anything is saved, with every row kept as typed.
  if (Object.keys(moneyErrors).length) return refused(sheet, { errors: moneyErrors }, 400);
  if (!changes.length && !variantChanges.length) {
    const t = await requestT(request, context, "bulk");
    return redirectWithToast(context, returnTo, { kind: "success", message: t("edit.nothingToSave") });
  }
  try {
    const result = await saveRows(api, { products: changes.map((c) => c.body), variants: variantChanges.map((c) => c.body) });
    return redirectWithToast(context, returnTo, { kind: "success", message: await savedMessage(request, context, result.updated, result.updatedVariants) });
  } catch (error) {
    const current = conflictingRows(error);
    if (current) {
      const conflicts = Object.fromEntries(current.products.map((p) => [p._id, p]));
      const variantConflicts = Object.fromEntries(current.variants.map((v) => [v._id, v]));
      const merged = { rows: mergeConflicts(sheet.rows, conflicts, state.cols), variants: mergeVariantConflicts(sheet.variants, variantConflicts, state.cols) };
      return refused(merged, { conflicts, variantConflicts }, 409);
    }
    if (!isApiError(error) || error.status !== 400) throw error;
    const ids = { products: changes.map((c) => c.row.id), variants: variantChanges.map((c) => c.variant.id) };
    const { errors, formErrors } = errorsByCell(error.fieldErrors, ids, state.cols);
    if (!Object.keys(errors).length && !formErrors.length) formErrors.push(...error.messages);
    return refused(sheet, { errors, formErrors }, 400);
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
export async function applyIntent(
  request: Request,
  context: AppLoadContext,
  api: Api,
  form: FormData,
  state: BulkEditState,
  returnTo: string,
  confirmed: boolean,
) {
  const { values, parsed } = readApply(form);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? "product")] ??= []).push(issue.message);
    return data<ApplyActionData>({ intent: "apply-review", values, errors }, { status: 400 });
  }
  if (!confirmed) return data<ApplyActionData>({ intent: "apply-review", values, errors: {}, patch: parsed.data });
  try {
    const result = await patchSelection(api, toSelection(state), parsed.data);
    return redirectWithToast(context, returnTo, { kind: "success", message: await savedMessage(request, context, result.updated, 0) });
  } catch (error) {
    if (!isApiError(error) || error.status !== 400) throw error;
    return data<ApplyActionData>({ intent: "apply-review", values, errors: { product: error.messages } }, { status: 400 });
  }
}
