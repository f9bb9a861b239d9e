// A theme as a zip, streamed from the API as it comes, with the API's Content-Disposition (the theme's name).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadTheme } from "~/api-client/themes.server";
import { requireStore, throwRouteError } from "~/lib/guards.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "themes");
  const file = await downloadTheme(api, params.themeId ?? "").catch(throwRouteError);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const name of ["content-type", "content-disposition"]) {
    const value = file.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(file.body, { status: 200, headers });
}
