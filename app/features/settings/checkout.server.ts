// The checkout settings page's server half (ADR 060): the editor kit's config for the store's checkout options, and the
// action after its guard: save (or, after a conflict, overwrite) → PUT, reset → POST /stores/settings/checkout.
import type { AppLoadContext } from "@remix-run/node";
import { CheckoutSettingsFormSchema, CHECKOUT_SETTINGS_FIELDS, CHECKOUT_SETTINGS_MESSAGES, type CheckoutSettingsDto } from "@domain/checkout-settings";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { conflictingCheckoutSettings, resetCheckoutSettings, saveCheckoutSettings } from "~/api-client/store-settings.server";
import { intentOf, postedVersion, refused, unknownIntent, updateRecord, type EditorConfig } from "~/components/editor/actions.server";
import { requestT } from "~/lib/locale.server";
import { redirectWithToast } from "~/lib/toast.server";
import { checkoutSettingsMerge } from "./checkout-form";
import { settingsUrls } from "./urls";

type Api = Pick<ApiClients, "store">;
/** A conflict's record has always been saved, so it has a date. */
type SavedSettings = CheckoutSettingsDto & { updatedAt: string };

export async function checkoutSettingsAction(request: Request, context: AppLoadContext, api: Api, formData: FormData) {
  const t = await requestT(request, context, "settings");
  const intent = intentOf(formData, ["save", "overwrite", "reset"], "save");
  if (!intent) throw unknownIntent();
  if (intent === "reset") return resetToDefaults(context, api, formData, t("checkout.resetDone"));
  const saved = t("checkout.saved");
  const editor: EditorConfig<SavedSettings> = {
    noun: "checkout settings",
    toasts: { created: saved, updated: saved, deleted: saved },
    schemas: { create: CheckoutSettingsFormSchema, update: CheckoutSettingsFormSchema },
    fields: CHECKOUT_SETTINGS_FIELDS,
    update: (client, _id, value) => saveCheckoutSettings(client, value),
    conflicting: (error) => conflictingCheckoutSettings(error) as SavedSettings | null,
    conflictMessage: CHECKOUT_SETTINGS_MESSAGES.conflict,
    editorUrl: () => settingsUrls.checkout,
    listUrl: settingsUrls.checkout,
    merge: checkoutSettingsMerge(t) as EditorConfig<SavedSettings>["merge"],
  };
  return updateRecord(editor, context, api, "", formData, intent);
}

/** Back to the defaults, against the version the page showed: a colleague's newer save is not thrown away unseen. */
async function resetToDefaults(context: AppLoadContext, api: Api, formData: FormData, done: string) {
  const version = postedVersion(formData);
  if (version === undefined) throw unknownIntent();
  try {
    await resetCheckoutSettings(api, version);
    return redirectWithToast(context, settingsUrls.checkout, { kind: "success", message: done });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return refused("reset", error.status === 409 ? 409 : 400, { pageError: error.messages.join(" ") });
  }
}
