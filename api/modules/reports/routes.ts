// SPEC §7 Reports, on the report base: GET with from_time, to_time, stores (comma list) and timezone. Every listed store
// must be one the caller is a member of (the report scope is always granted, SPEC §6); any other is 403.
import { Router } from "express";
import { MIXED_CURRENCIES_MESSAGE } from "../../../domain/abandoned";
import { reportEndpoints as re } from "../../../domain/contracts/reports";
import { fromMinor } from "../../../domain/money";
import type { ApiDeps } from "../../deps";
import { currentUser, requireUser } from "../../http/auth";
import { badRequest, forbidden } from "../../http/errors";
import { mount } from "../../http/mount";
import { findMembership } from "../auth/store";
import { counters, cutoffOf } from "../abandoned/store";
import { boundOf } from "./range";

export function reportsRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;

  /** The range as instants; a `to_time` before `from_time` is refused. */
  const rangeOf = (q: { from_time: string; to_time: string; timezone: string }) => {
    const from = boundOf(q.from_time, q.timezone, "start");
    const to = boundOf(q.to_time, q.timezone, "end");
    const errors: Record<string, string[]> = {};
    if (!from) errors.from_time = ["from_time is not a date"];
    if (!to) errors.to_time = ["to_time is not a date"];
    if (from && to && to < from) errors.to_time = ["to_time must not be before from_time"];
    if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors).flat(), errors);
    return { from: from!, to: to! };
  };

  const requireStores = async (userId: string, storeIds: readonly string[]) => {
    for (const id of storeIds) if (!(await findMembership(db, id, userId))) throw forbidden();
  };

  mount(r, re.abandonedCounter, requireUser(deps), async ({ query, req }) => {
    const { from, to } = rangeOf(query);
    await requireStores(currentUser(req).id, query.stores);
    const rows = await counters(db, query.stores, from, to, cutoffOf(deps.clock.now(), deps.config.abandonedAfterMinutes));
    const currencies = new Set(rows.map((row) => row.currency));
    if (currencies.size > 1) throw badRequest(MIXED_CURRENCIES_MESSAGE, { stores: [MIXED_CURRENCIES_MESSAGE] });
    const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((n, row) => n + pick(row), 0);
    return {
      emailSent: sum((x) => x.emailSent),
      emailClick: sum((x) => x.emailClick),
      completedOrder: sum((x) => x.completedOrder),
      revenue: rows.length
        ? fromMinor(
            sum((x) => x.revenueMinor),
            rows[0]!.currency,
          )
        : 0,
      total: sum((x) => x.total),
    };
  });

  return r;
}
