// A sale channel page's server half (ADR 057): the editor kit's config for the channel's one record, and the action
// after its guard: save / overwrite → PUT, disconnect → DELETE. Secrets never come back in a reply (hideFields).
import { data, type AppLoadContext } from "@remix-run/node";
import { channelSpec, SALE_CHANNEL_MESSAGES, saleChannelSchema, secretFieldsOf, type SaleChannel, type SaleChannelDto } from "@domain/sale-channels";
import type { ApiClients } from "~/api-client/client.server";
import { isApiError } from "~/api-client/errors";
import { conflictingSaleChannel, connectSaleChannel, disconnectSaleChannel } from "~/api-client/sale-channels.server";
import { intentOf, postedVersion, unknownIntent, updateRecord, type EditorConfig } from "~/components/editor/actions.server";
import type { EditorActionData } from "~/components/editor/types";
import { requestT } from "~/lib/locale.server";
import { redirectWithToast } from "~/lib/toast.server";
import { settingsUrls } from "../settings/urls";

type Api = Pick<ApiClients, "store">;

/** The posted form's `connected` says which toast fits: the first save connects, a later one updates. */
/** The kit's record: a 409 always finds a saved row, so its `updatedAt` is set. */
type SavedChannel = SaleChannelDto & { updatedAt: string };
function conflictingChannel(error: unknown): SavedChannel | null {
  const current = conflictingSaleChannel(error);
  return current && { ...current, updatedAt: current.updatedAt ?? "" };
}

function saleChannelEditor(channel: SaleChannel, toast: string): EditorConfig<SavedChannel> {
  const spec = channelSpec(channel);
  const schema = saleChannelSchema(channel);
  return {
    noun: "sale channel",
    toasts: { created: toast, updated: toast, deleted: toast },
    schemas: { create: schema, update: schema },
    fields: [...spec.fields.map((f) => f.name), ...(spec.takesFeed ? ["feedId"] : []), "version"],
    // The channel is the record: the kit's id is not used.
    update: (api, _id, value) => connectSaleChannel(api, channel, value),
    conflicting: conflictingChannel,
    conflictMessage: SALE_CHANNEL_MESSAGES.conflict,
    editorUrl: () => settingsUrls.saleChannel(channel),
    listUrl: settingsUrls.saleChannels,
    hideFields: secretFieldsOf(channel).map((f) => f.name),
  };
}

export async function saleChannelAction(request: Request, context: AppLoadContext, api: Api, channel: SaleChannel, formData: FormData) {
  const intent = intentOf(formData, ["save", "overwrite", "disconnect"], "save");
  if (!intent) throw unknownIntent();
  const t = await requestT(request, context, "saleChannels");
  const name = channelSpec(channel).label;
  if (intent === "disconnect") return disconnect(context, api, channel, formData, t("channel.disconnectedToast", { channel: name }));
  const toast = formData.get("connected") === "true" ? t("channel.savedToast", { channel: name }) : t("channel.connectedToast", { channel: name });
  return updateRecord(saleChannelEditor(channel, toast), context, api, channel, formData, intent);
}

/** Disconnect against the version the page showed; a stale one is refused above the form, which stays as it was. */
async function disconnect(context: AppLoadContext, api: Api, channel: SaleChannel, formData: FormData, toast: string) {
  try {
    await disconnectSaleChannel(api, channel, postedVersion(formData));
    return redirectWithToast(context, settingsUrls.saleChannel(channel), { kind: "success", message: toast });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const conflict = conflictingSaleChannel(error) !== null;
    return data<EditorActionData>(
      { intent: "disconnect", pageError: conflict ? SALE_CHANNEL_MESSAGES.conflict : error.messages.join(" ") },
      { status: conflict ? 409 : 400 },
    );
  }
}
