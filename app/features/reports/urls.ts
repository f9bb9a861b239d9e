// The reports' URLs (SPEC §2: analytics, sales-reports, estimated-profit, utm-analystics, spelled as SPEC spells it).
// Relative imports only, so tests and bundles that do not know the `~/` alias can import it.
export const reportUrls = {
  analytics: "/admin/analytics",
  salesReports: "/admin/sales-reports",
  /** The product sales report as CSV (a resource route streaming the API's export). */
  salesReportsCsv: "/admin/sales-reports.csv",
  estimatedProfit: "/admin/estimated-profit",
  utm: "/admin/utm-analystics",
} as const;

/** `path?params`, or the path alone when there are none. */
export const withQuery = (path: string, params: URLSearchParams): string => {
  const q = params.toString();
  return q ? `${path}?${q}` : path;
};
