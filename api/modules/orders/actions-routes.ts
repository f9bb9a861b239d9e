// SPEC §7 Orders, the money and stock actions (scope `orders`): fulfilments (list, create, update, cancel), refund (what
// is refundable, create), cancel, and mark as paid (ADR 039's addition). The work is in actions-store.ts.
import { Router } from "express";
import { orderActionEndpoints as endpoints } from "../../../domain/contracts/order-actions";
import type { ApiDeps } from "../../deps";
import { currentStore, currentUser, requireStore, requireUser } from "../../http/auth";
import { HttpError, badRequest, conflict, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import { ORDER_ACTION_MESSAGES } from "../../../domain/order-actions";
import * as store from "./actions-store";
import { sendAfterCommit } from "./mails";

export function orderActionRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  const guards = [requireUser(deps), requireStore(deps, "orders")];

  /** 201 (or the endpoint's status) for a new result, 200 and `replayed` for a repeat; refusals as errors. */
  async function answer<A extends object>(result: store.ActionResult<A>, status: (code: number) => void, userId: string): Promise<A & { replayed: boolean }> {
    switch (result.kind) {
      case "done":
        await sendAfterCommit(deps, result.after, userId);
        return { ...result.answer, replayed: false };
      case "replayed":
        status(200);
        return { ...result.answer, replayed: true };
      case "not_found":
        throw notFound();
      case "key_reused":
        throw conflict(ORDER_ACTION_MESSAGES.keyReused, { errors: { idempotencyKey: [ORDER_ACTION_MESSAGES.keyReused] } });
      case "refused":
        if (result.status === 400) throw badRequest(result.errors ? Object.values(result.errors).flat() : result.message, result.errors);
        throw new HttpError(409, result.message, result.extra ?? {});
    }
  }

  mount(r, endpoints.listFulfillments, ...guards, async ({ params, req }) => {
    const found = await store.listFulfillments(db, currentStore(req).id, params.id, deps.storage);
    if (!found) throw notFound();
    return found;
  });

  mount(r, endpoints.createFulfillment, ...guards, async ({ params, body, req, status }) =>
    answer(await store.createFulfillment(db, currentStore(req).id, params.id, currentUser(req).id, body, deps.clock.now()), status, currentUser(req).id),
  );

  mount(r, endpoints.updateFulfillment, ...guards, async ({ params, body, req, status }) =>
    answer(
      await store.updateFulfillment(db, currentStore(req).id, params.id, params.fid, currentUser(req).id, body, deps.clock.now()),
      status,
      currentUser(req).id,
    ),
  );

  mount(r, endpoints.cancelFulfillment, ...guards, async ({ params, req, status }) =>
    answer(await store.cancelFulfillment(db, currentStore(req).id, params.id, params.fid, currentUser(req).id, deps.clock.now()), status, currentUser(req).id),
  );

  mount(r, endpoints.refundable, ...guards, async ({ params, req }) => {
    const found = await store.refundable(db, currentStore(req).id, params.id, deps.storage);
    if (!found) throw notFound();
    return found;
  });

  mount(r, endpoints.refund, ...guards, async ({ body, req, status }) =>
    answer(await store.createRefund(db, currentStore(req).id, currentUser(req).id, body, deps.clock.now()), status, currentUser(req).id),
  );

  mount(r, endpoints.cancel, ...guards, async ({ body, req, status }) =>
    answer(await store.cancelOrder(db, currentStore(req).id, currentUser(req).id, body, deps.clock.now()), status, currentUser(req).id),
  );

  mount(r, endpoints.markPaid, ...guards, async ({ params, body, req, status }) =>
    answer(await store.markPaid(db, currentStore(req).id, params.id, currentUser(req).id, body.idempotencyKey, deps.clock.now()), status, currentUser(req).id),
  );

  return r;
}
