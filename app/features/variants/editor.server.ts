// The variant and options editors' server side: what the add and edit actions do per intent (ARCHITECTURE rules 4, 5, 9).
import { data } from "@remix-run/node";
import {
  CreateCombinationsSchema,
  OPTION_TEMPLATES,
  ProductOptionsFormSchema,
  VARIANT_CONFLICT_MESSAGE,
  VariantFormSchema,
  VariantUpdateSchema,
  type VariantDto,
} from "@domain/variant";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { conflictingVariant, createCombinations, createVariant, deleteVariant, orphanedVariantsOf, saveProductOptions, updateVariant } from "~/api-client/variants.server";
import { parseForm, splitErrors } from "~/lib/forms";
import { redirectWithToast, type ToastContext } from "~/lib/toast.server";
import { applyTemplate, optionRowsFromForm, optionsFromRows, VARIANT_FIELDS, variantValuesFromForm, type OptionRow, type VariantValues } from "./variant-form";
import { productUrls } from "../products/urls";

type Api = Pick<ApiClients, "store">;
export type VariantIntent = "create" | "save" | "delete" | "options" | "confirm-options" | "use-template";
const INTENTS: readonly VariantIntent[] = ["create", "save", "delete", "options", "confirm-options", "use-template"];

export interface VariantActionData {
  intent: VariantIntent;
  values?: VariantValues;
  optionRows?: OptionRow[];
  errors?: Record<string, string[]>;
  formErrors?: string[];
  /** After an options save refused for orphans: the variants that would be deleted on confirmation. */
  orphaned?: VariantDto[];
  conflict?: boolean;
}

export function variantIntent(formData: FormData, fallback: VariantIntent): VariantIntent | null {
  const intent = formData.get("intent") ?? fallback;
  return INTENTS.find((i) => i === intent) ?? null;
}

const refused = (intent: VariantIntent, status: number, rest: Omit<VariantActionData, "intent">) => data<VariantActionData>({ intent, ...rest }, { status });

/** Variant and option errors are keyed by the field (`options.0.values`), deeper keys by their first three segments. */
const fieldsOf = (fields: readonly string[]) => (key: string) => fields.includes(key) || fields.includes(key.split(".").slice(0, 3).join("."));
const isVariantField = fieldsOf(VARIANT_FIELDS);

export async function createVariantIntent(context: ToastContext, api: Api, id: string, formData: FormData) {
  const submission = parseForm(formData, VariantFormSchema);
  const values = variantValuesFromForm(formData);
  if (submission.status !== "success") return refused("create", 400, { values, ...splitErrors(submission.error ?? {}, isVariantField) });
  try {
    await createVariant(api, id, submission.value);
    return redirectWithToast(context, productUrls.update(id), { kind: "success", message: "Variant created" });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return refused("create", 400, { values, ...splitErrors(error.fieldErrors, isVariantField, error.messages) });
  }
}

export async function saveVariantIntent(context: ToastContext, api: Api, id: string, variantId: string, formData: FormData) {
  const submission = parseForm(formData, VariantUpdateSchema);
  const values = variantValuesFromForm(formData);
  if (submission.status !== "success") return refused("save", 400, { values, ...splitErrors(submission.error ?? {}, isVariantField) });
  try {
    await updateVariant(api, id, variantId, submission.value);
    return redirectWithToast(context, productUrls.variant(id, variantId), { kind: "success", message: "Variant updated" });
  } catch (error) {
    const current = conflictingVariant(error);
    // 409: the input was fine, the variant moved on. The form keeps the user's input; saving again uses the version now.
    if (current) return refused("save", 409, { values: { ...values, version: String(current.version) }, formErrors: [VARIANT_CONFLICT_MESSAGE], conflict: true });
    if (!isApiError(error)) throw error;
    return refused("save", 400, { values, ...splitErrors(error.fieldErrors, isVariantField, error.messages) });
  }
}

export async function deleteVariantIntent(context: ToastContext, api: Api, id: string, variantId: string, formData: FormData) {
  const version = Number(formData.get("version"));
  try {
    await deleteVariant(api, id, variantId, Number.isInteger(version) && version > 0 ? version : undefined);
    return redirectWithToast(context, productUrls.update(id), { kind: "success", message: "Variant deleted" });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const message = conflictingVariant(error) ? `${VARIANT_CONFLICT_MESSAGE} Nothing was deleted.` : error.messages.join(" ");
    return refused("delete", error.status === 409 ? 409 : 400, { formErrors: [message] });
  }
}

const OPTION_FIELDS = ["options.0.name", "options.0.values", "options.1.name", "options.1.values", "options.2.name", "options.2.values"];
const isOptionField = fieldsOf(OPTION_FIELDS);

/** "Use template" re-renders the options form as typed, with the chosen template filled in (works without JavaScript). */
export function useTemplateIntent(formData: FormData) {
  const rows = optionRowsFromForm(formData);
  const template = OPTION_TEMPLATES.find((t) => t.name === formData.get("template"));
  if (!template) return refused("use-template", 400, { optionRows: rows, formErrors: ["Choose a template."] });
  return data<VariantActionData>({ intent: "use-template", optionRows: applyTemplate(rows, template) });
}

export async function saveOptionsIntent(context: ToastContext, api: Api, id: string, formData: FormData, backTo: string) {
  const rows = optionRowsFromForm(formData);
  const version = Number(formData.get("optionsVersion"));
  const parsed = ProductOptionsFormSchema.safeParse({
    options: optionsFromRows(rows),
    version: version > 0 ? version : undefined,
    // The second submit, after the orphaned variants were shown, confirms deleting them.
    deleteOrphanedVariants: formData.get("intent") === "confirm-options",
  });
  if (!parsed.success) {
    const issues = Object.fromEntries(parsed.error.issues.map((i) => [i.path.slice(0, 3).join("."), [i.message]]));
    return refused("options", 400, { optionRows: rows, ...splitErrors(issues, isOptionField) });
  }
  try {
    const { deletedVariants } = await saveProductOptions(api, id, parsed.data);
    const deleted = deletedVariants > 0 ? ` and ${deletedVariants} variant${deletedVariants === 1 ? "" : "s"} deleted` : "";
    return redirectWithToast(context, backTo, { kind: "success", message: `Options saved${deleted}` });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const orphaned = orphanedVariantsOf(error);
    if (orphaned) return refused("options", 400, { optionRows: rows, orphaned, formErrors: error.messages });
    return refused("options", error.status === 409 ? 409 : 400, { optionRows: rows, ...splitErrors(error.fieldErrors, isOptionField, error.messages) });
  }
}

/** The "Create all variants" form after a refusal: what was typed, and why. */
export interface CombinationsActionData {
  combinations: { price: string; errors: Record<string, string[]>; formErrors: string[]; conflict?: boolean };
}

const combinationsRefused = (status: number, combinations: CombinationsActionData["combinations"]) => data<CombinationsActionData>({ combinations }, { status });

/**
 * "Create all variants" (product editor and add-variant page): one API call that creates the missing combinations of
 * the options the page showed (`optionsVersion`). A 409 means the options changed meanwhile; the page reloads with
 * them and their new count, and says so.
 */
export async function createCombinationsIntent(context: ToastContext, api: Api, id: string, formData: FormData, backTo: string) {
  const price = typeof formData.get("price") === "string" ? String(formData.get("price")) : "";
  const parsed = CreateCombinationsSchema.safeParse({ optionsVersion: formData.get("optionsVersion"), price });
  if (!parsed.success) {
    const issues = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? ""), [i.message]]));
    return combinationsRefused(400, { price, ...splitErrors(issues, (k) => k === "price") });
  }
  try {
    const { message } = await createCombinations(api, id, parsed.data);
    return redirectWithToast(context, backTo, { kind: "success", message });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const conflict = error.status === 409;
    return combinationsRefused(conflict ? 409 : 400, { price, conflict, ...splitErrors(error.fieldErrors, (k) => k === "price", error.messages) });
  }
}
