import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { NoAccessContent } from "~/components/shell/ErrorContent";
import { requireStore } from "~/lib/guards.server";
import { requestT } from "~/lib/locale.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "No access · Backroom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStore(request, context);
  const t = await requestT(request, context);
  return { title: t("errors.noAccessMeta") };
}

export default function NoAccess() {
  return <NoAccessContent />;
}
