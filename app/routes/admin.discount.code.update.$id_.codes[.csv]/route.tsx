// A code discount's codes as CSV, streamed from the API's export (up to a million rows; nothing is held in memory).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadCodes } from "~/api-client/discounts.server";
import { requireStore, throwRouteError } from "~/lib/guards.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "discounts");
  const file = await downloadCodes(api, params.id ?? "").catch(throwRouteError);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const name of ["content-type", "content-disposition"]) {
    const value = file.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(file.body, { status: 200, headers });
}
