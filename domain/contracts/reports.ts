// SPEC §7 Reports: GET with from_time, to_time, stores (comma list) and timezone, on the report base. Issue 9 adds the
// abandoned-checkout counter; issue 10 the others on the same module (api/modules/reports).
import { z } from "zod/v4";
import type { AbandonedCounter } from "../abandoned";
import { isTimezone } from "../dates";
import { safeString } from "../validation";
import { defineEndpoint, UUID_RE } from "./endpoint";
import { sameShape } from "./type-check";

/** A day (YYYY-MM-DD or dd-mm-yyyy: the whole day in `timezone`) or an instant (ISO 8601 with its offset). */
const TIME_RE = /^(\d{4}-\d{2}-\d{2}|\d{2}-\d{2}-\d{4}|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2}))$/;
const time = (label: string) => safeString({ error: `${label} required` }).regex(TIME_RE, `${label} must be a date (dd-mm-yyyy) or an ISO time`);

export const ReportQuerySchema = z.object({
  from_time: time("from_time"),
  to_time: time("to_time"),
  stores: safeString({ error: "stores required" })
    .transform((v) => [
      ...new Set(
        v
          .split(",")
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .refine((list) => list.length > 0 && list.length <= 100, "stores must list 1 to 100 store ids")
    .refine((list) => list.every((id) => UUID_RE.test(id)), "stores must be store ids"),
  timezone: safeString()
    .default("UTC")
    .refine((tz) => isTimezone(tz), "timezone is not a time zone"),
});
export type ReportQuery = z.output<typeof ReportQuerySchema>;

const CounterSchema = z.object({
  emailSent: z.number().int(),
  emailClick: z.number().int(),
  completedOrder: z.number().int(),
  revenue: z.number(),
  total: z.number().int(),
});
sameShape<z.infer<typeof CounterSchema>, AbandonedCounter>(true);

export const reportEndpoints = {
  abandonedCounter: defineEndpoint({
    method: "GET",
    path: "/orders/abcheckouts/statistics/counter",
    access: "user",
    summary:
      "Abandoned-checkout recovery over the stores listed (each must be the caller's, with the report scope): e-mails sent and clicked, checkouts recovered and their revenue, abandoned checkouts",
    query: ReportQuerySchema,
    response: CounterSchema,
  }),
};
