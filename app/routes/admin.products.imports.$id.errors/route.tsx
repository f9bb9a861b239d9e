// Every error of an import as a CSV download (the Import dialog shows the first 100): streamed from the API, no state change.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadImportErrors } from "~/api-client/products-csv.server";
import { requireStore, throwRouteError } from "~/lib/guards.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStore(request, context, "products");
  const file = await downloadImportErrors(api, params.id ?? "").catch(throwRouteError);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const name of ["content-type", "content-disposition"]) {
    const value = file.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(file.body, { status: 200, headers });
}
