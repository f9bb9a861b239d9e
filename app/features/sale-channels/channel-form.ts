// Pure helpers of a sale channel's page (ADR 057), shared by its server and page halves: the form's values from the
// channel's catalogue entry, and the editor screen's config. Relative imports only: tests import this file too.
import type { TFunction } from "../../../domain/i18n/core";
import { channelSpec, type SaleChannel, type SaleChannelDto } from "../../../domain/sale-channels";
import type { EditorScreenConfig } from "../../components/editor/EditorScreen";
import { settingsUrls } from "../settings/urls";

export const SALE_CHANNEL_FORM_ID = "sale-channel-form";

/** The form as strings: the channel's fields by name (secrets always blank), the feed and the version. */
export type SaleChannelValues = Record<string, string>;

/** The saved channel as the form shows it: a secret's input starts blank (a blank save keeps it). */
export function saleChannelValues(dto: SaleChannelDto): SaleChannelValues {
  const values: SaleChannelValues = {};
  for (const field of channelSpec(dto.channel).fields) values[field.name] = field.secret ? "" : (dto.values[field.name] ?? "");
  if (channelSpec(dto.channel).takesFeed) values.feedId = dto.feed?._id ?? "";
  values.version = String(dto.version);
  return values;
}

/** The editor screen (ADR 031) of one channel: back to the channels, no create, the disconnect is the page's own. */
export function saleChannelScreen(t: TFunction<"saleChannels">, channel: SaleChannel): EditorScreenConfig<SaleChannelDto> {
  const url = settingsUrls.saleChannel(channel);
  const label = channelSpec(channel).label;
  return {
    noun: "sale channel",
    formId: SALE_CHANNEL_FORM_ID,
    back: { to: settingsUrls.saleChannels, label: t("channel.back") },
    create: { title: label, url },
    title: () => label,
    url: () => url,
    texts: { notSaved: t("channel.notSaved"), conflictTitle: t("channel.conflictTitle") },
  };
}
