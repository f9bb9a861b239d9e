// The variant editor's kit configuration (ADR 031), and the options and "Create all variants" forms' intents.
import { data } from "@remix-run/node";
import type { Locale, TFunction } from "@domain/i18n";
import { formatCount } from "@domain/i18n/count";
import type { CurrencyCode } from "@domain/money";
import { createCombinationsSchema, OPTION_TEMPLATES, VARIANT_CONFLICT_MESSAGE, variantFormSchema, variantUpdateSchema, type VariantDto } from "@domain/variant";
import { isApiError } from "~/api-client/errors";
import {
  conflictingVariant,
  createCombinations,
  createVariant,
  deleteVariant,
  orphanedVariantsOf,
  saveProductOptions,
  updateVariant,
} from "~/api-client/variants.server";
import { redraw, refused, replyWithApiError, type EditorApi, type EditorConfig } from "~/components/editor/actions.server";
import type { EditorActionData } from "~/components/editor";
import { parseForm } from "~/lib/forms";
import { redirectWithToast, type ToastContext } from "~/lib/toast.server";
import { applyTemplate, CREATE_VARIANTS_INTENT, OptionsFormSchema, VARIANT_FIELDS, type OptionRow } from "./variant-form";
import { productUrls } from "../products/urls";

/**
 * The variants of one product: its id is in every call and every URL; the toasts in the reader's language (`t`); the
 * prices and the cost per item as typed in the store's `currency` ("150.000" đ; ADR 044).
 */
export function variantEditor(productId: string, t: TFunction<"products">, currency: CurrencyCode): EditorConfig<VariantDto> {
  return {
    noun: "Variant",
    toasts: { created: t("variants.created"), updated: t("variants.updated"), deleted: t("variants.deleted") },
    schemas: { create: variantFormSchema(currency), update: variantUpdateSchema(currency) },
    fields: VARIANT_FIELDS,
    create: (api, value) => createVariant(api, productId, value),
    update: (api, variantId, value) => updateVariant(api, productId, variantId, value),
    remove: (api, variantId, version) => deleteVariant(api, productId, variantId, version),
    conflicting: conflictingVariant,
    conflictMessage: VARIANT_CONFLICT_MESSAGE,
    editorUrl: (variantId) => productUrls.variant(productId, variantId),
    listUrl: productUrls.update(productId),
    createdUrl: () => productUrls.update(productId),
  };
}

export const OPTIONS_INTENTS = ["options", "confirm-options", "use-template"] as const;

/** The options form's answer: conform's reply, and after a save refused for orphans the variants it would delete. */
export interface OptionsActionData extends EditorActionData {
  orphaned?: VariantDto[];
}

/** "Use template" re-renders the options form as typed, with the chosen template filled in (works without JavaScript). */
export function templateIntent(t: TFunction<"products">, formData: FormData) {
  const submission = parseForm(formData, OptionsFormSchema);
  const rows = (Array.isArray(submission.payload.options) ? submission.payload.options : []) as Partial<OptionRow>[];
  const typed = [0, 1, 2].map((i) => ({ name: String(rows[i]?.name ?? ""), values: String(rows[i]?.values ?? "") }));
  const template = OPTION_TEMPLATES.find((tpl) => tpl.name === formData.get("template"));
  const options = template ? applyTemplate(typed, template) : typed;
  return redraw("use-template", { ...submission.payload, options }, template ? undefined : t("options.chooseTemplate"));
}

export async function saveOptionsIntent(context: ToastContext, t: TFunction<"products">, api: EditorApi, id: string, formData: FormData, backTo: string) {
  const intent = formData.get("intent") === "confirm-options" ? "confirm-options" : "options";
  const submission = parseForm(formData, OptionsFormSchema);
  if (submission.status !== "success") return refused(intent, 400, { result: submission.reply() });
  try {
    const { deletedVariants } = await saveProductOptions(api, id, submission.value);
    const message = deletedVariants > 0 ? t("options.savedAndDeleted", { count: deletedVariants }) : t("options.saved");
    return redirectWithToast(context, backTo, { kind: "success", message });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const orphaned = orphanedVariantsOf(error);
    if (orphaned) return data<OptionsActionData>({ intent, result: submission.reply({ formErrors: error.messages }), orphaned }, { status: 400 });
    return refused(intent, error.status === 409 ? 409 : 400, { result: replyWithApiError(submission, error, ["options"]) });
  }
}

/**
 * The add-variant page's other forms (options, "Create all variants"): their answer, or null for the variant editor's
 * intents. `t` and `locale`: the reader's words and the way counts are grouped for them.
 */
export function optionsIntent(
  context: ToastContext,
  t: TFunction<"products">,
  locale: Locale,
  api: EditorApi,
  id: string,
  formData: FormData,
  backTo: string,
  currency: CurrencyCode,
) {
  switch (formData.get("intent")) {
    case "options":
    case "confirm-options":
      return saveOptionsIntent(context, t, api, id, formData, backTo);
    case "use-template":
      return templateIntent(t, formData);
    case CREATE_VARIANTS_INTENT:
      return createCombinationsIntent(context, t, locale, api, id, formData, productUrls.update(id), currency);
    default:
      return null;
  }
}

/**
 * The "Create all variants" form after a refusal: conform's reply; `optionsChanged` when the options changed
 * meanwhile (409). Not under `intent`: the product editor hands action data with an intent to its own form.
 */
export interface CombinationsActionData {
  combinations: Pick<EditorActionData, "result"> & { optionsChanged?: boolean };
}

const combinationsRefused = (status: number, combinations: CombinationsActionData["combinations"]) =>
  data<CombinationsActionData>({ combinations }, { status });

/**
 * "Create all variants" (product editor and add-variant page): one API call that creates the missing combinations of
 * the options the page showed (`optionsVersion`). A 409 means the options changed meanwhile; the page reloads with
 * them and their new count, and says so. Its price is typed in the store's `currency`.
 */
export async function createCombinationsIntent(
  context: ToastContext,
  t: TFunction<"products">,
  locale: Locale,
  api: EditorApi,
  id: string,
  formData: FormData,
  backTo: string,
  currency: CurrencyCode,
) {
  const submission = parseForm(formData, createCombinationsSchema(currency));
  if (submission.status !== "success") return combinationsRefused(400, { result: submission.reply() });
  try {
    // The API's answer says the same in English (combinationsMessage); the toast says it in the reader's language.
    const { created } = await createCombinations(api, id, submission.value);
    return redirectWithToast(context, backTo, {
      kind: "success",
      message: created === 0 ? t("combinations.noneMissing") : t("combinations.created", { count: created, n: formatCount(created, locale) }),
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const optionsChanged = error.status === 409;
    return combinationsRefused(optionsChanged ? 409 : 400, { result: replyWithApiError(submission, error, ["price"]), optionsChanged });
  }
}
