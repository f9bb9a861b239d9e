import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Badge } from "@mantine/core";
import { channelSpec, isSaleChannel } from "@domain/sale-channels";
import { getSaleChannel } from "~/api-client/sale-channels.server";
import { EditorScreen, useEditorForm } from "~/components/editor";
import { publicFeedUrl } from "~/features/feeds/feed-form";
import { saleChannelScreen, saleChannelValues, type SaleChannelValues } from "~/features/sale-channels/channel-form";
import { DisconnectSection } from "~/features/sale-channels/DisconnectSection";
import { saleChannelAction } from "~/features/sale-channels/sale-channel.server";
import { SaleChannelFields } from "~/features/sale-channels/SaleChannelFields";
import { notFound, requireStore } from "~/lib/guards.server";
import { useT } from "~/lib/i18n";
import { pageTitle, titleMeta } from "~/lib/meta";
// Stylesheets, in cascade order: the build bundles them with the Mantine components this page renders (ADR 027).
import "~/components/form/form.css";
import "~/components/dialogs/dialogs.css";
import "~/components/editor/editor.css";
// The editor kit's title and conflict table use .br-break, which lives there.
import "~/features/products/products.css";

export const meta = titleMeta;

/** SPEC §2 settings/sale-channels/{channel}: one page for the nine, configured from the catalogue (ADR 057). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "settings");
  if (!isSaleChannel(params.channel)) throw notFound();
  const { saleChannel, feeds } = await getSaleChannel(api, params.channel);
  const feedUrl = saleChannel.feed ? publicFeedUrl(context.config.apiBaseUrl, request.url, saleChannel.feed.xmlPath) : null;
  return { saleChannel, feeds, feedUrl, title: pageTitle(channelSpec(params.channel).label) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "settings");
  if (!isSaleChannel(params.channel)) throw notFound();
  return saleChannelAction(request, context, api, params.channel, await request.formData());
}

export default function SaleChannelPage() {
  const { saleChannel, feeds, feedUrl } = useLoaderData<typeof loader>();
  const t = useT("saleChannels");
  const channel = saleChannel.channel;
  const screen = saleChannelScreen(t, channel);
  const editor = useEditorForm<SaleChannelValues>(screen.formId, saleChannelValues(saleChannel), useActionData<typeof action>());
  const status = saleChannel.connected ? (
    <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
      {t("channel.connected")}
    </Badge>
  ) : (
    <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
      {t("channel.notConnected")}
    </Badge>
  );
  return (
    <EditorScreen
      screen={screen}
      record={saleChannel}
      editor={editor}
      badge={status}
      description={t(`channel.description.${channel}`)}
      submitLabel={saleChannel.connected ? undefined : t("channel.connect")}
      after={
        saleChannel.connected ? (
          <DisconnectSection channelLabel={channelSpec(channel).label} action={screen.url(saleChannel)} version={saleChannel.version} />
        ) : null
      }
    >
      <SaleChannelFields editor={editor} saleChannel={saleChannel} feeds={feeds} feedUrl={feedUrl} />
    </EditorScreen>
  );
}
