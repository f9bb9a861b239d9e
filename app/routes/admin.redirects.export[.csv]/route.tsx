// Every redirect of the store as Shopify's CSV, streamed from the API as it comes: nothing is held in memory.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportRedirects } from "~/api-client/redirects.server";
import { requireStore, throwRouteError } from "~/lib/guards.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "navigations");
  const file = await exportRedirects(api).catch(throwRouteError);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const name of ["content-type", "content-disposition"]) {
    const value = file.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(file.body, { status: 200, headers });
}
