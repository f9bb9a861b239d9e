import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { NoAccessContent } from "~/components/shell/ErrorContent";
import { requireStore } from "~/lib/guards.server";

export const meta: MetaFunction = () => [{ title: "No access · Backroom" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStore(request, context);
  return null;
}

export default function NoAccess() {
  return <NoAccessContent />;
}
