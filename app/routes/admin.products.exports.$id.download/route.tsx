// An export's file, streamed from the API. GET only downloads it: a link another site sends can change nothing.
// POST (the Export dialog's Download form) first marks the task downloaded (SPEC §4 status 3), then sends the same file.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { ApiClients } from "~/api-client/client.server";
import { downloadExport, markExportDownloaded } from "~/api-client/products-csv.server";
import { isApiError } from "~/api-client/errors";
import { notFound, requireStore, throwRouteError } from "~/lib/guards.server";

async function exportFile(api: Pick<ApiClients, "store">, id: string): Promise<Response> {
  const file = await downloadExport(api, id).catch(throwRouteError);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const name of ["content-type", "content-length", "content-disposition"]) {
    const value = file.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(file.body, { status: 200, headers });
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  return exportFile(api, params.id ?? "");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const id = params.id ?? "";
  // 409: the task has no file yet (or failed); there is nothing to download.
  await markExportDownloaded(api, id).catch((error) => {
    if (isApiError(error) && error.status === 409) throw notFound();
    throwRouteError(error);
  });
  return exportFile(api, id);
}
