// The export file, as a download: marks the task downloaded (SPEC §4 status 3), then streams the API's file through.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadExport, markExportDownloaded } from "~/api-client/products-csv.server";
import { isApiError } from "~/api-client/errors";
import { notFound, requireStore, throwRouteError } from "~/lib/guards.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const id = params.id ?? "";
  // 409: the task has no file yet (or failed); there is nothing to download.
  await markExportDownloaded(api, id).catch((error) => {
    if (isApiError(error) && error.status === 409) throw notFound();
    throwRouteError(error);
  });
  const file = await downloadExport(api, id).catch(throwRouteError);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const name of ["content-type", "content-length", "content-disposition"]) {
    const value = file.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(file.body, { status: 200, headers });
}
