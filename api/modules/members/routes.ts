import { Router } from "express";
import { memberEndpoints } from "../../../domain/contracts/store-ops";
import { MEMBER_MESSAGES } from "../../../domain/members";
import type { ApiDeps } from "../../deps";
import { currentUser, requireOperator, requireUser } from "../../http/auth";
import { badRequest, notFound } from "../../http/errors";
import { mount } from "../../http/mount";
import * as store from "./store";

/** SPEC §2 member, member/{id} (restricted): operators read every user; everyone else gets 404 (ADR 063). */
export function membersRoutes(deps: ApiDeps): Router {
  const r = Router();
  const { db } = deps;
  r.use("/users/admin/members", requireUser(deps), requireOperator(deps));

  mount(r, memberEndpoints.list, async ({ query }) => {
    const { members, total } = await store.listMembers(db, query);
    return { members, total, page: query.page, limit: query.limit };
  });

  mount(r, memberEndpoints.get, async ({ params }) => {
    const member = await store.findMember(db, params.id, deps.clock.now());
    if (!member) throw notFound();
    return { member };
  });

  mount(r, memberEndpoints.disable, async ({ params, req }) => {
    if (params.id.toLowerCase() === currentUser(req).id.toLowerCase()) throw badRequest(MEMBER_MESSAGES.disableSelf);
    if (!(await store.setMemberDisabled(db, params.id, true, deps.clock.now()))) throw notFound();
    deps.log({ level: "info", msg: "account disabled; sessions revoked", userId: params.id, by: currentUser(req).id });
    return { message: MEMBER_MESSAGES.disabled };
  });

  mount(r, memberEndpoints.enable, async ({ params, req }) => {
    if (!(await store.setMemberDisabled(db, params.id, false, deps.clock.now()))) throw notFound();
    deps.log({ level: "info", msg: "account enabled", userId: params.id, by: currentUser(req).id });
    return { message: MEMBER_MESSAGES.enabled };
  });

  return r;
}
