import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { listSaleChannels } from "~/api-client/sale-channels.server";
import { ChannelIndex } from "~/features/sale-channels/ChannelIndex";
import { requireStore } from "~/lib/guards.server";
import { requestT } from "~/lib/locale.server";
import { pageTitle, titleMeta } from "~/lib/meta";
import "~/features/sale-channels/sale-channels.css";

export const meta = titleMeta;

/** SPEC §2 settings/sale-channels: the nine channels, connected or not, each a link to its page (ADR 057). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "settings");
  const [channels, t] = await Promise.all([listSaleChannels(api), requestT(request, context, "saleChannels")]);
  return { channels, title: pageTitle(t("index.title")) };
}

export default function SaleChannelsPage() {
  const { channels } = useLoaderData<typeof loader>();
  return <ChannelIndex channels={channels} />;
}
