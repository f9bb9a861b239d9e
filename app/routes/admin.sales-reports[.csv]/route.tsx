// The product sales report as CSV (SPEC §2 sales-reports), streamed from the API's export in the range, search and sort
// of the page it was asked from; nothing is held in memory.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadPerformance } from "~/api-client/reports.server";
import { reportQuery } from "~/features/reports/filter";
import { requireReport } from "~/features/reports/load.server";
import { performanceParams } from "~/features/reports/sales-report";
import { throwRouteError } from "~/lib/guards.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, tz, filter } = await requireReport(request, context);
  const { page: _page, limit: _limit, ...query } = performanceParams(reportQuery(filter.range, filter.storeIds, tz), new URL(request.url).searchParams);
  const file = await downloadPerformance(api, query).catch(throwRouteError);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const name of ["content-type", "content-disposition"]) {
    const value = file.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(file.body, { status: 200, headers });
}
