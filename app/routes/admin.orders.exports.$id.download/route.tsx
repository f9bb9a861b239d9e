// An orders export's file, streamed from the API (scope orders). GET only reads: nothing changes on download.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadOrderExport } from "~/api-client/orders.server";
import { requireStore, throwRouteError } from "~/lib/guards.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "orders");
  const file = await downloadOrderExport(api, params.id ?? "").catch(throwRouteError);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const name of ["content-type", "content-length", "content-disposition"]) {
    const value = file.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(file.body, { status: 200, headers });
}
