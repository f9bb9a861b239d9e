// The zone editor pages' loader half, shared by create and update (ADR 059): the unsaved zone a URL carries, the
// country dialog's step (a redirect) or its state when open.
import type { AppLoadContext } from "@remix-run/node";
import type { ApiClients } from "~/api-client/client.server";
import { requestLocale, requestT } from "~/lib/locale.server";
import { countryDialogState, countryDialogStep, draftOf, type CountryDialogState } from "./shipping.server";
import { COUNTRY_DIALOG, isBlankRate, type ShippingZoneValues } from "./shipping-form";

export interface ZonePageState {
  draft: ShippingZoneValues | null;
  dialog: CountryDialogState | null;
}

/** Throws the dialog step's redirect when the URL is one; otherwise what the page shows. */
export async function zonePageState(request: Request, context: AppLoadContext, api: Pick<ApiClients, "store">): Promise<ZonePageState> {
  const url = new URL(request.url);
  const posted = draftOf(url);
  // The spare rate row travels with the form; it is blank, and the page adds its own.
  const draft = posted && { ...posted, rates: posted.rates.filter((r) => !isBlankRate(r)) };
  if (draft) {
    const step = await countryDialogStep(api, url, draft);
    if (step) throw step;
  }
  const open = url.searchParams.get("dialog") === COUNTRY_DIALOG;
  const dialog = open ? await countryDialogState(api, url, draft ?? { name: "", countries: [], rates: [] }, await requestLocale(request, context)) : null;
  return { draft, dialog };
}

export const settingsT = (request: Request, context: AppLoadContext) => requestT(request, context, "settings");
