// The profit settings card's server half (ADR 044): what its page loads, and its form's intent → PUT
// /stores/settings/profit against the version the card showed. The estimated-profit page embeds both.
import { data, type AppLoadContext } from "@remix-run/node";
import type { CurrencyCode } from "@domain/money";
import { profitSettingsFormSchema } from "@domain/profit-settings";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { getProfitSettings, saveProfitSettings, type ProfitSettings } from "~/api-client/profit-settings.server";
import { parseForm } from "~/lib/forms";
import { requestT } from "~/lib/locale.server";
import { redirectWithToast } from "~/lib/toast.server";
import { PROFIT_SETTINGS_INTENT, type ProfitSettingsActionData } from "./profit-settings-form";

type Api = Pick<ApiClients, "store">;

/** The card's data: the settings as saved (version 1 and zeros until first saved). */
export async function loadProfitSettingsCard(api: Api): Promise<{ profitSettings: ProfitSettings }> {
  return { profitSettings: await getProfitSettings(api) };
}

const refused = (status: number, profitSettings: ProfitSettingsActionData) => data({ profitSettings }, { status });

/**
 * The card's form (intent "profit-settings"), amounts typed in the store's `currency`: refused input comes back as
 * typed with each field's reason (400); a stale version (409) keeps the input with the newest version, so saving again
 * keeps these changes; a save redirects back with a toast (Post/Redirect/Get).
 */
export async function profitSettingsIntent(args: { context: AppLoadContext; api: Api; request: Request; formData: FormData; currency: CurrencyCode }) {
  const { context, api, request, formData, currency } = args;
  const submission = parseForm(formData, profitSettingsFormSchema(currency));
  if (submission.status !== "success") return refused(400, { intent: PROFIT_SETTINGS_INTENT, result: submission.reply(), conflictVersion: null });
  try {
    await saveProfitSettings(api, submission.value);
  } catch (error) {
    if (!isApiError(error) || (error.status !== 400 && error.status !== 409)) throw error;
    const current = (error.body as { current?: { version?: number } } | undefined)?.current?.version ?? null;
    return refused(error.status, {
      intent: PROFIT_SETTINGS_INTENT,
      result: submission.reply({ formErrors: error.status === 409 ? error.messages : [], fieldErrors: error.fieldErrors }),
      conflictVersion: current,
    });
  }
  const t = await requestT(request, context, "profit");
  const back = new URL(request.url);
  back.searchParams.delete("index");
  return redirectWithToast(context, back.pathname + back.search, { kind: "success", message: t("settings.saved") });
}
